import { z } from 'zod'

/** What directory pages say while their listings are the seed's samples (issue 34). */
export const SAMPLE_NOTICE_TEXT = 'Sample listings for demonstration'

/**
 * The admin's Settings form: show or hide the sample-listings notice. Marked pure so a page that
 * only shows the notice's text (every city page) does not ship zod for it.
 */
export const sampleNoticeSchema = /* @__PURE__ */ z.object({
  sampleNotice: /* @__PURE__ */ z.enum(['on', 'off'], { message: 'Sample notice must be on or off' }),
})

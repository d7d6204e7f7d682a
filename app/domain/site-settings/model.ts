import { z } from 'zod'

/**
 * The admin's Settings form: show or hide the sample notice (its text is the notice's own,
 * components/directory/sample-notice.tsx, so directory pages need nothing from this file). Marked
 * pure so that a page importing this model for anything else never ships zod for it.
 */
export const sampleNoticeSchema = /* @__PURE__ */ z.object({
  sampleNotice: /* @__PURE__ */ z.enum(['on', 'off'], { message: 'Sample notice must be on or off' }),
})

import { z } from 'zod'

/** What directory pages say while their listings are the seed's samples (issue 34). */
export const SAMPLE_NOTICE_TEXT = 'Sample listings for demonstration'

/** The admin's Settings form: show or hide the sample-listings notice. */
export const sampleNoticeSchema = z.object({
  sampleNotice: z.enum(['on', 'off'], { message: 'Sample notice must be on or off' }),
})

import { z } from 'zod'

// Issue 35: the admin's "Public records" tab: its forms and limits.

/** An upload runs as a job for files up to this size each; larger ones go through `npm run records:import`. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024

const activityNr = z.string().regex(/^\d{1,12}$/, 'Inspection not found')

export const matchDecisionSchema = z.object({ intent: z.enum(['confirm', 'reject']), activityNr })
export type MatchDecision = z.infer<typeof matchDecisionSchema>

/** A rejected match put back among the matches to check. */
export const reopenMatchSchema = z.object({ intent: z.literal('reopen'), activityNr })

export const RECORDS_MESSAGES = {
  noFiles: 'Choose both files: the inspection CSV and the violation CSV',
  tooLarge: `Each file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB here; use npm run records:import for larger ones`,
  notPending: 'This match was already decided or is no longer waiting',
  notRejected: 'This match is no longer rejected',
} as const

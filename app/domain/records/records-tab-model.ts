import { z } from 'zod'
import { checkbox } from '~/lib/form-fields.ts'
import { SOURCE_IDS } from '~/domain/records/sources/ids.ts'

// The admin's "Public records" tab: its forms and limits (every source).

/** An upload runs as a job for files up to this size each; larger ones go through `npm run records:import`. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024
/** How many files one upload takes (Texas's three tables; a LIVES feed's five, or its ZIP), and their size in all. */
export const MAX_UPLOAD_FILES = 6
export const MAX_UPLOAD_TOTAL_BYTES = 2 * MAX_UPLOAD_BYTES

const activityNr = z.string().regex(/^\d{1,12}$/, 'Inspection not found')
/** A feed's establishment: "{feed id}:{its id in the feed}". */
const establishment = z.string().regex(/^\d{1,9}:.{1,80}$/, 'Record not found')

/** One record to decide: an OSHA inspection (activityNr) or a feed's establishment. */
const record = z.union([z.object({ activityNr }), z.object({ establishment })], { message: 'Record not found' })

export const matchDecisionSchema = z.intersection(z.object({ intent: z.enum(['confirm', 'reject']) }), record)
export type MatchDecision = z.infer<typeof matchDecisionSchema>

/** A rejected match put back among the matches to check. */
export const reopenMatchSchema = z.intersection(z.object({ intent: z.literal('reopen') }), record)
export type MatchRef = z.infer<typeof record>

export const uploadSchema = z.object({
  source: z.enum(SOURCE_IDS as [string, ...string[]], { message: 'Choose which public records these files are' }),
  createBusinesses: checkbox(),
})

export const RECORDS_MESSAGES = {
  noFiles: 'Choose the files: the OSHA inspection and violation CSVs, a LIVES feed (its CSV files or its ZIP), the Texas tables, the CMS nursing home files or the FMCSA carrier files',
  tooMany: `At most ${MAX_UPLOAD_FILES} files at once`,
  tooLarge: `Each file may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB here, ${MAX_UPLOAD_TOTAL_BYTES / 1024 / 1024} MB in all; use npm run records:import for larger ones`,
  notPending: 'This match was already decided or is no longer waiting',
  notRejected: 'This match is no longer rejected',
} as const

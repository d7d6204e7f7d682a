import { z } from 'zod'
import { emptyIfMissing, formList, optionalEmail, optionalLongText, optionalText, singleLine } from '~/lib/form-fields.ts'
import type { CorrectionField, ProblemKind } from '~/lib/db-schema-reviews.ts'

export { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'

export const PROBLEM_KINDS: { value: ProblemKind; label: string }[] = [
  { value: 'closed', label: 'Closed' },
  { value: 'wrong-contact', label: 'Wrong contact' },
  { value: 'wrong-address', label: 'Wrong address' },
  { value: 'safety', label: 'Safety concern' },
  { value: 'records', label: 'These public records are not this business' },
  { value: 'other', label: 'Other' },
]

/** The kinds a business's form offers: disputing its public records only where records are attached. */
export const problemKindsFor = (hasRecords: boolean) => (hasRecords ? PROBLEM_KINDS : PROBLEM_KINDS.filter((k) => k.value !== 'records'))

export const NO_RECORDS_TO_DISPUTE = 'This business has no public records to dispute'

export const CORRECTION_FIELDS: { value: CorrectionField; label: string }[] = [
  { value: 'phone', label: 'Phone' },
  { value: 'email', label: 'Email' },
  { value: 'website', label: 'Website' },
  { value: 'address', label: 'Address' },
]

export const problemKindLabel = (kind: ProblemKind) => PROBLEM_KINDS.find((k) => k.value === kind)?.label ?? kind
export const correctionFieldLabel = (field: CorrectionField) => CORRECTION_FIELDS.find((f) => f.value === field)?.label ?? field

const blankToNull = (v: unknown) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v)

/** "Report a problem": what is wrong, optionally the right value of one field, optionally an e-mail for questions. */
export const problemReportSchema = z
  .object({
    kind: z.enum(PROBLEM_KINDS.map((k) => k.value) as [ProblemKind, ...ProblemKind[]], { message: 'Choose what is wrong' }),
    details: optionalLongText('Details', 2000),
    field: z.preprocess(blankToNull, z.enum(CORRECTION_FIELDS.map((f) => f.value) as [CorrectionField, ...CorrectionField[]], { message: 'Choose a field from the list' }).nullable()),
    correction: optionalText('Correct value', 500),
    email: optionalEmail(),
  })
  .superRefine((v, ctx) => {
    if (v.field && !v.correction) ctx.addIssue({ code: 'custom', path: ['correction'], message: 'Enter the correct value' })
    if (v.correction && !v.field) ctx.addIssue({ code: 'custom', path: ['field'], message: 'Choose which field the correction is for' })
  })
export type ProblemReportInput = z.infer<typeof problemReportSchema>

export const BUSINESS_NOT_FOUND = 'That business was not found.'

/**
 * The admin's Detach on a records dispute: the records that are not this business — OSHA
 * inspections (activity numbers) and other sources' establishments ("{feed id}:{its id in the feed}").
 */
export const detachRecordsSchema = z.object({
  activityNr: z.preprocess(formList, z.array(z.string().regex(/^\d{1,12}$/, 'Inspection not found')).max(500, 'Choose at most 500 records')),
  establishment: z.preprocess(formList, z.array(z.string().regex(/^\d{1,9}:.{1,80}$/, 'Record not found')).max(500, 'Choose at most 500 records')),
}).refine((v) => v.activityNr.length + v.establishment.length > 0, { path: ['activityNr'], message: 'Choose the records to detach' })

/** The admin's Apply: the correction as the admin confirmed it (checked again by the business schema). */
export const correctionSchema = z.object({ value: emptyIfMissing(singleLine('Value', 500)) })

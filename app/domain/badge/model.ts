import { z } from 'zod'
import { checkbox, emptyIfMissing, multiLine, requiredLongText, requiredText, singleLine } from '~/lib/form-fields.ts'
import type { BadgeQuestion, QuestionKind } from '~/lib/db-schema-applications.ts'

export type { BadgeQuestion, QuestionKind }

/** The kinds of application question, as the badge editor and the application form name them. */
export const QUESTION_KINDS: Record<QuestionKind, string> = { 'yes-no': 'Yes / no', text: 'Text', document: 'Document upload' }
export const MAX_QUESTIONS = 12
export const MAX_CHECKLIST_ITEMS = 40

/** The badge editor's question rows: a row with no label is an empty row and is left out. */
const questionRows = z.preprocess(
  (v) => (Array.isArray(v) ? v : v == null ? [] : [v]),
  z.array(
    z.object({
      label: emptyIfMissing(singleLine('Question', 300)),
      kind: z.preprocess((v) => v ?? 'yes-no', z.enum(['yes-no', 'text', 'document'], { message: 'Question kind must be yes/no, text or document upload' })),
      required: checkbox(),
    }),
  ),
).transform((rows): BadgeQuestion[] => rows.filter((r) => r.label !== '')).refine((rows) => rows.length <= MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`)
  .refine((rows) => new Set(rows.map((r) => r.label.toLowerCase())).size === rows.length, 'Each question must be different')

/** The audit checklist: one item per line, blank lines left out. */
const checklistLines = emptyIfMissing(multiLine('Audit checklist', 8000))
  .transform((v) => v.split('\n').map((l) => l.trim()).filter(Boolean))
  .refine((items) => items.length <= MAX_CHECKLIST_ITEMS, `At most ${MAX_CHECKLIST_ITEMS} checklist items`)
  .refine((items) => items.every((i) => i.length <= 300), 'Each checklist item must be at most 300 characters')

const validityMonths = z.preprocess(
  (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? 12 : typeof v === 'string' ? Number(v.trim()) : v),
  z.number({ message: 'Validity must be a whole number of months' }).int('Validity must be a whole number of months')
    .min(1, 'Validity must be at least 1 month').max(120, 'Validity must be at most 120 months'),
)

/** Spec §5 badge form: id, name, price (min 0, step 0.01, default 0) and description required. */
export const badgeSchema = z.object({
  id: emptyIfMissing(
    singleLine('ID', 60)
      .min(1, 'ID is required')
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'ID may use lowercase letters, digits and dashes'),
  ),
  name: requiredText('Name', 120),
  image: emptyIfMissing(singleLine('Image URL', 500)).refine(
    (v) => v === '' || /^\/[^/\\]/.test(v) || /^https?:\/\/[^\s]+$/.test(v),
    'Image URL must start with https:// or /',
  ),
  price: z.preprocess(
    (v) => (v == null || (typeof v === 'string' && v.trim() === '') ? 0 : typeof v === 'string' ? Number(v.trim()) : v),
    z
      .number({ message: 'Price must be a number' })
      .refine(Number.isFinite, 'Price must be a number')
      .min(0, 'Price must be at least 0')
      .max(99999999, 'Price is too large')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Price must be in steps of 0.01')
      .transform((v) => Math.round(v * 100) / 100),
  ),
  description: requiredLongText('Description', 2000),
  questions: questionRows,
  checklist: checklistLines,
  validityMonths,
})

export type BadgeValues = z.output<typeof badgeSchema>


/** The badges tab's Delete: which badge. */
export const badgeIdSchema = z.object({ id: requiredText('Badge id', 60) })

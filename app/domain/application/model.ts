import { z } from 'zod'
import { SUBMISSION_TYPES } from '~/lib/categories.ts'
import type { ApplicationStatus, BadgeQuestion } from '~/lib/db-schema-applications.ts'
import { email, multiLine, phone, requiredText, website } from '~/lib/form-fields.ts'

// An application (docs/glossary.md): a member's request for one badge for one business, with the
// badge's questions answered and documents attached, paid when the badge has a price, then audited.

export type { ApplicationAnswer, ApplicationDocument, ApplicationStatus } from '~/lib/db-schema-applications.ts'

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  awaiting_payment: 'Awaiting payment',
  new: 'New',
  scheduled: 'Scheduled',
  in_audit: 'In audit',
  passed: 'Passed',
  failed: 'Failed',
  withdrawn: 'Withdrawn',
}

/** The Audits tab's filter, in the order it offers them; `open` = new, scheduled and in audit. */
export const AUDIT_QUEUE_FILTERS = ['open', 'new', 'scheduled', 'in_audit', 'passed', 'failed', 'withdrawn', 'awaiting_payment'] as const
export type AuditQueueFilter = (typeof AUDIT_QUEUE_FILTERS)[number]

/** Uploads: PDF, JPEG or PNG, at most 5 MB each (checked again by content on the server). */
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024
export const DOCUMENT_TYPES_MESSAGE = 'must be a PDF, JPEG or PNG file'
export const DOCUMENT_TOO_LARGE_MESSAGE = 'must be at most 5 MB'
const DOCUMENT_EXTENSION = /\.(pdf|jpe?g|png)$/i

/** `new` in the business field: the member describes a business Safest does not list yet. */
export const NEW_BUSINESS = 'new'

/** The field of answer `i` (flat names, so each answer gets its own message). */
export const answerField = (i: number) => `answer${i}`

/** The submission path's business types (lowercased labels), asked as the category. */
export const CATEGORY_VALUES = SUBMISSION_TYPES.map((t) => t.toLowerCase()) as [string, ...string[]]

/** A new business, described through the one submission path (a pending business submission). */
const newBusinessFields = {
  businessName: requiredText('Business name'),
  category: z.preprocess((v) => v ?? '', z.enum(CATEGORY_VALUES, { message: 'Category is required' })),
  address: requiredText('Address', 300),
  city: requiredText('City', 100),
  phone: phone(),
  email: email(),
  website: website(),
  description: z.preprocess((v) => v ?? '', multiLine('Description', 2000)).pipe(z.string().min(1, 'Description is required')),
}

const isFile = (v: unknown): v is File => typeof File !== 'undefined' && v instanceof File

function answerSchema(q: BadgeQuestion) {
  const name = `“${q.label}”`
  if (q.kind === 'yes-no') {
    return z.preprocess(
      (v) => (v == null || v === '' ? undefined : v),
      q.required
        ? z.enum(['yes', 'no'], { message: `Answer yes or no to ${name}` })
        : z.enum(['yes', 'no'], { message: `Answer yes or no to ${name}` }).optional(),
    ).transform((v) => v ?? '')
  }
  if (q.kind === 'text') {
    return z.preprocess((v) => v ?? '', multiLine(q.label, 2000))
      .refine((v) => !q.required || v !== '', `${name} is required`)
  }
  return z.preprocess(
    (v) => (isFile(v) && v.size === 0 && !v.name ? undefined : v),
    z.custom<File | undefined>((v) => v === undefined || isFile(v), `${name}: choose a file`)
      .refine((v) => !q.required || v !== undefined, `${name}: a document is required`)
      .refine((v) => v === undefined || DOCUMENT_EXTENSION.test(v.name), `${name}: the file ${DOCUMENT_TYPES_MESSAGE}`)
      .refine((v) => v === undefined || v.size <= MAX_DOCUMENT_BYTES, `${name}: the file ${DOCUMENT_TOO_LARGE_MESSAGE}`),
  )
}

/**
 * The application form's one schema, built from the badge's questions (the same call in the
 * browser and in the action): which business (one of the member's, or `new` with its details),
 * and one answer per question (`answer0`, `answer1`, …).
 */
export function applicationFormSchema(questions: BadgeQuestion[]) {
  const answers = Object.fromEntries(questions.map((q, i) => [answerField(i), answerSchema(q)]))
  const business = z.preprocess((v) => v ?? '', z.string().trim().min(1, 'Choose a business or describe a new one').max(100))
  return z.preprocess(
    (v) => (v && typeof v === 'object' && !Array.isArray(v) ? { ...v, mode: (v as { business?: unknown }).business === NEW_BUSINESS ? 'new' : 'existing' } : v),
    z.discriminatedUnion('mode', [
      z.object({ mode: z.literal('new'), business, ...newBusinessFields, ...answers }),
      z.object({ mode: z.literal('existing'), business: business.pipe(z.uuid('Choose one of your businesses')), ...answers }),
    ]),
  )
}

export type ApplicationFormValues = z.output<ReturnType<typeof applicationFormSchema>>

/** The document kinds stored, told by their first bytes (never by the name or the browser's type). */
export type DocumentType = 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp'
export const DOCUMENT_EXTENSIONS: Record<DocumentType, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }
export function sniffDocumentType(bytes: Uint8Array): DocumentType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b)
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'
  return null
}

/** A member may withdraw an application until its outcome. */
export const canWithdraw = (status: ApplicationStatus) => !['passed', 'failed', 'withdrawn'].includes(status)

/** Refund policy: a full refund within 30 days of a one-time purchase. */
export const REFUND_WINDOW_DAYS = 30
export function refundable(app: { paidAt: Date | string | null; refundedAt: Date | string | null }, now: Date = new Date()): boolean {
  if (!app.paidAt || app.refundedAt) return false
  return now.getTime() - new Date(app.paidAt).getTime() <= REFUND_WINDOW_DAYS * 24 * 3600 * 1000
}

/** The Audits tab: schedule an application's audit on a date (YYYY-MM-DD). */
export const scheduleAuditSchema = z.object({
  applicationId: z.preprocess((v) => v ?? '', z.uuid('Application not found')),
  auditDate: z.preprocess((v) => v ?? '', z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Audit date must be a date')
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'Audit date must be a date')),
})

/** The field of checklist item `i`'s result and note. */
export const checkField = (i: number) => `check${i}`
export const checkNoteField = (i: number) => `checkNote${i}`

/**
 * The Audits tab's outcome: pass or fail with a note, and a pass/fail and a note per checklist
 * item (built from the badge's checklist). An audit passes only when every item passed.
 */
export function auditOutcomeSchema(items: string[]) {
  const checks = Object.fromEntries(items.flatMap((item, i) => [
    [checkField(i), z.preprocess((v) => v ?? '', z.enum(['pass', 'fail'], { message: `Mark “${item}” pass or fail` }))],
    [checkNoteField(i), z.preprocess((v) => v ?? '', multiLine('Note', 1000))],
  ]))
  return z.object({
    applicationId: z.preprocess((v) => v ?? '', z.uuid('Application not found')),
    outcome: z.preprocess((v) => v ?? '', z.enum(['pass', 'fail'], { message: 'Choose pass or fail' })),
    note: z.preprocess((v) => v ?? '', multiLine('Note', 2000)),
    ...checks,
  }).superRefine((v, ctx) => {
    const record = v as Record<string, unknown>
    if (v.outcome === 'pass' && items.some((_, i) => record[checkField(i)] !== 'pass')) {
      ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'An audit passes only when every checklist item passed' })
    }
    if (v.outcome === 'fail' && v.note === '') ctx.addIssue({ code: 'custom', path: ['note'], message: 'Say why the audit failed' })
  })
}

/** Renewal reminders go out this many days before an award's expiry, each once. */
export const REMINDER_DAYS = [60, 30, 7] as const

/** The reminder due today for an award expiring on `expiresOn`: the tightest window reached, or null. */
export function reminderDue(expiresOn: string, today: string): (typeof REMINDER_DAYS)[number] | null {
  const daysLeft = Math.round((Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
  if (daysLeft < 0) return null
  const due = REMINDER_DAYS.filter((d) => daysLeft <= d)
  return due.length ? due[due.length - 1]! : null
}

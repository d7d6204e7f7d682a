import type { FieldErrors } from '~/lib/form-fields.ts'

/** Answers of POST /admin/submissions (approve / reject). */
export type SubmissionReviewResponse =
  | { ok: true; intent: 'approve' | 'reject'; businessId?: string }
  | { ok: false; intent: string; errors?: FieldErrors; toast: { title: string; description: string } }

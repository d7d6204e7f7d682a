import type { FieldErrors } from '~/lib/form-fields.ts'

/** Answers of POST /admin/submissions (approve / reject / merge into a possible duplicate). */
export type SubmissionReviewResponse =
  | { ok: true; intent: 'approve' | 'reject' | 'merge'; businessId?: string }
  | { ok: false; intent: string; errors?: FieldErrors; toast: { title: string; description: string } }

/** What POST /api/submissions answers: the forms that post there read it. */
export type SubmissionResponse = { ok: true } | { ok: false; errors?: Record<string, string>; message: string }

/** What POST /api/newsletter answers: the home newsletter block reads it. */
export type NewsletterResponse = { ok: true; message: string } | { ok: false; message: string; errors?: { email: string } }

import type { DB } from '~/lib/db.server.ts'
import { describeError } from '~/lib/db-errors.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { log } from '~/lib/log.server.ts'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  html?: string
  /** What the message is for (password-reset, newsletter-confirm, …): for the outbox and logs. */
  kind: string
  /** Extra mail headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string>
}

/**
 * The one way the site sends e-mail. Every message is recorded in the outbox table at once; with
 * SMTP_URL set an `email` job then delivers it (deliver-email.server.ts: retried with backoff,
 * marked sent), otherwise it stays in the outbox for an admin to read and, in development, is
 * printed to the console. Nothing is lost either way.
 */
export async function sendEmail(db: DB, message: EmailMessage, options: { deliveredByCaller?: boolean } = {}): Promise<{ id: string; queued: boolean }> {
  const env = getEnv()
  const row = await db
    .insertInto('outbox')
    .values({
      to_address: message.to,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      headers: message.headers ? JSON.stringify(message.headers) : null,
      kind: message.kind,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const id = String(row.id)
  // A campaign's batch delivers its own messages (deliverEmail), counting each one sent or failed.
  if (options.deliveredByCaller) return { id, queued: false }
  if (!env.SMTP_URL) {
    if (env.NODE_ENV === 'development') console.log(`\n✉  ${message.subject} → ${message.to}\n${message.text}\n`)
    return { id, queued: false }
  }
  try {
    await sendJob(db, 'email', { outboxId: id })
    return { id, queued: true }
  } catch (error) {
    // The message stays in the outbox unsent; the caller's operation still succeeds.
    log('error', 'e-mail not queued', { kind: message.kind, error: describeError(error) })
    return { id, queued: false }
  }
}

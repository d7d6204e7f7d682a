import nodemailer, { type Transporter } from 'nodemailer'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'

let transport: { url: string; transporter: Transporter } | undefined

function smtpTransport(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(url) }
  return transport.transporter
}

export function mailFrom(): string {
  const env = getEnv()
  return env.MAIL_FROM ?? `Safest <no-reply@${new URL(env.SITE_URL).hostname}>`
}

/**
 * The `email` job: delivers one outbox message over SMTP and marks it sent. A failure throws, so
 * the queue retries it with backoff (queues.ts) and, once the retries are spent, keeps it among the
 * failed jobs; the message stays in the outbox unsent. A message already sent is not sent again.
 */
export async function deliverEmail(db: DB, outboxId: string): Promise<{ sent: boolean }> {
  const url = getEnv().SMTP_URL
  const message = await db.selectFrom('outbox').selectAll().where('id', '=', outboxId).executeTakeFirst()
  if (!url || !message || message.sent_at) return { sent: false }
  await smtpTransport(url).sendMail({
    from: mailFrom(),
    to: message.to_address,
    subject: message.subject,
    text: message.text_body,
    html: message.html_body ?? undefined,
    headers: message.headers ?? undefined,
  })
  await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', outboxId).execute()
  return { sent: true }
}

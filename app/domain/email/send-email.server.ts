import nodemailer, { type Transporter } from 'nodemailer'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
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
 * The one way the site sends e-mail. Every message is recorded in the outbox table; with SMTP_URL
 * set it is also delivered over SMTP (and marked sent), otherwise it stays in the outbox for an
 * admin to read and, in development, is printed to the console. Nothing is lost either way.
 */
export async function sendEmail(db: DB, message: EmailMessage): Promise<{ id: string; delivered: boolean }> {
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
  if (!env.SMTP_URL) {
    if (env.NODE_ENV === 'development') console.log(`\n✉  ${message.subject} → ${message.to}\n${message.text}\n`)
    return { id, delivered: false }
  }
  try {
    await smtpTransport(env.SMTP_URL).sendMail({
      from: mailFrom(),
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
    })
    await db.updateTable('outbox').set({ sent_at: new Date() }).where('id', '=', id).execute()
    return { id, delivered: true }
  } catch (error) {
    // The message stays in the outbox unsent; the caller's operation still succeeds.
    log('error', 'smtp delivery failed', { kind: message.kind, error: String(error) })
    return { id, delivered: false }
  }
}

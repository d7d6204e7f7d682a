import { sendEmail } from '~/domain/email/send-email.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { isSuppressed } from '~/domain/campaign/suppression.server.ts'
import { unsubscribeLink } from './newsletter-links.server.ts'
import { preferencesLink } from './signed-links.server.ts'

export interface NewsletterEmail {
  subject: string
  text: string
  /** Optional HTML body: a fragment, wrapped and given the unsubscribe footer here. */
  html?: string
  kind: string
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Plain text turned into simple HTML paragraphs, links made clickable. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((para) => {
      const withLinks = escapeHtml(para).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      return `<p>${withLinks.replace(/\n/g, '<br>')}</p>`
    })
    .join('\n')
}

/**
 * Every message to a newsletter subscriber goes through here, so every one carries the one-click
 * unsubscribe link, in the text and as List-Unsubscribe / List-Unsubscribe-Post headers.
 */
export async function sendNewsletterEmail(
  db: DB,
  subscriber: { email: string; token: string; id?: string },
  message: NewsletterEmail,
): Promise<{ id: string; queued: boolean } | null> {
  // The suppression list (bounces, complaints) holds for every message to a subscriber.
  if (await isSuppressed(db, subscriber.email)) return null
  const unsubscribe = unsubscribeLink(subscriber.token)
  const preferences = subscriber.id ? preferencesLink(subscriber.id) : null
  const footer = [
    'You are receiving this because this address was entered for Safest safety alerts and deal notices.',
    ...(preferences ? [`Choose what you get: ${preferences}`] : []),
    `Unsubscribe with one click: ${unsubscribe}`,
  ].join('\n')
  const text = `${message.text.trimEnd()}\n\n--\n${footer}\n`
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#0f172a">
${message.html ?? textToHtml(message.text)}
<hr style="border:none;border-top:1px solid #e2e8f0;margin:24px 0">
<p style="font-size:12px;color:#64748b">You are receiving this because this address was entered for Safest safety alerts and deal notices.<br>
${preferences ? `<a href="${escapeHtml(preferences)}">Choose what you get</a> or ` : ''}<a href="${escapeHtml(unsubscribe)}">Unsubscribe</a> with one click.</p>
</body></html>`
  // RFC 8058: mail clients show an Unsubscribe button that POSTs List-Unsubscribe=One-Click to the URL.
  const headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
  return sendEmail(db, { to: subscriber.email, subject: message.subject, text, html, kind: message.kind, headers })
}

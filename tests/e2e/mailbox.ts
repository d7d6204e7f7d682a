import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface CaughtMail {
  to: string[]
  subject: string
  /** Header names lower-cased, folded lines joined. */
  headers: Record<string, string>
  /** The decoded body (quoted-printable soft breaks and escapes undone). */
  body: string
}

function decode(raw: string): { subject: string; body: string; headers: Record<string, string> } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/)
  const headers: Record<string, string> = {}
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1]?.replace(/\r?\n[ \t]/g, ' ') ?? ''
  const body = rest
    .join('\n\n')
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return { subject, body, headers }
}

/** Messages the site sent to an address, oldest first, as caught by the e2e SMTP server. */
export function mailTo(address: string): CaughtMail[] {
  const dir = process.env.E2E_MAIL_DIR
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the e2e tests through scripts/e2e.mjs')
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string[]; raw: string })
    .filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address))
    .map((m) => ({ to: m.to, ...decode(m.raw) }))
}

/** The first link in the latest message to an address whose URL contains `pathPart`. */
export async function waitForLink(address: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const mails = mailTo(address)
    for (const mail of mails.reverse()) {
      const link = mail.body.match(/https?:\/\/[^\s"'<>]+/g)?.find((u) => u.includes(pathPart))
      if (link) return link
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No e-mail to ${address} with a link containing ${pathPart}`)
}

/** Waits for a message to an address whose subject contains `subjectPart`; the latest such one. */
export async function waitForMail(address: string, subjectPart: string, timeoutMs = 20_000): Promise<CaughtMail> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const found = mailTo(address).filter((m) => m.subject.includes(subjectPart))
    if (found.length > 0) return found.at(-1)!
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`No e-mail to ${address} with a subject containing ${subjectPart}`)
}

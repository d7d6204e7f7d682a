// Both engines: mail goes through the outbox and the job queue of each engine.
import { sql } from 'kysely'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { QUEUES } from '~/lib/jobs/queues.ts'
import { decode, startSmtpServer } from '../support/smtp-server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { eventually, openTestJobQueue } from './test-jobs.ts'

let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const savedEnv = { SMTP_URL: process.env.SMTP_URL, LOG_LEVEL: process.env.LOG_LEVEL, MAIL_FROM: process.env.MAIL_FROM }

const db = await openAppDatabase('send-email')
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await closeQueue?.()
  await smtp?.close()
  for (const [k, v] of Object.entries(savedEnv)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
})
afterEach(() => {
  vi.resetModules()
})

let closeQueue: (() => Promise<void>) | undefined

/**
 * getEnv() parses process.env once per module instance: set the variables, then load fresh
 * copies of the mailer (and whatever uses it) so they see this configuration, and open their job
 * queue with a worker delivering e-mail (retries after 1 s, 2 s, … here; 10 s, 20 s, … in the app).
 */
async function withEnv(env: Record<string, string | undefined>) {
  await closeQueue?.()
  vi.resetModules()
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k]
    else process.env[k] = v
  }
  const mailer = await import('~/domain/email/send-email.server.ts')
  const newsletter = await import('~/domain/newsletter/subscribe-to-newsletter.server.ts')
  const { deliverEmail } = await import('~/domain/email/deliver-email.server.ts')
  const { closeJobQueue, startJobWorkers } = await import('~/lib/jobs/queue.server.ts')
  const { jobsTable } = await import('~/lib/jobs/read-jobs.server.ts')
  const queue = await openTestJobQueue(db, { ...QUEUES, email: { ...QUEUES.email, retryDelay: 1 } })
  await startJobWorkers({ email: (job) => deliverEmail(db, job.data.outboxId) })
  closeQueue = closeJobQueue
  /** The e-mail job of an outbox message, once it is in one of the states. */
  const emailJob = (outboxId: string, states: string[]) =>
    eventually(async () => {
      const job = await db.selectFrom(await jobsTable()).selectAll().where('name', '=', 'email').where(sql`data->>'outboxId'`, '=', outboxId).executeTakeFirst()
      return job && states.includes(job.state) ? job : undefined
    })
  return { ...mailer, ...newsletter, boss: queue.boss, emailJob }
}

const outboxRow = (id: string) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe(`sendEmail on ${engine}`, () => {
  it('delivers over SMTP when SMTP_URL is set and marks the outbox row sent', async () => {
    const { sendEmail } = await withEnv({ SMTP_URL: smtp.url, MAIL_FROM: 'Safest <alerts@safest.test>', LOG_LEVEL: 'silent' })
    const before = smtp.received.length
    const result = await sendEmail(db, {
      to: 'smtp-reader@example.com',
      subject: 'Hello over SMTP',
      text: 'Plain body with a link https://safest.test/x?token=abc',
      html: '<p>HTML body</p>',
      kind: 'test',
    })
    expect(result.queued).toBe(true)
    await eventually(async () => (smtp.received.length > before ? true : undefined))
    expect(smtp.received).toHaveLength(before + 1)
    const mail = smtp.received.at(-1)!
    expect(mail.to).toEqual(['smtp-reader@example.com'])
    expect(mail.from).toBe('alerts@safest.test')
    const body = decode(mail.raw)
    expect(body).toMatch(/^Subject: Hello over SMTP/m)
    expect(body).toContain('https://safest.test/x?token=abc')
    expect(body).toContain('<p>HTML body</p>')

    const row = await eventually(async () => {
      const sent = await outboxRow(result.id)
      return sent.sent_at ? sent : undefined
    })
    expect(row).toMatchObject({ to_address: 'smtp-reader@example.com', subject: 'Hello over SMTP', kind: 'test' })
  })

  it('delivers the newsletter confirmation with working confirm and unsubscribe links', async () => {
    const { subscribeToNewsletter, emailJob } = await withEnv({ SMTP_URL: smtp.url, LOG_LEVEL: 'silent' })
    await subscribeToNewsletter(db, 'Smtp-Subscriber@Example.com')
    const mail = await eventually(async () => smtp.received.filter((m) => m.to.includes('smtp-subscriber@example.com')).at(-1))
    const body = decode(mail!.raw)
    expect(body).toMatch(/^Subject: Confirm your Safest newsletter subscription/m)
    const { token } = await db.selectFrom('newsletter_subscribers').select('token').where('email', '=', 'smtp-subscriber@example.com').executeTakeFirstOrThrow()
    expect(body).toContain(`/newsletter/confirm?token=${token}`)
    expect(body).toContain(`/newsletter/unsubscribe?token=${token}`)
    // The headers really travel with the message, so mail clients offer one-click unsubscribe.
    const head = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
    expect(head).toMatch(new RegExp(`^List-Unsubscribe: <[^>]*/newsletter/unsubscribe\\?token=${token}>`, 'm'))
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)
    const row = await db.selectFrom('outbox').selectAll().where('to_address', '=', 'smtp-subscriber@example.com').executeTakeFirstOrThrow()
    await emailJob(row.id, ['completed'])
    expect((await outboxRow(row.id)).sent_at).not.toBeNull()
  })

  it('retries a delivery the SMTP server refuses once, and then marks the message sent', async () => {
    const busy = await startSmtpServer(1)
    try {
      const { sendEmail, emailJob } = await withEnv({ SMTP_URL: busy.url, LOG_LEVEL: 'silent' })
      const result = await sendEmail(db, { to: 'busy@example.com', subject: 'Second time lucky', text: 'Retried', kind: 'test' })
      expect(result.queued).toBe(true)
      const job = await emailJob(result.id, ['completed'])
      expect(job.retry_count).toBe(1)
      expect(busy.received.map((m) => m.to)).toEqual([['busy@example.com']])
      expect((await outboxRow(result.id)).sent_at).not.toBeNull()
    } finally {
      await busy.close()
    }
  })

  it('keeps the message in the outbox, unsent, when SMTP is not configured', async () => {
    const { sendEmail } = await withEnv({ SMTP_URL: undefined, LOG_LEVEL: 'silent' })
    const before = smtp.received.length
    const result = await sendEmail(db, { to: 'no-smtp@example.com', subject: 'Stays here', text: 'Outbox only', kind: 'test' })
    expect(result.queued).toBe(false)
    expect(smtp.received).toHaveLength(before)
    const row = await outboxRow(result.id)
    expect(row).toMatchObject({ to_address: 'no-smtp@example.com', subject: 'Stays here', text_body: 'Outbox only', sent_at: null })
  })

  it('keeps the message in the outbox, unsent, when the SMTP server cannot be reached', async () => {
    const down = await startSmtpServer()
    await down.close()
    const { sendEmail, emailJob } = await withEnv({ SMTP_URL: down.url, LOG_LEVEL: 'silent' })
    const result = await sendEmail(db, { to: 'smtp-down@example.com', subject: 'Retry later', text: 'Not lost', kind: 'test' })
    expect(result.queued).toBe(true)
    // The attempt failed and is waiting for its retry, with the error kept.
    const job = await emailJob(result.id, ['retry'])
    expect(String(job.output?.message)).toMatch(/ECONNREFUSED/)
    expect(await outboxRow(result.id)).toMatchObject({ subject: 'Retry later', sent_at: null })
  })
})

import { beforeEach, describe, expect, it } from 'vitest'
import { confirmSubscription } from '~/domain/newsletter/confirm-subscription.server.ts'
import { newsletterSchema } from '~/domain/newsletter/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { sendNewsletterEmail } from '~/domain/newsletter/send-newsletter-email.server.ts'
import { subscribeToNewsletter } from '~/domain/newsletter/subscribe-to-newsletter.server.ts'
import { findSubscriberByToken, unsubscribe } from '~/domain/newsletter/unsubscribe.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('newsletter')
beforeEach(async () => {
  await db.deleteFrom('newsletter_subscribers').execute()
  await db.deleteFrom('outbox').execute()
  await db.deleteFrom('rate_limits').execute()
})

const subscribers = (email: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase())).execute()
const mails = (to: string) => db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute()
const linkIn = (text: string, path: string) => {
  const url = text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path))
  if (!url) throw new Error(`no ${path} link in:\n${text}`)
  return new URL(url)
}
const tokenOf = (text: string, path: string) => linkIn(text, path).searchParams.get('token')

describe(`newsletter on ${engine}`, () => {
  it('validates per spec §5 with a real address check on the server', () => {
    const message = 'Please enter a valid email address'
    for (const bad of ['', '   ', 'no-at-sign.example.com', 'a@', '@b.com', 'two@@b.com', 'sp ace@b.com', `${'x'.repeat(250)}@b.com`, undefined, 42]) {
      expect(parseForm(newsletterSchema, { email: bad })).toEqual({ ok: false, errors: { email: message } })
    }
    expect(parseForm(newsletterSchema, { email: '  Jane.Doe+alerts@Example.COM ' })).toEqual({ ok: true, value: { email: 'jane.doe+alerts@example.com' } })
  })

  it('stores a subscriber once across case variants and sends a confirmation with confirm and unsubscribe links', async () => {
    const first = await subscribeToNewsletter(db, 'reader@example.com')
    expect(first).toEqual({ status: 'pending', confirmationSent: true })
    await subscribeToNewsletter(db, 'Reader@Example.com')
    await subscribeToNewsletter(db, 'READER@EXAMPLE.COM')
    const rows = await subscribers('reader@example.com')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ email: 'reader@example.com', status: 'pending', confirmed_at: null })

    const sent = await mails('reader@example.com')
    expect(sent.length).toBeGreaterThanOrEqual(1)
    const mail = sent[0]!
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', subject: 'Confirm your Safest newsletter subscription' })
    const site = getEnv().SITE_URL
    const confirm = linkIn(mail.text_body, '/newsletter/confirm')
    const unsub = linkIn(mail.text_body, '/newsletter/unsubscribe')
    expect(confirm.origin + confirm.pathname).toBe(`${new URL(site).origin}/newsletter/confirm`)
    expect(unsub.origin + unsub.pathname).toBe(`${new URL(site).origin}/newsletter/unsubscribe`)
    expect(confirm.searchParams.get('token')).toBe(rows[0]!.token)
    expect(unsub.searchParams.get('token')).toBe(rows[0]!.token)
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${unsub.toString()}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })
    expect(mail.html_body).toContain(`href="${confirm.toString()}"`)
    expect(mail.html_body).toContain(`href="${unsub.toString()}"`)
  })

  it('makes one row when the same address arrives in several case variants at once', async () => {
    const variants = ['race@example.com', 'Race@example.com', 'RACE@EXAMPLE.COM', 'race@Example.com', 'rAce@example.com']
    await Promise.all(variants.map((email) => subscribeToNewsletter(db, email)))
    expect(await subscribers('race@example.com')).toHaveLength(1)
  })

  it('limits confirmation e-mails to one address however often it is entered', async () => {
    for (let i = 0; i < 6; i++) await subscribeToNewsletter(db, 'busy@example.com')
    expect(await mails('busy@example.com')).toHaveLength(3)
    expect(await subscribers('busy@example.com')).toHaveLength(1)
  })

  it('confirms through the e-mailed link, once, and a confirmed subscriber gets no further confirmation mail', async () => {
    await subscribeToNewsletter(db, 'confirm-me@example.com')
    const token = tokenOf((await mails('confirm-me@example.com'))[0]!.text_body, '/newsletter/confirm')
    expect(await confirmSubscription(db, token)).toBe('confirmed')
    const [row] = await subscribers('confirm-me@example.com')
    expect(row).toMatchObject({ status: 'confirmed' })
    expect(row!.confirmed_at).not.toBeNull()
    expect(await confirmSubscription(db, token)).toBe('already-confirmed')

    expect(await subscribeToNewsletter(db, 'Confirm-Me@example.com')).toEqual({ status: 'confirmed', confirmationSent: false })
    expect(await mails('confirm-me@example.com')).toHaveLength(1)
    expect(await subscribers('confirm-me@example.com')).toHaveLength(1)
  })

  it('unsubscribes with the one-click link and re-subscribing makes it pending again with a new confirmation', async () => {
    await subscribeToNewsletter(db, 'leaver@example.com')
    const first = (await mails('leaver@example.com'))[0]!
    const oldToken = tokenOf(first.text_body, '/newsletter/unsubscribe')!
    await confirmSubscription(db, oldToken)

    expect(await findSubscriberByToken(db, oldToken)).toEqual({ found: true, email: 'leaver@example.com', status: 'confirmed' })
    expect(await unsubscribe(db, oldToken)).toBe('unsubscribed')
    let [row] = await subscribers('leaver@example.com')
    expect(row).toMatchObject({ status: 'unsubscribed' })
    const unsubscribedAt = row!.unsubscribed_at
    expect(unsubscribedAt).not.toBeNull()
    // Idempotent: a second click keeps the first time.
    expect(await unsubscribe(db, oldToken)).toBe('unsubscribed')
    ;[row] = await subscribers('leaver@example.com')
    expect(row!.unsubscribed_at).toEqual(unsubscribedAt)
    // An old confirm link cannot bring the subscription back.
    expect(await confirmSubscription(db, oldToken)).toBe('unsubscribed')
    expect((await subscribers('leaver@example.com'))[0]).toMatchObject({ status: 'unsubscribed' })

    expect(await subscribeToNewsletter(db, 'LEAVER@example.com')).toEqual({ status: 'pending', confirmationSent: true })
    ;[row] = await subscribers('leaver@example.com')
    expect(row).toMatchObject({ status: 'pending', confirmed_at: null, unsubscribed_at: null })
    expect(row!.token).not.toBe(oldToken)
    const sent = await mails('leaver@example.com')
    expect(sent).toHaveLength(2)
    const newToken = tokenOf(sent[1]!.text_body, '/newsletter/confirm')
    expect(newToken).toBe(row!.token)
    expect(await confirmSubscription(db, oldToken)).toBe('not-found')
    expect(await confirmSubscription(db, newToken)).toBe('confirmed')
    expect(await subscribers('leaver@example.com')).toHaveLength(1)
  })

  it('answers bad and unknown tokens without touching anyone', async () => {
    await subscribeToNewsletter(db, 'safe@example.com')
    const unknown = 'A'.repeat(43)
    for (const bad of [null, undefined, '', 'short', `${'A'.repeat(42)}!`, "x' or 1=1 --", ['array']]) {
      expect(await confirmSubscription(db, bad)).toBe('invalid-token')
      expect(await unsubscribe(db, bad)).toBe('invalid-token')
      expect(await findSubscriberByToken(db, bad)).toEqual({ found: false, reason: 'invalid-token' })
    }
    expect(await confirmSubscription(db, unknown)).toBe('not-found')
    expect(await unsubscribe(db, unknown)).toBe('not-found')
    expect(await findSubscriberByToken(db, unknown)).toEqual({ found: false, reason: 'not-found' })
    expect((await subscribers('safe@example.com'))[0]).toMatchObject({ status: 'pending' })
  })

  it('puts the unsubscribe link on every newsletter message', async () => {
    await subscribeToNewsletter(db, 'alerts@example.com')
    const [row] = await subscribers('alerts@example.com')
    await sendNewsletterEmail(db, row!, { kind: 'newsletter-alert', subject: 'Recall: <Stroller> brakes', text: 'A stroller was recalled.\nDetails: https://example.com/recall?a=1&b=2' })
    const mail = (await mails('alerts@example.com')).find((m) => m.kind === 'newsletter-alert')!
    expect(tokenOf(mail.text_body, '/newsletter/unsubscribe')).toBe(row!.token)
    expect(mail.headers?.['List-Unsubscribe']).toBe(`<${new URL(`/newsletter/unsubscribe?token=${row!.token}`, getEnv().SITE_URL)}>`)
    expect(mail.html_body).toContain('href="https://example.com/recall?a=1&amp;b=2"')
    expect(mail.html_body).toContain(`/newsletter/unsubscribe?token=${row!.token}`)
  })
})

describe(`POST /api/newsletter on ${engine}`, () => {
  const post = async (fields: Record<string, string>, ip = '198.51.100.7', init?: RequestInit) => {
    const { action } = await import('~/routes/api.newsletter.ts')
    const request = new Request('http://localhost/api/newsletter', init ?? { method: 'POST', body: new URLSearchParams(fields) })
    const result = await action({ request, context: { clientIp: ip }, params: {} } as any)
    const { data, init: responseInit } = result as { data: Record<string, unknown>; init: ResponseInit | null }
    return { status: responseInit?.status ?? 200, headers: new Headers(responseInit?.headers), body: data }
  }

  it('stores once and answers the same whether the address is new, pending or confirmed', async () => {
    const fresh = await post({ email: 'api@example.com' })
    expect(fresh).toMatchObject({ status: 201, body: { ok: true, message: 'We sent you a link to confirm your subscription.' } })
    const again = await post({ email: '  API@Example.com ' })
    expect(again.status).toBe(201)
    expect(again.body).toEqual(fresh.body)
    const [row] = await subscribers('api@example.com')
    await confirmSubscription(db, row!.token)
    expect((await post({ email: 'Api@example.com' })).body).toEqual(fresh.body)
    expect(await subscribers('api@example.com')).toHaveLength(1)
  })

  it('answers an invalid e-mail with 422 and the spec message, storing nothing', async () => {
    for (const email of ['', 'nope', 'a@b']) {
      const res = await post({ email })
      expect(res).toMatchObject({ status: 422, body: { ok: false, message: 'Please enter a valid email address', errors: { email: 'Please enter a valid email address' } } })
    }
    const res = await post({})
    expect(res.status).toBe(422)
    expect(await db.selectFrom('newsletter_subscribers').selectAll().execute()).toHaveLength(0)
  })

  it('refuses a sign-up from the home block with every topic unticked, storing nothing; without the boxes it means every topic', async () => {
    const none = await post({ email: 'none@example.com', topicsShown: 'on' })
    expect(none).toMatchObject({ status: 422, body: { ok: false, message: 'Tick at least one topic to subscribe', errors: { topics: 'Tick at least one topic to subscribe' } } })
    expect(await subscribers('none@example.com')).toHaveLength(0)
    const body = new URLSearchParams({ email: 'one@example.com', topicsShown: 'on', topics: 'deals' })
    expect((await post({}, undefined, { method: 'POST', body })).status).toBe(201)
    expect((await db.selectFrom('newsletter_subscribers').select('topics').where('email', '=', 'one@example.com').executeTakeFirstOrThrow()).topics).toEqual(['deals'])
    expect((await post({ email: 'all@example.com' })).status).toBe(201)
    expect((await db.selectFrom('newsletter_subscribers').select('topics').where('email', '=', 'all@example.com').executeTakeFirstOrThrow()).topics).toEqual(['recalls', 'city-alerts', 'deals'])
  })

  it('pretends to accept a honeypot submission but stores and sends nothing', async () => {
    const res = await post({ email: 'bot@example.com', company_fax: 'spam' })
    expect(res).toMatchObject({ status: 201, body: { ok: true } })
    expect(await subscribers('bot@example.com')).toHaveLength(0)
    expect(await mails('bot@example.com')).toHaveLength(0)
  })

  it('rejects a body that is not a form with 400', async () => {
    const res = await post({}, undefined, { method: 'POST', body: '{"email":', headers: { 'Content-Type': 'application/json' } })
    expect(res).toMatchObject({ status: 400, body: { ok: false } })
  })

  it('answers 429 with Retry-After once an IP has used its limit', async () => {
    const limit = getEnv().RATE_LIMIT_SUBMISSIONS
    for (let i = 0; i < limit; i++) expect((await post({ email: `n${i}@example.com` }, '203.0.113.50')).status).toBe(201)
    const blocked = await post({ email: 'one-more@example.com' }, '203.0.113.50')
    expect(blocked.status).toBe(429)
    expect(blocked.body).toMatchObject({ ok: false, message: expect.stringMatching(/^Too many attempts from your network/) })
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await subscribers('one-more@example.com')).toHaveLength(0)
    // Another network is not affected.
    expect((await post({ email: 'other@example.com' }, '203.0.113.51')).status).toBe(201)
  })

  it('sends a visitor without JavaScript back to the block with a notice', async () => {
    const asPage = (email: string, ip = '198.51.100.9') => {
      const init = { method: 'POST', body: new URLSearchParams({ email }), headers: { Accept: 'text/html,application/xhtml+xml' } }
      return import('~/routes/api.newsletter.ts').then(({ action }) =>
        action({ request: new Request('http://localhost/api/newsletter', init), context: { clientIp: ip }, params: {} } as any),
      ) as Promise<Response>
    }
    const sent = await asPage('plain@example.com')
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/?newsletter=sent#newsletter')
    expect(await subscribers('plain@example.com')).toHaveLength(1)
    expect((await asPage('plain')).headers.get('Location')).toBe('/?newsletter=invalid#newsletter')
  })

  it('is only for POST', async () => {
    const { loader } = await import('~/routes/api.newsletter.ts')
    const { init } = (await loader()) as unknown as { init: ResponseInit }
    expect(init.status).toBe(405)
  })
})

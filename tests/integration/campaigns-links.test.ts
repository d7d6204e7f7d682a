// Both engines: what a campaign queued on each engine's job queue still sends after an unsubscribe or a suppression.
// Newsletter campaigns' links and events: signed unsubscribe and preferences links, the
// bounce/complaint webhook, and the compose form's validation.
import { describe, expect, it } from 'vitest'
import { scheduleCampaign } from '~/domain/campaign/schedule-campaign.admin.server.ts'
import { signEmailEvents } from '~/domain/campaign/handle-email-events.server.ts'
import { campaignSchema } from '~/domain/campaign/model.ts'
import { findPreferences, updatePreferences } from '~/domain/newsletter/preferences.server.ts'
import { signSubscriberToken } from '~/domain/newsletter/signed-links.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { admin, campaignKit } from '../support/campaign-kit.ts'

process.env.EMAIL_WEBHOOK_SECRET = 'webhook-secret-0123456789'

const db = await openAppDatabase('campaigns-links')
const { cities, subscriber, input, mails, runToEnd, counts } = campaignKit(db)

describe(`campaign links and events on ${engine}`, () => {
  it('a signed one-click unsubscribe stops everything still due; forged and altered tokens do nothing', async () => {
    const id = await subscriber('leaver@example.com', ['deals', 'city-alerts'], [cities.denver])
    const other = await subscriber('stayer@example.com', ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'First' }), true)
    await runToEnd(c.id)
    const header = (await mails()).find((m) => m.to_address === 'leaver@example.com')!.headers!['List-Unsubscribe']!
    const url = new URL(header.slice(1, -1))
    const token = url.searchParams.get('token')!

    const { action } = await import('~/routes/newsletter.unsubscribe.tsx')
    const post = async (tok: string) => {
      const u = new URL(url)
      u.searchParams.set('token', tok)
      const request = new Request(u, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
      const result = (await action({ request, url: u, params: {}, context: {} } as any)) as { init: ResponseInit | null }
      return result.init?.status ?? 200
    }
    // Another subscriber's id with this signature, a changed signature, a token signed for someone else's id.
    const [, , campaign, sig] = token.split('.')
    expect(await post(`s1.${other}.${campaign}.${sig}`)).toBe(400)
    expect(await post(`s1.${id}.${campaign}.${sig!.slice(0, -1)}${sig!.endsWith('A') ? 'B' : 'A'}`)).toBe(400)
    expect(await post(signSubscriberToken(other).replace(other, id))).toBe(400)
    expect((await db.selectFrom('newsletter_subscribers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('confirmed')

    expect(await post(token)).toBe(200)
    expect(await post(token)).toBe(200)
    expect((await db.selectFrom('newsletter_subscribers').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('unsubscribed')
    expect(await counts(c.id)).toMatchObject({ sent: 1, unsubscribed: 1 })

    const next = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Second' }), true)
    await runToEnd(next.id)
    expect((await mails()).filter((m) => m.subject === 'Second').map((m) => m.to_address)).toEqual(['stayer@example.com'])
  })

  it('the preferences link shows and saves topics and cities, and only with a valid signature', async () => {
    const id = await subscriber('prefs@example.com', ['deals'], [])
    const token = signSubscriberToken(id)
    expect(await findPreferences(db, token)).toMatchObject({ found: true, email: 'p•••@example.com', topics: ['deals'], cityIds: [] })
    expect(await findPreferences(db, `${token.slice(0, -2)}xx`)).toEqual({ found: false, reason: 'invalid-token' })
    expect(await updatePreferences(db, token, { topics: ['city-alerts', 'recalls'], cityIds: [cities.denver, 2_000_000_000] })).toBe('saved')
    expect(await findPreferences(db, token)).toMatchObject({ topics: ['city-alerts', 'recalls'], cityIds: [cities.denver] })
    expect(await updatePreferences(db, signSubscriberToken('00000000-0000-0000-0000-000000000000'), { topics: [], cityIds: [] })).toBe('not-found')
  })

  it('unticking every topic on the preferences page means no topics: the address is unsubscribed and gets nothing', async () => {
    const id = await subscriber('quiet@example.com', ['deals', 'recalls'], [cities.denver])
    const token = signSubscriberToken(id)
    const { action } = await import('~/routes/newsletter.preferences.tsx')
    const save = async (topics: string[]) => {
      const form = new FormData()
      form.set('token', token)
      for (const topic of topics) form.append('topics', topic)
      form.set('cityIds', String(cities.denver))
      const request = new Request('http://localhost/newsletter/preferences', { method: 'POST', body: form })
      return ((await action({ request, url: new URL(request.url), params: {}, context: {} } as any)) as { data: Record<string, unknown> }).data
    }
    // The form posts no "topics" at all when none is ticked (its city stays chosen).
    expect(await save([])).toMatchObject({ view: 'form', saved: 'unsubscribed', status: 'unsubscribed', topics: [], cityIds: [cities.denver] })
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Quiet deals' }), true)
    await runToEnd(c.id)
    expect((await mails()).filter((m) => m.to_address === 'quiet@example.com')).toEqual([])
    // Ticking a topic again subscribes the address again, to that topic only.
    expect(await save(['recalls'])).toMatchObject({ saved: 'saved', status: 'confirmed', topics: ['recalls'] })
  })

  it('the signed webhook suppresses bounced and complaining addresses; unsigned or stale requests change nothing', async () => {
    await subscriber('hard@example.com', ['deals'], [])
    await subscriber('soft@example.com', ['deals'], [])
    await subscriber('angry@example.com', ['deals'], [])
    const c = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'Hello' }), true)
    await runToEnd(c.id)

    const { action } = await import('~/routes/api.email-events.ts')
    const call = async (body: string, signature: string | null) => {
      const request = new Request('http://localhost/api/email-events', { method: 'POST', body, headers: signature ? { 'Safest-Signature': signature } : {} })
      const result = (await action({ request, params: {}, context: {} } as any)) as { data: unknown; init: ResponseInit | null }
      return { status: result.init?.status ?? 200, body: result.data }
    }
    const secret = process.env.EMAIL_WEBHOOK_SECRET!
    const body = JSON.stringify({
      events: [
        { type: 'bounce', email: 'HARD@example.com', bounceType: 'permanent', campaignId: c.id },
        { type: 'bounce', email: 'soft@example.com', bounceType: 'transient' },
        { type: 'complaint', email: 'angry@example.com' },
      ],
    })
    expect((await call(body, null)).status).toBe(401)
    expect((await call(body, signEmailEvents(body, 'another-secret-0123456'))).status).toBe(401)
    expect((await call(body, signEmailEvents(body, secret, Math.floor(Date.now() / 1000) - 3600))).status).toBe(401)
    expect((await call(`${body} `, signEmailEvents(body, secret))).status).toBe(401)
    expect(await db.selectFrom('email_suppressions').selectAll().execute()).toEqual([])
    expect((await call('{"events":[{"type":"bounce"}]}', signEmailEvents('{"events":[{"type":"bounce"}]}', secret))).status).toBe(422)

    expect(await call(body, signEmailEvents(body, secret))).toEqual({ status: 200, body: { received: 3, suppressed: 2 } })
    expect(await call(body, signEmailEvents(body, secret))).toEqual({ status: 200, body: { received: 3, suppressed: 0 } })
    const list = await db.selectFrom('email_suppressions').select(['email', 'reason']).orderBy('email').execute()
    expect(list).toEqual([
      { email: 'angry@example.com', reason: 'complaint' },
      { email: 'hard@example.com', reason: 'bounce' },
    ])
    expect(await counts(c.id)).toMatchObject({ sent: 1, bounced: 1, complained: 1 })

    const next = await scheduleCampaign(db, admin, input({ topic: 'deals', cityIds: [], subject: 'After' }), true)
    await runToEnd(next.id)
    expect((await mails()).filter((m) => m.subject === 'After').map((m) => m.to_address)).toEqual(['soft@example.com'])
  })

  it('validates the compose form per field', () => {
    const bad = parseForm(campaignSchema, { subject: '', body: '', topic: 'city-alerts', cityIds: [], audience: 'everyone', sendAt: 'tomorrow' })
    expect(bad).toEqual({
      ok: false,
      errors: expect.objectContaining({ subject: 'Subject is required', body: 'Message is required', audience: 'Choose an audience', sendAt: 'Send time must be a date and time' }),
    })
    const noCity = parseForm(campaignSchema, { subject: 'x', body: 'y', topic: 'city-alerts' })
    expect(noCity).toEqual({ ok: false, errors: { cityIds: 'Choose at least one city for a city alert' } })
    expect(parseForm(campaignSchema, { subject: 'x', body: 'y', topic: 'deals', cityIds: ['1e3'] })).toEqual({ ok: false, errors: { cityIds: 'Choose cities from the list' } })
  })
})

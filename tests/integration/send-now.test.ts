// The admin's "Send now": it says whom it goes to before it sends ("Send to N
// subscribers?"), sends only once that count is confirmed, refuses with a message when nobody would
// get it, and a new campaign's default topic is one a plain send can go to (no city needed).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { NOBODY_TO_SEND_TO } from '~/domain/campaign/model.ts'
import { openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

process.env.ADMIN_EMAIL = TEST_ADMIN.email
await openAppDatabase('send-now')
const { adminHttpSuite } = await import('../support/admin-http.ts')

const app = adminHttpSuite()
// The queue opened up front: Send now queues its job inside a transaction (PGlite has one connection).
beforeAll(async () => {
  const { openJobQueue } = await import('~/lib/jobs/queue.server.ts')
  await openJobQueue(app.db)
})
const compose = { subject: 'Recall: space heaters', body: 'Check the **model number**.', topic: 'recalls', audience: 'all' }
const campaigns = () => app.db.selectFrom('campaigns').select(['subject', 'status']).execute()
const escaped = (text: string) => text.replaceAll("'", '&#x27;')

async function subscriber(email: string, topics: string[], status: 'confirmed' | 'pending' = 'confirmed') {
  await app.db.insertInto('newsletter_subscribers')
    .values({ email, token: `tok-${email}`.padEnd(43, 'x').slice(0, 43), status, topics: JSON.stringify(topics), city_ids: '[]' })
    .execute()
}

beforeEach(async () => {
  await app.db.deleteFrom('campaigns').execute()
  await app.db.deleteFrom('newsletter_subscribers').execute()
})

describe('Send now', () => {
  it('refuses with a message when nobody would receive it, and writes nothing', async () => {
    await subscriber('pending@example.com', ['recalls'], 'pending')
    await subscriber('deals@example.com', ['deals'])
    const answer = await app.post('/admin/newsletter', { ...compose, intent: 'send-now' })
    expect(answer.status).toBe(422)
    expect(await answer.text()).toContain(escaped(NOBODY_TO_SEND_TO))
    expect(await campaigns()).toEqual([])
  })

  it('asks "Send to N subscribers?" first, asks again when the count changed, and sends once confirmed', async () => {
    await subscriber('ann@example.com', ['recalls', 'deals'])
    await subscriber('bo@example.com', ['recalls'])
    await subscriber('pending@example.com', ['recalls'], 'pending')
    const asked = await app.post('/admin/newsletter', { ...compose, intent: 'send-now' })
    expect(asked.status).toBe(200)
    const html = await asked.text()
    expect(html).toContain('Send to 2 subscribers?')
    expect(html).toContain('name="confirmedCount" value="2"')
    // What was typed is kept for the confirmation.
    expect(html).toContain('value="Recall: space heaters"')
    expect(await campaigns()).toEqual([])

    await subscriber('cy@example.com', ['recalls'])
    const again = await app.post('/admin/newsletter', { ...compose, intent: 'send-now', confirmedCount: '2' })
    expect(again.status).toBe(200)
    expect(await again.text()).toContain('Send to 3 subscribers?')
    expect(await campaigns()).toEqual([])

    const sent = await app.post('/admin/newsletter', { ...compose, intent: 'send-now', confirmedCount: '3' })
    expect(sent.status).toBe(302)
    expect(sent.headers.get('location')).toBe('/admin?tab=newsletter')
    expect(await campaigns()).toEqual([{ subject: 'Recall: space heaters', status: 'scheduled' }])
  })

  it('starts a new campaign on a topic a plain send can go to, not a city alert without cities', async () => {
    const page = await (await app.get('/admin/newsletter', app.cookies.admin)).text()
    const topic = /<select[^>]*name="topic"[^>]*>(.*?)<\/select>/s.exec(page)?.[1] ?? ''
    expect(topic).toMatch(/<option value="recalls" selected="">/)
    expect(topic).not.toMatch(/<option value="city-alerts" selected="">/)
    await subscriber('ann@example.com', ['recalls', 'city-alerts', 'deals'])
    const { topic: _chosen, ...plain } = compose
    const asked = await app.post('/admin/newsletter', { ...plain, topic: 'recalls', intent: 'send-now' })
    const html = await asked.text()
    expect(html).not.toContain('Choose at least one city for a city alert')
    expect(html).toContain('Send to 1 subscriber?')
  })
})

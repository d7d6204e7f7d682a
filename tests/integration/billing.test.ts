import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paidSession, startStripeStandIn, type StripeStandIn } from '../support/stripe-stand-in.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

// Stripe configured, pointed at a local stand-in of its API. Set before any module reads the env.
const WEBHOOK_SECRET = 'whsec_test_secret_for_integration'
const stripe: StripeStandIn = await startStripeStandIn()
afterAll(() => stripe.close())
const db = await openAppDatabase('billing', {
  STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url, STRIPE_PRICE_ID: 'price_premium_monthly',
})
const m = {
  grant: await import('~/domain/billing/grant-premium.server.ts'),
  webhook: await import('~/domain/billing/handle-stripe-webhook.server.ts'),
  portal: await import('~/domain/billing/open-billing-portal.server.ts'),
  checkout: await import('~/domain/billing/checkout.server.ts'),
  signUp: await import('~/domain/account/sign-up.server.ts'),
}

let userId: string
beforeAll(async () => {
  const result = await m.signUp.signUp(db, { name: 'Paying Member', email: 'member@example.com', password: 'sturdy-lock-42' }, new Request('http://localhost/thank-you'))
  if (!result.ok) throw new Error('sign-up failed')
  userId = result.userId
})

const level = async () =>
  (await db.selectFrom('profiles').select(['subscription_level', 'stripe_customer_id']).where('user_id', '=', userId).executeTakeFirstOrThrow())

describe(`premium membership with Stripe configured, on ${engine}`, () => {
  it('grants nothing for a visit without a checkout session, or with an unpaid or unknown one', async () => {
    expect(await m.grant.grantPremiumAfterCheckout(db, userId, null)).toBe(false)
    stripe.checkoutSessions.set('cs_test_unpaid', { ...paidSession('cs_test_unpaid'), payment_status: 'unpaid', status: 'open' })
    expect(await m.grant.grantPremiumAfterCheckout(db, userId, 'cs_test_unpaid')).toBe(false)
    expect(await m.grant.grantPremiumAfterCheckout(db, userId, 'cs_test_does_not_exist')).toBe(false)
    expect(await m.grant.grantPremiumAfterCheckout(db, userId, '../../v1/customers')).toBe(false)
    expect((await level()).subscription_level).toBe('free')
  })

  it('grants premium for a verified, paid checkout session and remembers the customer', async () => {
    stripe.checkoutSessions.set('cs_test_paid', paidSession('cs_test_paid', 'cus_member', 'sub_member'))
    expect(await m.grant.grantPremiumAfterCheckout(db, userId, 'cs_test_paid')).toBe(true)
    expect(await level()).toEqual({ subscription_level: 'premium', stripe_customer_id: 'cus_member' })
    expect(stripe.requests.some((r) => r.method === 'GET' && r.path === '/v1/checkout/sessions/cs_test_paid')).toBe(true)
  })

  it('lets nobody else claim the same paid session, nor a session started for another member', async () => {
    const other = await m.signUp.signUp(db, { name: 'Link Finder', email: 'finder@example.com', password: 'found-a-link-77' }, new Request('http://localhost/thank-you'))
    if (!other.ok) throw new Error('sign-up failed')
    expect(await m.grant.grantPremiumAfterCheckout(db, other.userId, 'cs_test_paid')).toBe(false)
    stripe.checkoutSessions.set('cs_test_for_member', { ...paidSession('cs_test_for_member', 'cus_new', 'sub_new'), client_reference_id: userId })
    expect(await m.grant.grantPremiumAfterCheckout(db, other.userId, 'cs_test_for_member')).toBe(false)
    const row = await db.selectFrom('profiles').select(['subscription_level', 'stripe_customer_id']).where('user_id', '=', other.userId).executeTakeFirstOrThrow()
    expect(row).toEqual({ subscription_level: 'free', stripe_customer_id: null })
  })

  it('opens the billing portal for the member’s Stripe customer', async () => {
    const url = await m.portal.openBillingPortal(db, { id: userId, name: 'Paying Member', email: 'member@example.com', subscriptionLevel: 'premium', isAdmin: false }, null)
    expect(url).toBe('https://billing.stripe.test/p/cus_member')
  })

  it('starts a Go Premium checkout for the member’s own account', async () => {
    const member = { id: userId, name: 'Paying Member', email: 'member@example.com', subscriptionLevel: 'free' as const, isAdmin: false }
    const url = await m.checkout.createPremiumCheckout(db, member)
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/cs_test_/)
    const sent = new URLSearchParams(stripe.requests.findLast((r) => r.path === '/v1/checkout/sessions')!.body)
    expect(sent.get('mode')).toBe('subscription')
    expect(sent.get('client_reference_id')).toBe(userId)
    expect(sent.get('line_items[0][price]')).toBe('price_premium_monthly')
    expect(sent.get('success_url')).toContain('session_id={CHECKOUT_SESSION_ID}')
  })

  it('refuses a webhook with a forged signature', () => {
    const payload = JSON.stringify({ id: 'evt_1', type: 'customer.subscription.deleted', data: { object: {} } })
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_not_the_real_one' })
    expect(() => m.webhook.verifyWebhookEvent(payload, forged)).toThrow()
    expect(() => m.webhook.verifyWebhookEvent(payload, null)).toThrow()
  })

  it('keeps premium while a cancelled subscription runs to the end of the period, then goes free', async () => {
    const periodEnd = Math.floor(Date.now() / 1000) + 10 * 86400
    const subscription = (status: string) => ({
      id: 'sub_member', object: 'subscription', customer: 'cus_member', status, cancel_at_period_end: true,
      items: { object: 'list', data: [{ id: 'si_1', current_period_end: periodEnd }] },
    })
    let clock = Math.floor(Date.now() / 1000)
    const send = async (type: string, object: unknown, created = ++clock) => {
      const payload = JSON.stringify({ id: `evt_${type}_${created}`, object: 'event', type, created, data: { object } })
      const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      return m.webhook.handleStripeEvent(db, m.webhook.verifyWebhookEvent(payload, header))
    }
    expect(await send('customer.subscription.updated', subscription('active'))).toBe('handled')
    const row = await db.selectFrom('profiles').select(['subscription_level', 'premium_until']).where('user_id', '=', userId).executeTakeFirstOrThrow()
    expect(row.subscription_level).toBe('premium')
    expect(new Date(row.premium_until!).getTime()).toBe(periodEnd * 1000)
    const deletedAt = clock + 10
    expect(await send('customer.subscription.deleted', subscription('canceled'), deletedAt)).toBe('handled')
    expect((await level()).subscription_level).toBe('free')
    // A late, older "active" update must not bring premium back.
    expect(await send('customer.subscription.updated', subscription('active'), deletedAt - 5)).toBe('ignored')
    expect((await level()).subscription_level).toBe('free')
    expect(await send('invoice.created', { id: 'in_1' })).toBe('ignored')
  })
})

describe(`Stripe webhook events are applied once, on ${engine}`, () => {
  const sendRaw = (id: string, type: string, object: unknown, created: number) => {
    const payload = JSON.stringify({ id, object: 'event', type, created, data: { object } })
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
    return m.webhook.handleStripeEvent(db, m.webhook.verifyWebhookEvent(payload, header))
  }
  const subscription = (status: string) => ({
    id: 'sub_member', object: 'subscription', customer: 'cus_member', status,
    items: { object: 'list', data: [{ id: 'si_1', current_period_end: Math.floor(Date.now() / 1000) + 86400 }] },
  })

  it('stores each event id and answers a replay as a duplicate that changes nothing', async () => {
    const now = Math.floor(Date.now() / 1000) + 1000
    expect(await sendRaw('evt_replay_active', 'customer.subscription.updated', subscription('active'), now)).toBe('handled')
    expect((await level()).subscription_level).toBe('premium')
    expect(await sendRaw('evt_replay_deleted', 'customer.subscription.deleted', subscription('canceled'), now + 10)).toBe('handled')
    expect((await level()).subscription_level).toBe('free')
    // Replaying the captured "active" event — even with the same timestamp trick — is refused by id.
    expect(await sendRaw('evt_replay_active', 'customer.subscription.updated', subscription('active'), now + 20)).toBe('duplicate')
    expect((await level()).subscription_level).toBe('free')
    const stored = await db.selectFrom('stripe_events').select(['id', 'outcome']).where('id', 'like', 'evt_replay_%').orderBy('id').execute()
    expect(stored).toEqual([{ id: 'evt_replay_active', outcome: 'handled' }, { id: 'evt_replay_deleted', outcome: 'handled' }])
  })

  it('keeps ignoring an out-of-order (older) event, and records it once', async () => {
    const before = (await level()).subscription_level
    expect(await sendRaw('evt_old_active', 'customer.subscription.updated', subscription('active'), 1_000_000)).toBe('ignored')
    expect(await sendRaw('evt_old_active', 'customer.subscription.updated', subscription('active'), 1_000_000)).toBe('duplicate')
    expect((await level()).subscription_level).toBe(before)
  })

  it('replays of one event arriving together apply it once', async () => {
    const now = Math.floor(Date.now() / 1000) + 5000
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => sendRaw('evt_parallel', 'customer.subscription.updated', subscription('active'), now).catch(() => 'error')))
    expect(outcomes.filter((o) => o === 'handled')).toHaveLength(1)
    expect(await db.selectFrom('stripe_events').select('id').where('id', '=', 'evt_parallel').execute()).toHaveLength(1)
  })
})

import { data } from 'react-router'
import { handleStripeEvent, verifyWebhookEvent } from '~/domain/billing/handle-stripe-webhook.server.ts'
import { isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { database } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import type { Route } from './+types/api.stripe-webhook'
import { KB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: Stripe's signed JSON events.
export const handle = { body: { bytes: 512 * KB } } satisfies PageHandle

/** POST /api/stripe/webhook — Stripe events; the signature is verified before anything is read. */
export async function action({ request }: Route.ActionArgs) {
  if (!isBillingConfigured()) return data({ error: 'Billing is not configured' }, { status: 503 })
  const payload = await request.text()
  let event
  try {
    event = verifyWebhookEvent(payload, request.headers.get('stripe-signature'))
  } catch {
    return data({ error: 'Invalid signature' }, { status: 400 })
  }
  try {
    const outcome = await handleStripeEvent(await database(), event)
    return { received: true, outcome }
  } catch (error) {
    log('error', 'stripe webhook failed', { type: event.type, error: String(error) })
    return data({ error: 'Webhook handling failed' }, { status: 500 })
  }
}

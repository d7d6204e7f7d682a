import { data } from 'react-router'
import { applyEmailEvents, emailEventsSchema, SIGNATURE_HEADER, verifyEmailEventsSignature } from '~/domain/campaign/handle-email-events.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { Route } from './+types/api.email-events'
import { KB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: bounce and complaint events (decision 033).
export const handle = { body: { bytes: 256 * KB } } satisfies PageHandle

const noStore = { 'Cache-Control': 'no-store' }

export function loader() {
  return data({ error: 'Use POST' }, { status: 405, headers: { Allow: 'POST', ...noStore } })
}

/**
 * POST /api/email-events: bounces and complaints from the sending provider's relay (decision 033).
 * The signature over the raw body is checked before anything is parsed; nothing is stored otherwise.
 */
export async function action({ request }: Route.ActionArgs) {
  const secret = getEnv().EMAIL_WEBHOOK_SECRET
  if (!secret) return data({ error: 'E-mail events are not configured' }, { status: 503, headers: noStore })
  const body = await request.text().catch(() => null)
  if (body === null || !verifyEmailEventsSignature(body, request.headers.get(SIGNATURE_HEADER), secret)) {
    return data({ error: 'Invalid signature' }, { status: 401, headers: noStore })
  }
  let json: unknown
  try {
    json = JSON.parse(body)
  } catch {
    return data({ error: 'Expected JSON' }, { status: 400, headers: noStore })
  }
  const parsed = emailEventsSchema.safeParse(json)
  if (!parsed.success) return data({ error: 'Unreadable events', issues: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`) }, { status: 422, headers: noStore })
  const suppressed = await applyEmailEvents(await database(), parsed.data)
  return data({ received: parsed.data.events.length, suppressed }, { headers: noStore })
}

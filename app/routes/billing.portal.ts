import { data, redirect } from 'react-router'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { openBillingPortal } from '~/domain/billing/open-billing-portal.server.ts'
import { BILLING_NOT_CONFIGURED, isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { database } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import type { Route } from './+types/billing.portal'

export function loader() {
  return redirect('/dashboard/billing')
}

/** POST /billing/portal — Manage Billing Portal (opens in a new tab): redirects to Stripe's portal. */
export async function action({ request }: Route.ActionArgs) {
  if (!isBillingConfigured()) return data({ message: BILLING_NOT_CONFIGURED }, { status: 503 })
  const db = await database()
  const form = await request.formData().catch(() => new FormData())
  const sessionId = String(form.get('session_id') ?? '') || null
  try {
    const url = await openBillingPortal(db, await getSessionUser(db, request), sessionId)
    if (!url) return data({ message: 'No billing account was found. Please log in to manage your membership.' }, { status: 404 })
    return redirect(url)
  } catch (error) {
    log('error', 'billing portal failed', { error: String(error) })
    return data({ message: 'The billing portal is unavailable right now. Please try again later.' }, { status: 502 })
  }
}

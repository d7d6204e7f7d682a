import { Crown } from '~/components/ui/icons.tsx'
import { data, Form, redirect, useActionData, useLoaderData } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { PremiumBenefits } from '~/components/premium/premium-benefits.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { createBillingPortal, createPremiumCheckout } from '~/domain/billing/checkout.server.ts'
import { grantPremiumAfterCheckout } from '~/domain/billing/grant-premium.server.ts'
import { BILLING_NOT_CONFIGURED } from '~/domain/billing/billing-messages.ts'
import { findBillingProfile, isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { database } from '~/lib/db.server.ts'
import { log } from '~/lib/log.server.ts'
import type { Route } from './+types/dashboard.billing'
import { DashboardPage } from '~/components/dashboard-page.tsx'
import { shownDate } from '~/lib/shown-date.ts'

export const meta = () => [{ title: 'Membership & Billing | Dashboard | Safest' }]

export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  let user = await requireUser(db, request, url)
  const sessionId = url.searchParams.get('session_id')
  // Back from Stripe Checkout: premium only for a verified, paid session (the webhook does the same).
  if (sessionId && isBillingConfigured() && user.subscriptionLevel !== 'premium') {
    if (await grantPremiumAfterCheckout(db, user.id, sessionId)) user = { ...user, subscriptionLevel: 'premium' }
  }
  const profile = await findBillingProfile(db, user.id)
  return {
    level: user.subscriptionLevel,
    premiumUntil: profile.premiumUntil,
    hasBillingAccount: profile.stripeCustomerId !== null,
    billingConfigured: isBillingConfigured(),
    checkout: url.searchParams.get('checkout'),
  }
}

export async function action({ request, url }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  if (!isBillingConfigured()) return data({ message: BILLING_NOT_CONFIGURED }, { status: 503 })
  const intent = (await request.formData().catch(() => new FormData())).get('intent')
  try {
    if (intent === 'checkout') return redirect(await createPremiumCheckout(db, user))
    if (intent === 'portal') {
      const url = await createBillingPortal(db, user)
      return url ? redirect(url) : data({ message: 'You have no billing history yet. Go Premium first.' }, { status: 404 })
    }
  } catch (error) {
    log('error', 'billing action failed', { intent: String(intent), error: String(error) })
    return data({ message: 'Billing is unavailable right now. Please try again later.' }, { status: 502 })
  }
  return data({ message: 'Unknown billing action' }, { status: 400 })
}

export default function Billing() {
  const { level, premiumUntil, hasBillingAccount, billingConfigured, checkout } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const premium = level === 'premium'
  return (
    <DashboardPage title="Membership & Billing">
      {checkout === 'cancelled' && <p className="rounded-lg bg-muted p-4">Checkout was cancelled; nothing was charged.</p>}
      <section className="rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="plan-heading">
        <h2 id="plan-heading" className="text-sm text-muted-foreground">
          Your plan
        </h2>
        <p className="mt-1 flex items-center gap-2 text-2xl font-bold text-navy">
          {premium && <Crown className="text-amber-600" aria-hidden />} {premium ? 'Premium' : 'Free'}
        </p>
        {premium && premiumUntil && (
          <p className="mt-1 text-sm text-muted-foreground">
            Paid through {shownDate(premiumUntil)}.
          </p>
        )}
        <h3 className="mt-4 text-sm font-semibold text-navy">{premium ? 'Your Premium membership includes' : 'Premium includes'}</h3>
        <PremiumBenefits className="mt-2 grid gap-3" />
        <p className="mt-3 text-sm text-muted-foreground">
          Cancel anytime: you keep access until the end of the billing period, and a full refund is available within 14 days.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          {!premium && (
            <Form method="post">
              <input type="hidden" name="intent" value="checkout" />
              <Button type="submit" disabled={!billingConfigured}>
                Go Premium
              </Button>
            </Form>
          )}
          {/* A document submission, so target=_blank really opens the portal in a new tab. */}
          <Form method="post" target="_blank" reloadDocument>
            <input type="hidden" name="intent" value="portal" />
            <Button type="submit" variant="outline" disabled={!billingConfigured || !hasBillingAccount}>
              Manage Billing Portal
            </Button>
          </Form>
        </div>
        {!billingConfigured && (
          <p className="mt-3 text-sm font-medium text-muted-foreground" role="status">
            {BILLING_NOT_CONFIGURED}
          </p>
        )}
        {result?.message && (
          <p className="mt-3 text-sm font-medium text-destructive" role="alert">
            {result.message}
          </p>
        )}
      </section>
    </DashboardPage>
  )
}

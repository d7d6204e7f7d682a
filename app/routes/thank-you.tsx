import { useEffect } from 'react'
import { redirect, useLoaderData, useLocation } from 'react-router'
import { AuthPage } from '~/components/auth/auth-page.tsx'
import { AuthPanel } from '~/components/auth/auth-panel.tsx'
import { Button } from '~/components/ui/button.tsx'
import { PremiumBenefits } from '~/components/premium/premium-benefits.tsx'
import { handleAuthForm } from '~/domain/account/handle-auth-form.server.ts'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { grantPremiumAfterCheckout } from '~/domain/billing/grant-premium.server.ts'
import { BILLING_NOT_CONFIGURED } from '~/domain/billing/billing-messages.ts'
import { isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { database } from '~/lib/db.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import type { Route } from './+types/thank-you'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: 'none' } satisfies PageHandle

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

/** A 429's Retry-After reaches the visitor. */
export const headers = withActionHeaders

export const meta: Route.MetaFunction = ({ data }) => [{ title: data?.thanks === false ? 'Sign In | Safest' : 'Thank You Very Much | Safest' }]

/**
 * Shared by /thank-you (after payment: sign-up grants premium) and /thank-you-very-much (the
 * header's Login target, spec §2). The thank-you heading and the billing portal show after a
 * payment: always on /thank-you, and on /thank-you-very-much only when a checkout sent the
 * visitor there (?session_id=); someone who only wants to sign in reads a sign-in page.
 */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  if (await getSessionUser(db, request)) throw redirect('/dashboard')
  const sessionId = url.searchParams.get('session_id')
  const thanks = url.pathname === '/thank-you' || Boolean(sessionId)
  return { billingConfigured: isBillingConfigured(), sessionId, thanks }
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const db = await database()
  const postPayment = url.pathname === '/thank-you'
  return handleAuthForm(db, request, context.clientIp, postPayment ? (userId) => grantPremiumAfterCheckout(db, userId, url.searchParams.get('session_id')) : undefined)
}

export default function ThankYou() {
  const { billingConfigured, sessionId, thanks } = useLoaderData<typeof loader>()
  const location = useLocation()
  useEffect(() => {
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push({ event: 'page_view', page_path: location.pathname, page_title: document.title })
  }, [location.pathname])

  if (!thanks) {
    return (
      <AuthPage back={{ to: '/', label: 'Return to Home' }} title="Sign in to Safest" intro="Log in to reach your dashboard, or create a free account.">
        <AuthPanel />
      </AuthPage>
    )
  }
  return (
    <AuthPage back={{ to: '/', label: 'Return to Home' }} title="Thank You Very Much" intro="Your support keeps Safest independent. Log in or create your account to get started.">
      <div className="mb-6 rounded-xl border bg-white p-4">
        <h2 className="text-sm font-semibold text-navy">Your Premium membership includes</h2>
        <PremiumBenefits className="mt-3 grid gap-3" />
      </div>
      <div className="mb-6">
        {billingConfigured ? (
          <form method="post" action="/billing/portal" target="_blank">
            {sessionId && <input type="hidden" name="session_id" value={sessionId} />}
            <Button type="submit" variant="outline" className="w-full">
              Manage Billing Portal
            </Button>
          </form>
        ) : (
          <>
            <Button type="button" variant="outline" className="w-full" disabled aria-describedby="billing-note">
              Manage Billing Portal
            </Button>
            <p id="billing-note" className="mt-2 text-center text-sm text-muted-foreground">
              {BILLING_NOT_CONFIGURED}
            </p>
          </>
        )}
      </div>
      <AuthPanel />
    </AuthPage>
  )
}

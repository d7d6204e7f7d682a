import { Link, redirect, useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { ApplicationForm } from '~/components/application/application-form.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { createApplication } from '~/domain/application/create-application.server.ts'
import { findRenewalDraft } from '~/domain/application/find-applications.server.ts'
import { findMemberBusinesses } from '~/domain/application/find-member-businesses.server.ts'
import { applicationFormSchema } from '~/domain/application/model.ts'
import { startApplicationCheckout } from '~/domain/application/start-application-checkout.server.ts'
import { findBadgeProgramme } from '~/domain/badge/find-badges.server.ts'
import { isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { formErrors, notAForm } from '~/lib/app-error.ts'
import { attempt, notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { MB, upload } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import type { Route } from './+types/badge.apply'

// A badge application's documents, at most 5 MB each.
export const handle = { cache: 'none', body: upload(30 * MB) } satisfies PageHandle
export const headers = () => ({ 'Cache-Control': 'no-store' })
export const meta: Route.MetaFunction = ({ data }) => [{ title: `Apply: ${data?.badge.name ?? 'Badge'} | Safest` }, { name: 'robots', content: 'noindex' }]

const badgeNotFound = () => notFoundPage('Badge not found')

/** GET /badge/{id}/apply — signed-out visitors sign in first and come back here (requireUser). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const badge = await findBadgeProgramme(db, params.badgeId)
  if (!badge) throw await badgeNotFound()
  const cities = (await findCities(db)).map((c) => ({ slug: c.slug, name: c.name, state: c.state }))
  const renew = url.searchParams.get('renew')
  const previous = isUuid(renew) ? await findRenewalDraft(db, user.id, renew, badge.id) : null
  return { badge, businesses: await findMemberBusinesses(db, user.id), cities, previous }
}

/** POST: the application; a paid badge goes on to Stripe Checkout, a free one is submitted. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const badge = await findBadgeProgramme(db, params.badgeId)
  if (!badge) throw await badgeNotFound()
  return attempt(async () => {
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    const values = parseOrFail(applicationFormSchema(badge.questions), form)
    const renew = form.get('renew')
    const renewal = isUuid(renew) ? await findRenewalDraft(db, user.id, renew, badge.id) : null
    const created = await createApplication(db, uploadStore(), { user, badge, values, ip: null, renewsAwardId: renewal?.awardId ?? null })
    if (created.needsPayment && isBillingConfigured()) return redirect(await startApplicationCheckout(db, user, created.id))
    return redirect(`/applications/${created.id}`)
  })
}

export default function ApplyForBadge() {
  const { badge, businesses, cities, previous } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm">
          <Link to="/badge" className="text-primary underline-offset-4 hover:underline">
            Safety Badges
          </Link>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy">{previous ? 'Renew' : 'Apply for'} {badge.name}</h1>
        <p className="mt-1 text-muted-foreground">
          {badge.price > 0 ? `$${badge.price.toFixed(2)}, paid by card before your application is submitted. ` : 'Free with audit. '}
          After you apply, an auditor schedules a visit; a passed audit earns the badge for {badge.validityMonths} months.
        </p>
        <div className="mt-6">
          <ApplicationForm questions={badge.questions} businesses={businesses} cities={cities} price={badge.price} serverErrors={formErrors(result)} previous={previous ?? undefined} />
        </div>
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary

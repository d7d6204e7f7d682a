import { Form, Link, redirect, useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { Button } from '~/components/ui/button.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { ApplicationDates, SubmittedBusinessDetails } from '~/components/application/application-standing.tsx'
import { findApplicationFor, findSubmittedBusiness } from '~/domain/application/find-applications.server.ts'
import { APPLICATION_STATUS_LABELS, canWithdraw } from '~/domain/application/model.ts'
import { startApplicationCheckout } from '~/domain/application/start-application-checkout.server.ts'
import { withdrawApplication } from '~/domain/application/withdraw-application.server.ts'
import { isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { AppError, unknownAction } from '~/lib/app-error.ts'
import { attempt, notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/application'
import { shownDate } from '~/lib/shown-date.ts'

export const handle = { cache: 'none' } satisfies PageHandle
export const headers = () => ({ 'Cache-Control': 'no-store' })
export const meta: Route.MetaFunction = () => [{ title: 'Application | Safest' }, { name: 'robots', content: 'noindex' }]

const notFound = () => notFoundPage('Application not found')

/** GET /applications/{id} — the applicant's (or the admin's) view of one application; others: 404. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  if (!isUuid(params.id)) throw await notFound()
  const application = await findApplicationFor(db, user, params.id)
  if (!application) throw await notFound()
  // The admin reads any application; only its member pays or withdraws it.
  return { application, mine: application.userId === user.id, submittedBusiness: await findSubmittedBusiness(db, application), checkout: url.searchParams.get('checkout'), billing: isBillingConfigured() }
}

/** POST intent=pay (Stripe Checkout again) or intent=withdraw — the applicant's own application only. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  if (!isUuid(params.id)) throw await notFound()
  const own = await findApplicationFor(db, { id: user.id, isAdmin: false }, params.id)
  if (!own) throw await notFound()
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent')
  return attempt(async () => {
    if (intent === 'withdraw') {
      await withdrawApplication(db, user.id, own.id)
      return redirect(`/applications/${own.id}`)
    }
    if (intent === 'pay') {
      if (!isBillingConfigured()) throw new AppError('unavailable', 'Payment is not available right now. Please try again later.')
      return redirect(await startApplicationCheckout(db, user, own.id))
    }
    throw unknownAction()
  })
}

export default function ApplicationPage() {
  const { application: a, mine, submittedBusiness, checkout, billing } = useLoaderData<typeof loader>()
  const iso = (d: Date | string) => new Date(d).toISOString()
  const refused = useActionData<typeof action>()
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{a.badgeName} application</h1>
        <p className="mt-1 text-muted-foreground">{a.businessName}</p>
        <p className="mt-4">
          Status: <strong data-testid="application-status">{APPLICATION_STATUS_LABELS[a.status]}</strong>
          {a.auditDate && <> · Audit on {shownDate(a.auditDate)}</>}
        </p>
        <ApplicationDates sentOn={iso(a.submittedAt ?? a.createdAt)} paidAt={a.paidAt ? iso(a.paidAt) : null} status={a.status} auditDate={a.auditDate} />
        {checkout === 'success' && a.status === 'awaiting_payment' && <p className="mt-2 text-sm" role="status">Payment received by Stripe; your application is submitted as soon as Stripe confirms it. Refresh in a moment.</p>}
        {checkout === 'cancelled' && <p className="mt-2 text-sm" role="status">Payment cancelled. Your application waits until it is paid.</p>}
        {a.amountCents > 0 && (
          <p className="mt-2 text-sm">
            Payment: ${(a.amountCents / 100).toFixed(2)} {a.refundedAt ? '(refunded)' : a.paidAt ? '(paid)' : '(not paid yet)'}
          </p>
        )}
        {submittedBusiness && <SubmittedBusinessDetails business={submittedBusiness} />}
        {a.answers.length > 0 && <h2 className="mt-6 font-semibold text-navy">Your answers</h2>}
        {a.answers.length > 0 && (
          <dl className="mt-2 grid gap-3">
            {a.answers.map((answer) => (
              <div key={answer.label}>
                <dt className="font-semibold text-navy">{answer.label}</dt>
                <dd>
                  {answer.kind === 'document' ? (
                    a.documents.filter((d) => d.id === answer.value).map((d) => (
                      <a key={d.id} href={`/applications/${a.id}/documents/${d.id}`} className="text-primary underline" download>
                        {d.name}
                      </a>
                    ))
                  ) : answer.value === 'yes' ? 'Yes' : answer.value === 'no' ? 'No' : answer.value || '—'}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {a.outcomeNote && <p className="mt-4">Auditor’s note: {a.outcomeNote}</p>}
        {refused && <p className="mt-4 text-sm text-red-700" role="alert">{refused.message}</p>}
        <div className="mt-8 flex flex-wrap gap-3">
          {mine && a.status === 'awaiting_payment' && billing && (
            <Form method="post">
              <Button type="submit" name="intent" value="pay">
                Pay ${(a.amountCents / 100).toFixed(2)}
              </Button>
            </Form>
          )}
          {mine && canWithdraw(a.status) && (
            <Form method="post">
              <Button type="submit" name="intent" value="withdraw" variant="outline">
                Withdraw application
              </Button>
            </Form>
          )}
          <Link to="/dashboard" className="self-center text-primary underline-offset-4 hover:underline">
            Back to your dashboard
          </Link>
        </div>
      </div>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary

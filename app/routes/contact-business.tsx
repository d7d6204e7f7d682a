import { useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { ContactBusinessForm } from '~/components/owner/contact-business-form.tsx'
import { findBusinessDetails } from '~/domain/business/find-businesses.server.ts'
import { leadSchema, LEADS_PER_ADDRESS_PER_HOUR } from '~/domain/owner/model.ts'
import { createLead } from '~/domain/owner/leads.server.ts'
import { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'
import { database } from '~/lib/db.server.ts'
import { formErrors, notAForm, tooManyRequests } from '~/lib/app-error.ts'
import { attempt, notFoundPage } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { consumeRateLimit, networkOf } from '~/lib/rate-limit.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { BusinessPageCard } from '~/components/owner/business-page-card.tsx'
import type { Route } from './+types/contact-business'

export const handle = { cache: { params: [] } } satisfies PageHandle
export const headers = withActionHeaders
export const meta: Route.MetaFunction = ({ data }) => [{ title: `Contact ${data?.business.name ?? 'a business'} | Safest` }, { name: 'robots', content: 'noindex' }]

async function load(id: string) {
  const db = await database()
  const business = isUuid(id) ? await findBusinessDetails(db, id) : null
  if (!business) throw await notFoundPage('Business not found')
  return { db, business: { id: business.id, name: business.name, path: `/city/${business.citySlug}/${business.slug}` } }
}

/** GET /contact-business/{id}: the "Contact Business" form on its own page (the business page has it too). */
export async function loader({ params }: Route.LoaderArgs) {
  return { business: (await load(params.businessId)).business }
}

/** POST: a visitor's message to the business, stored as a lead; honeypot and a per-address limit. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const { db, business } = await load(params.businessId)
  const sent = () => redirectWithToast(business.path, { type: 'success', title: 'Message sent', description: `${business.name} will answer by e-mail.` })
  return attempt(async () => {
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    // A filled honeypot is a bot: answered like a success, nothing stored.
    if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') return sent()
    const lead = parseOrFail(leadSchema, form)
    const limit = await consumeRateLimit(db, `lead:${networkOf(context.clientIp)}`, LEADS_PER_ADDRESS_PER_HOUR, 3600)
    if (!limit.allowed) throw tooManyRequests('Too many messages from your network. Please try again later.', limit.retryAfterSeconds)
    await createLead(db, business.id, lead, context.clientIp)
    return sent()
  })
}

export default function ContactBusiness() {
  const { business } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <BusinessPageCard business={business} title={`Contact ${business.name}`}>
      <ContactBusinessForm businessId={business.id} serverErrors={formErrors(result)} className="mt-6" />
    </BusinessPageCard>
  )
}

export const ErrorBoundary = RouteErrorBoundary

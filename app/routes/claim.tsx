import { data, redirect, useActionData, useLoaderData } from 'react-router'
import { ClaimPanel } from '~/components/owner/claim-panel.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { imageStorage } from '~/domain/city-images/storage.server.ts'
import { claimByDocuments } from '~/domain/owner/claim-by-documents.server.ts'
import { sendClaimCode } from '~/domain/owner/claim-code.server.ts'
import { findClaimableBusiness, findOpenClaims } from '~/domain/owner/find-claimable-business.server.ts'
import { claimDocumentsSchema, sendCodeSchema, verifyCodeSchema, websiteDomain } from '~/domain/owner/model.ts'
import { verifyClaimCode } from '~/domain/owner/verify-claim-code.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { BusinessPageCard } from '~/components/owner/business-page-card.tsx'
import type { Route } from './+types/claim'

export const handle = { cache: 'none' } satisfies PageHandle
export const headers = withActionHeaders
export const meta: Route.MetaFunction = ({ data }) => [{ title: `Claim ${data?.business.name ?? 'a business'} | Safest` }, { name: 'robots', content: 'noindex' }]

const notFound = () => new Response('Business not found', { status: 404 })

async function load(db: Awaited<ReturnType<typeof database>>, id: string) {
  const business = isUuid(id) ? await findClaimableBusiness(db, id) : null
  if (!business) throw notFound()
  return business
}

/** GET /claim/{businessId}: a signed-in member chooses how to prove they own the business. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const b = await load(db, params.businessId)
  const claims = await findOpenClaims(db, user.id, b.id)
  return {
    business: { id: b.id, name: b.name, path: `/city/${b.citySlug}/${b.slug}`, hasEmail: Boolean(b.email), domain: websiteDomain(b.website), owned: b.ownerId !== null, mine: b.ownerId === user.id },
    codeClaim: claims.find((c) => c.status === 'code-sent') ?? null,
    inReview: claims.some((c) => c.status === 'review'),
  }
}

/** POST: send a code, enter it, or send documents for review. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const b = await load(db, params.businessId)
  // Documents over the body limit: the body was not read (request-guards.server.ts).
  if (context.uploadTooLarge) return data({ errors: { documents: context.uploadTooLarge } as Record<string, string> }, { status: 413 })
  const form = await request.formData().catch(() => null)
  if (!form) return data({ errors: { form: 'This form could not be read. Please try again.' } as Record<string, string> }, { status: 400 })
  const intent = form.get('intent')
  if (intent === 'send-code') {
    const parsed = parseForm(sendCodeSchema(websiteDomain(b.website)), form)
    if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422 })
    const result = await sendClaimCode(db, user, b.id, parsed.value.method, parsed.value.address)
    if (!result.ok) {
      const status = result.reason === 'limited' ? 429 : result.reason === 'not-found' ? 404 : 422
      const headers: HeadersInit = result.reason === 'limited' ? { 'Retry-After': String(result.retryAfterSeconds) } : {}
      return data({ errors: { form: result.message } as Record<string, string> }, { status, headers })
    }
    return redirectWithToast(url.pathname, { type: 'success', title: 'Code sent', description: `We sent a code to ${result.sentTo}.` })
  }
  if (intent === 'verify') {
    const parsed = parseForm(verifyCodeSchema, form)
    if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422 })
    const result = await verifyClaimCode(db, user, parsed.value.claimId, parsed.value.code)
    if (!result.ok) return data({ errors: { code: result.message } as Record<string, string> }, { status: 422 })
    if (result.outcome === 'review') return redirectWithToast(url.pathname, { type: 'info', title: 'Sent for review', description: 'This business has an owner already: our team will look at both sides and write to you.' })
    return redirectWithToast('/dashboard/listings', { type: 'success', title: 'You are the verified owner', description: result.businessName })
  }
  if (intent === 'documents') {
    const parsed = parseForm(claimDocumentsSchema, form)
    if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422 })
    const files = form.getAll('documents').filter((f): f is File => f instanceof File)
    const result = await claimByDocuments(db, imageStorage(), user, b.id, { note: parsed.value.note, files })
    if (!result.ok) return data({ errors: result.errors }, { status: result.status, headers: result.retryAfterSeconds ? { 'Retry-After': String(result.retryAfterSeconds) } : {} })
    return redirectWithToast(url.pathname, { type: 'success', title: 'Documents sent', description: 'Our team will review them and write to you.' })
  }
  return redirect(url.pathname)
}

export default function ClaimBusiness() {
  const { business, codeClaim, inReview } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <BusinessPageCard business={business} title={`Claim ${business.name}`}>
      <ClaimPanel business={business} codeClaim={codeClaim} inReview={inReview} errors={result?.errors} />
    </BusinessPageCard>
  )
}

import { redirect, useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { ClaimPanel } from '~/components/owner/claim-panel.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { claimByDocuments } from '~/domain/owner/claim-by-documents.server.ts'
import { sendClaimCode } from '~/domain/owner/claim-code.server.ts'
import { findClaimableBusiness } from '~/domain/owner/find-claimable-business.server.ts'
import { findPendingClaims } from '~/domain/owner/find-pending-claims.server.ts'
import { claimDocumentsSchema, sendCodeSchema, verifyCodeSchema, websiteDomain } from '~/domain/owner/model.ts'
import { verifyClaimCode } from '~/domain/owner/verify-claim-code.server.ts'
import { AppError, formErrors, notAForm, notFound } from '~/lib/app-error.ts'
import { attempt, orErrorPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { upload } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { CLAIM_DOCUMENTS_TOO_LARGE, MAX_CLAIM_DOCUMENTS, UPLOAD_MAX_BYTES } from '~/lib/upload-limits.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { BusinessPageCard } from '~/components/owner/business-page-card.tsx'
import type { Route } from './+types/claim'

// A claim's documents (the page's other forms are small).
export const handle = { cache: 'none', body: upload(MAX_CLAIM_DOCUMENTS * UPLOAD_MAX_BYTES, CLAIM_DOCUMENTS_TOO_LARGE) } satisfies PageHandle
export const headers = withActionHeaders
export const meta: Route.MetaFunction = ({ data }) => [{ title: `Claim ${data?.business.name ?? 'a business'} | Safest` }, { name: 'robots', content: 'noindex' }]

/** The business the URL names, else the 404 page. */
const load = (db: Awaited<ReturnType<typeof database>>, id: string) =>
  orErrorPage(async () => {
    const business = isUuid(id) ? await findClaimableBusiness(db, id) : null
    if (!business) throw notFound('Business not found')
    return business
  })

/** GET /claim/{businessId}: a signed-in member chooses how to prove they own the business. */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const b = await load(db, params.businessId)
  const claims = await findPendingClaims(db, user.id, { businessId: b.id })
  return {
    business: { id: b.id, name: b.name, path: `/city/${b.citySlug}/${b.slug}`, hasEmail: Boolean(b.email), domain: websiteDomain(b.website), owned: b.ownerId !== null, mine: b.ownerId === user.id },
    codeClaim: claims.find((c) => c.status === 'code-sent') ?? null,
    /** A claim waiting for the admin: the page then says where it stands, and offers no form. */
    review: claims.find((c) => c.status === 'review') ?? null,
  }
}

/** POST: send a code, enter it, or send documents for review. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const b = await load(db, params.businessId)
  return attempt(async () => {
    // Documents over the body limit: the body was not read (request-guards.server.ts).
    if (context.uploadTooLarge) throw new AppError('payload-too-large', context.uploadTooLarge, { field: 'documents' })
    const form = await request.formData().catch(() => null)
    if (!form) throw notAForm()
    const intent = form.get('intent')
    if (intent === 'send-code') {
      const { method, address } = parseOrFail(sendCodeSchema(websiteDomain(b.website)), form)
      const sent = await sendClaimCode(db, user, b.id, method, address)
      return redirectWithToast(url.pathname, { type: 'success', title: 'Code sent', description: `We sent a code to ${sent.sentTo}.` })
    }
    if (intent === 'verify') {
      const { claimId, code } = parseOrFail(verifyCodeSchema, form)
      const verified = await verifyClaimCode(db, user, claimId, code)
      if (verified.outcome === 'review') return redirectWithToast(url.pathname, { type: 'info', title: 'Sent for review', description: 'This business has an owner already: our team will look at both sides and write to you.' })
      return redirectWithToast('/dashboard/listings', { type: 'success', title: 'You are the verified owner', description: verified.businessName })
    }
    if (intent === 'documents') {
      const { note } = parseOrFail(claimDocumentsSchema, form)
      const files = form.getAll('documents').filter((f): f is File => f instanceof File)
      await claimByDocuments(db, uploadStore(), user, b.id, { note, files })
      return redirectWithToast(url.pathname, { type: 'success', title: 'Documents sent', description: 'Our team will review them and e-mail you the decision.' })
    }
    return redirect(url.pathname)
  })
}

export default function ClaimBusiness() {
  const { business, codeClaim, review } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <BusinessPageCard business={business} title={`Claim ${business.name}`}>
      <ClaimPanel business={business} codeClaim={codeClaim} review={review} errors={formErrors(result)} />
    </BusinessPageCard>
  )
}

export const ErrorBoundary = RouteErrorBoundary

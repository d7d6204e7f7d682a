import { useActionData, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { ChangeRequestForm } from '~/components/owner/change-request-form.tsx'
import { BusinessEditForm } from '~/components/owner/business-edit-form.tsx'
import { OwnerNav } from '~/components/owner/owner-nav.tsx'
import { changeRequestSchema, ownerEditSchema } from '~/domain/owner/model.ts'
import { requestBusinessChange, updateOwnedBusiness } from '~/domain/owner/update-owned-business.server.ts'
import { formErrors, notAForm } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { ownedBusinessRequest } from './owner-route.server.ts'
import type { Route } from './+types/dashboard.business'

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.business.name ?? 'Business'} | My businesses | Safest` }]

/** GET /dashboard/listings/{id}: the owner's editor (anyone else: 404). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { business } = await ownedBusinessRequest({ request, url, params })
  return { business }
}

/** POST: intent `edit` publishes description, contact and hours; `change` asks the admin for name, address, category. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const { db, user, business } = await ownedBusinessRequest({ request, url, params })
  const form = await request.formData().catch(() => null)
  const intent = form?.get('intent') === 'change' ? 'change' : 'edit'
  return attempt(async () => {
    if (!form) throw notAForm()
    if (intent === 'change') {
      await requestBusinessChange(db, user.id, business.id, parseOrFail(changeRequestSchema, form))
      return redirectWithToast(url.pathname, { type: 'success', title: 'Change requested', description: 'Our team will review it and write to you.' })
    }
    await updateOwnedBusiness(db, user.id, business.id, parseOrFail(ownerEditSchema, form))
    return redirectWithToast(url.pathname, { type: 'success', title: 'Listing updated', description: 'Your changes are live.' })
  }, { intent })
}

export default function EditBusiness() {
  const { business } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <OwnerNav business={business} />
      <BusinessEditForm business={business} serverErrors={result?.intent === 'edit' ? formErrors(result) : undefined} />
      <ChangeRequestForm business={business} serverErrors={result?.intent === 'change' ? formErrors(result) : undefined} />
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary

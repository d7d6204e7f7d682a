import { data, useActionData, useLoaderData } from 'react-router'
import { ChangeRequestForm } from '~/components/owner/change-request-form.tsx'
import { ListingEditForm } from '~/components/owner/listing-edit-form.tsx'
import { OwnerNav } from '~/components/owner/owner-nav.tsx'
import { changeRequestSchema, ownerEditSchema } from '~/domain/owner/model.ts'
import { requestListingChange, updateOwnedBusiness } from '~/domain/owner/update-owned-business.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { ownedBusinessRequest } from './owner-route.server.ts'
import type { Route } from './+types/dashboard.listing'

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.business.name ?? 'Business'} | My businesses | Safest` }]

/** GET /dashboard/listings/{id}: the owner's editor (anyone else: 404). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { business } = await ownedBusinessRequest({ request, url, params })
  return { business }
}

type Errors = Record<string, string>

/** POST: intent `edit` publishes description, contact and hours; `change` asks the admin for name, address, category. */
export async function action({ request, url, params }: Route.ActionArgs) {
  const { db, user, business } = await ownedBusinessRequest({ request, url, params })
  const form = await request.formData().catch(() => null)
  if (!form) return data({ intent: '', errors: { form: 'This form could not be read. Please try again.' } as Errors }, { status: 400 })
  const intent = String(form.get('intent') ?? '')
  if (intent === 'change') {
    const parsed = parseForm(changeRequestSchema, form)
    if (!parsed.ok) return data({ intent, errors: parsed.errors }, { status: 422 })
    const result = await requestListingChange(db, user.id, business.id, parsed.value)
    if (!result.ok) return data({ intent, errors: { form: result.message } as Errors }, { status: 422 })
    return redirectWithToast(url.pathname, { type: 'success', title: 'Change requested', description: 'Our team will review it and write to you.' })
  }
  const parsed = parseForm(ownerEditSchema, form)
  if (!parsed.ok) return data({ intent: 'edit', errors: parsed.errors }, { status: 422 })
  await updateOwnedBusiness(db, user.id, business.id, parsed.value)
  return redirectWithToast(url.pathname, { type: 'success', title: 'Listing updated', description: 'Your changes are live.' })
}

export default function EditListing() {
  const { business } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="space-y-6">
      <OwnerNav business={business} />
      <ListingEditForm business={business} serverErrors={result?.intent === 'edit' ? result.errors : undefined} />
      <ChangeRequestForm business={business} serverErrors={result?.intent === 'change' ? result.errors : undefined} />
    </div>
  )
}

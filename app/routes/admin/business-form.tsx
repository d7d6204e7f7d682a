import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { ListingFields } from '~/components/admin/listing-fields.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { findListing } from '~/domain/listings/find-listing.server.ts'
import { LISTING_TOASTS } from '~/domain/listings/listing-responses.ts'
import { listingFormSchema } from '~/domain/business/model.ts'
import { saveListing } from '~/domain/listings/save-listing.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import type { Route } from './+types/business-form'

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit' : 'Add'} Business Listing | Admin | Safest` },
  { name: 'robots', content: 'noindex' },
]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const notFound = () => redirectWithToast('/admin', { type: 'error', ...LISTING_TOASTS.notFound })

/** /business-form (add) and /business-form/:id (edit): spec §5 listing form; returns to /admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request, 'redirect')
  const listing = params.id ? await findListing(db, params.id) : null
  if (params.id && !listing) throw await notFound()
  const cities = (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state }))
  return { listing, cities }
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  const form = await request.formData().catch(() => null)
  if (!form) return data({ errors: {} as FieldErrors }, { status: 400 })
  const parsed = parseForm(listingFormSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422 })
  const result = await saveListing(db, admin, params.id ?? null, parsed.value)
  if (result.ok) return redirectWithToast('/admin', { type: 'success', title: params.id ? LISTING_TOASTS.updated : LISTING_TOASTS.added })
  if ('notFound' in result) return notFound()
  return data({ errors: result.errors }, { status: 422 })
}

export default function BusinessForm() {
  const { listing, cities } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { formProps, errors } = useSchemaForm(listingFormSchema, result?.errors)
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{listing ? 'Edit Business Listing' : 'Add Business Listing'}</h1>
        <p className="mt-1 text-muted-foreground">{listing ? listing.name : 'A new listing shows on its city page as soon as it is saved.'}</p>
        <Form {...formProps} method="post" className="mt-6 grid gap-6">
          <ListingFields defaults={listing ?? undefined} errors={errors} cities={cities} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Saving...' : listing ? 'Save Changes' : 'Add Listing'}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  )
}

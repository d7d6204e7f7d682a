import { data, Form, Link, useActionData, useLoaderData, useNavigation, useParams } from 'react-router'
import { AwardsSection } from '~/components/admin/awards-section.tsx'
import { findBusinessAwards } from '~/domain/award/find-awards.server.ts'
import { findBadges } from '~/domain/badge/find-badges.server.ts'
import { BusinessFields } from '~/components/admin/business-fields.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { findBusiness } from '~/domain/admin/business/find-business.server.ts'
import { BUSINESS_TOASTS } from '~/domain/admin/business/business-responses.ts'
import { businessFormSchema } from '~/domain/business/model.ts'
import { saveBusiness } from '~/domain/admin/business/save-business.server.ts'
import { parseForm, type FieldErrors } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPage, adminPost } from './admin-route.server.ts'
import type { Route } from './+types/business-form'

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit' : 'Add'} Business Listing | Admin | Safest` },
  { name: 'robots', content: 'noindex' },
]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const notFound = () => redirectWithToast('/admin', { type: 'error', ...BUSINESS_TOASTS.notFound })

/** /business-form (add) and /business-form/:id (edit): spec §5 listing form; returns to /admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await adminPage(request)
  const business = params.id ? await findBusiness(db, params.id) : null
  if (params.id && !business) throw await notFound()
  const cities = (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state }))
  const awards = business && params.id ? await findBusinessAwards(db, params.id) : []
  const badges = business ? (await findBadges(db)).map((b) => ({ id: b.id, name: b.name })) : []
  return { business, cities, awards, badges }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  if (!form) return data({ errors: {} as FieldErrors }, { status: 400 })
  const parsed = parseForm(businessFormSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422 })
  const result = await saveBusiness(db, admin, params.id ?? null, parsed.value)
  if (result.ok) return redirectWithToast('/admin', { type: 'success', title: params.id ? BUSINESS_TOASTS.updated : BUSINESS_TOASTS.added })
  if ('notFound' in result) return notFound()
  return data({ errors: result.errors }, { status: 422 })
}

export default function BusinessForm() {
  const { business, cities, awards, badges } = useLoaderData<typeof loader>()
  const { id } = useParams()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { formProps, errors } = useSchemaForm(businessFormSchema, result?.errors)
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{business ? 'Edit Business Listing' : 'Add Business Listing'}</h1>
        <p className="mt-1 text-muted-foreground">{business ? business.name : 'A new listing shows on its city page as soon as it is saved.'}</p>
        <Form {...formProps} method="post" className="mt-6 grid grid-cols-1 gap-6">
          <BusinessFields defaults={business ?? undefined} errors={errors} cities={cities} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to="/admin" className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={navigation.state === 'submitting'}>
              {navigation.state === 'submitting' ? 'Saving...' : business ? 'Save Changes' : 'Add Listing'}
            </Button>
          </div>
        </Form>
        {business && id ? <AwardsSection businessId={id} awards={awards} badges={badges} /> : null}
      </div>
    </div>
  )
}

import { Form, Link, useActionData, useLoaderData, useNavigation, useParams } from 'react-router'
import { AwardsSection } from '~/components/admin/awards-section.tsx'
import { findBusinessAwards } from '~/domain/award/find-awards.server.ts'
import { findBadges } from '~/domain/badge/find-badges.server.ts'
import { BusinessFields } from '~/components/admin/business-fields.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { findBusiness } from '~/domain/business/find-business.admin.server.ts'
import { ADMIN_TOASTS } from '~/components/admin/admin-toasts.ts'
import { businessFormSchema } from '~/domain/business/model.ts'
import { BUSINESS_GONE, saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { formErrors, notAForm } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPage, adminPost, editorFailure, goneAnswer, type Gone } from './admin-route.server.ts'
import type { Route } from './+types/business-form'

export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? 'Edit' : 'Add'} Business Listing | Admin | Safest` },
  { name: 'robots', content: 'noindex' },
]

export const headers = () => ({ 'Cache-Control': 'no-store' })

/** Spec §8 "Listing not found: toast and return to /admin". */
const GONE: Gone = { message: BUSINESS_GONE, redirect: '/admin', title: ADMIN_TOASTS.businessNotFound }

/** /business-form (add) and /business-form/:id (edit): spec §5 business form; returns to /admin. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await adminPage(request)
  const business = params.id ? await findBusiness(db, params.id) : null
  if (params.id && !business) throw await goneAnswer(GONE)
  const cities = (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state }))
  const awards = business && params.id ? await findBusinessAwards(db, params.id) : []
  const badges = business ? (await findBadges(db)).map((b) => ({ id: b.id, name: b.name })) : []
  return { business, cities, awards, badges }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form } = await adminPost(request)
  return attempt(
    async () => {
      if (!form) throw notAForm()
      await saveBusiness(db, admin, params.id ?? null, parseOrFail(businessFormSchema, form))
      return redirectWithToast('/admin', { type: 'success', title: params.id ? ADMIN_TOASTS.businessUpdated : ADMIN_TOASTS.businessAdded })
    },
    editorFailure(GONE),
  )
}

export default function BusinessForm() {
  const { business, cities, awards, badges } = useLoaderData<typeof loader>()
  const { id } = useParams()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  const { formProps, errors } = useSchemaForm(businessFormSchema, formErrors(result))
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

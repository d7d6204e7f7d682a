import { data, useActionData, useLoaderData } from 'react-router'
import { SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { findAdminReview } from '~/domain/admin/content/find-admin-guides.server.ts'
import { saveReview } from '~/domain/admin/content/save-guides.server.ts'
import { POST_STATUS_LABELS, SLUG } from '~/domain/blog/model.ts'
import { CURRENCIES, reviewSchema } from '~/domain/guides/model.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, loadItem } from './admin-route.server.ts'
import type { Route } from './+types/content-review'

export const meta: Route.MetaFunction = () => [{ title: 'Review Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = CONTENT_TAB
const notFound = () => redirectWithToast(BACK, { type: 'error', title: 'Review not found' })
const find = async (slug: string) => (SLUG.test(slug) ? findAdminReview(await database(), slug) : undefined)

/** `/admin/content/reviews/:slug`: a review's title, verdict, rating, price, hands-on section (Markdown) and status. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { review: await loadItem(request, () => find(params.slug), notFound) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  if (!(await find(params.slug))) return notFound()
  const parsed = parseForm(reviewSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors, toast: 'Review not saved' }, { status: 422 })
  if (!(await saveReview(db, admin, params.slug, parsed.value))) return notFound()
  return redirectWithToast(BACK, { type: 'success', title: 'Review saved', description: parsed.value.title })
}

export default function ContentReviewForm() {
  const { review } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const intro = (
    <>
      Published at <a href={`/reviews/${review.slug}`} className="text-primary underline">/reviews/{review.slug}</a>. The hands-on section is Markdown; HTML is shown as text.
    </>
  )
  return (
    <ContentEditor title="Edit Review" intro={intro} schema={reviewSchema} result={result} saveLabel="Save Review">
      {(errors) => (
        <>
          <TextField label="Title" name="title" required defaultValue={review.title} error={errors.title} />
          <TextAreaField label="Verdict" name="verdict" required rows={3} defaultValue={review.verdict} error={errors.verdict} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Rating" name="rating" required inputMode="decimal" defaultValue={review.rating} error={errors.rating} />
            <TextField label="Price" name="price" required inputMode="decimal" defaultValue={review.price} error={errors.price} />
            <SelectField label="Currency" name="currency" required defaultValue={review.currency} error={errors.currency}>
              {CURRENCIES.map((c) => (
                <option key={c} value={c}>{c}</option>
              ))}
            </SelectField>
          </div>
          <TextAreaField label="Hands-on experience (Markdown)" name="experience" required rows={16} className="font-mono" defaultValue={review.experience} error={errors.experience} />
          <SelectField label="Status" name="status" required defaultValue={review.status} error={errors.status}>
            {Object.entries(POST_STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </SelectField>
        </>
      )}
    </ContentEditor>
  )
}

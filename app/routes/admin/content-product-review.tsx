import { useActionData, useLoaderData } from 'react-router'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { ProductReviewFields } from '~/components/admin/product-review-fields.tsx'
import { findAdminProductReview, findProductChoices } from '~/domain/guides/find-editable-guides.admin.server.ts'
import { saveProductReview } from '~/domain/guides/save-product-review.admin.server.ts'
import { newProductReviewSchema, productReviewSchema } from '~/domain/guides/model.ts'
import { database } from '~/lib/db.server.ts'
import { notFound } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, editingId, loadEditing, editorFailure, type Gone } from './admin-route.server.ts'
import type { Route } from './+types/content-product-review'
import { MB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: a review's Markdown (60,000 characters) and an image of 5 MB.
export const handle = { body: { bytes: 5.5 * MB } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Review Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = CONTENT_TAB
const GONE: Gone = { message: 'Review not found', redirect: BACK }

/** `/admin/content/reviews/new` creates; `/admin/content/reviews/:slug` edits: headline facts, covered products, sections in Markdown, status (decision 039). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const review = await loadEditing(request, params.slug, findAdminProductReview, GONE)
  return { review, products: await findProductChoices(await database()), today: new Date().toISOString().slice(0, 10) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const slug = editingId(params.slug)
  return attempt(
    async () => {
      if (slug && !(await findAdminProductReview(db, slug))) throw notFound(GONE.message)
      const values = parseOrFail(slug ? productReviewSchema : newProductReviewSchema, form)
      await saveProductReview(db, admin, slug, values)
      return redirectWithToast(BACK, { type: 'success', title: 'Review saved', description: values.title })
    },
    editorFailure(GONE),
  )
}

export default function ContentProductReviewForm() {
  const { review, products, today } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const intro = review ? (
    <>
      Published at <a href={`/reviews/${review.slug}`} className="text-primary underline">/reviews/{review.slug}</a>.
    </>
  ) : (
    'Published reviews open at /reviews/{slug} and are listed in the sitemap.'
  )
  return (
    <ContentEditor title={review ? 'Edit Review' : 'New Review'} intro={intro} schema={review ? productReviewSchema : newProductReviewSchema} result={result} failureTitle="Review not saved" saveLabel="Save Review">
      {(errors) => <ProductReviewFields review={review} products={products} today={today} errors={errors} />}
    </ContentEditor>
  )
}

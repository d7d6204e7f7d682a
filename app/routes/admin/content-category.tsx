import { useActionData, useLoaderData } from 'react-router'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { TextAreaField, TextField } from '~/components/forms/field.tsx'
import { findAdminCategory } from '~/domain/guides/find-editable-guides.admin.server.ts'
import { saveCategoryGuide } from '~/domain/guides/save-guides.admin.server.ts'
import { categoryGuideSchema } from '~/domain/guides/model.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, loadItem, editorFailure, type Gone } from './admin-route.server.ts'
import type { Route } from './+types/content-category'
import { MB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: a category's text and an image of 5 MB.
export const handle = { body: { bytes: 5.5 * MB } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Category Guide Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const GONE: Gone = { message: 'Category not found', redirect: CONTENT_TAB }

/** `/admin/content/categories/:slug`: a category page's text, buyer's guide (Markdown) and checklist. */
export async function loader({ request, params }: Route.LoaderArgs) {
  return { category: await loadItem(request, (db) => findAdminCategory(db, params.slug), GONE) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  return attempt(
    async () => {
      const values = parseOrFail(categoryGuideSchema, form)
      await saveCategoryGuide(db, admin, params.slug, values)
      return redirectWithToast(CONTENT_TAB, { type: 'success', title: 'Guide saved', description: values.heroTitle })
    },
    editorFailure(GONE),
  )
}

export default function ContentCategoryForm() {
  const { category: c } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const intro = (
    <>
      Shown on <a href={`/products/${c.slug}`} className="text-primary underline">/products/{c.slug}</a>. The buyer’s guide is Markdown (### starts a section); the checklist is one item a line.
    </>
  )
  return (
    <ContentEditor title="Edit Category Guide" intro={intro} schema={categoryGuideSchema} result={result} failureTitle="Guide not saved" saveLabel="Save Guide">
      {(errors) => (
        <>
          <TextField label="Page title" name="heroTitle" required defaultValue={c.heroTitle} error={errors.heroTitle} />
          <TextAreaField label="Introduction" name="heroText" required rows={3} defaultValue={c.heroText} error={errors.heroText} />
          <TextAreaField label="Guide summary" name="guideSummary" required rows={2} defaultValue={c.guideSummary} error={errors.guideSummary} />
          <TextAreaField label="Buyer's guide (Markdown)" name="guide" required rows={16} className="font-mono" defaultValue={c.guide} error={errors.guide} />
          <TextAreaField label="Checklist summary" name="checklistSummary" required rows={2} defaultValue={c.checklistSummary} error={errors.checklistSummary} />
          <TextAreaField label="Checklist items (one a line)" name="checklist" required rows={12} defaultValue={c.checklist} error={errors.checklist} />
        </>
      )}
    </ContentEditor>
  )
}

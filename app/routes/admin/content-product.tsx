import { useActionData, useLoaderData } from 'react-router'
import { ProductFields } from '~/components/admin/product-fields.tsx'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { findAdminProduct, findMerchantRows } from '~/domain/guides/find-editable-guides.admin.server.ts'
import { PRODUCT_GONE, saveProduct } from '~/domain/guides/save-guides.admin.server.ts'
import { withUploadedImage } from '~/domain/guides/store-content-image.admin.server.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { productSchema } from '~/domain/guides/model.ts'
import { database } from '~/lib/db.server.ts'
import { notFound } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, editingId, loadEditing, editorFailure, type Gone } from './admin-route.server.ts'
import type { Route } from './+types/content-product'
import { MB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: the product's text and an image of 5 MB.
export const handle = { body: { bytes: 5.5 * MB } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Product Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = CONTENT_TAB
const GONE: Gone = { message: PRODUCT_GONE, redirect: BACK, title: 'Product not found' }

/** `/admin/content/products/new` creates; `/admin/content/products/:id` edits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const product = await loadEditing(request, params.id, findAdminProduct, GONE)
  return { product, merchants: (await findMerchantRows(await database())).map(({ id, name }) => ({ id, name })) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const id = editingId(params.id)
  // The slug is locked while editing: the URL says which product, whatever the form sends.
  if (id) form.set('id', id)
  const storage = uploadStore()
  return attempt(
    async () => {
      if (id && !(await findAdminProduct(db, id))) throw notFound(PRODUCT_GONE)
      const values = parseOrFail(productSchema, form)
      const saved = await withUploadedImage(storage, form, 'image', (key) => saveProduct(db, admin, id, values, key))
      if (saved.oldImage) await storage.remove(saved.oldImage).catch(() => undefined)
      return redirectWithToast(BACK, { type: 'success', title: 'Product saved', description: values.name })
    },
    editorFailure(GONE),
  )
}

export default function ContentProductForm() {
  const { product, merchants } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <ContentEditor
      title={product ? 'Edit Product' : 'New Product'}
      intro="Products appear on /products and their category page. A price replaces the price range; merchant links get the merchant’s affiliate tag."
      schema={productSchema} result={result} failureTitle="Product not saved" saveLabel="Save Product" multipart
    >
      {(errors) => <ProductFields product={product} merchants={merchants} errors={errors} />}
    </ContentEditor>
  )
}

import { data, useActionData, useLoaderData } from 'react-router'
import { ProductFields } from '~/components/admin/product-fields.tsx'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { findAdminProduct, findMerchantRows } from '~/domain/admin/content/find-admin-guides.server.ts'
import { saveProduct } from '~/domain/admin/content/save-guides.server.ts'
import { storeUploadedImage } from '~/domain/admin/content/store-content-image.server.ts'
import { imageStorage } from '~/domain/city-images/storage.server.ts'
import { productSchema } from '~/domain/guides/model.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, editingId, loadEditing } from './admin-route.server.ts'
import type { Route } from './+types/content-product'

export const meta: Route.MetaFunction = () => [{ title: 'Product Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = CONTENT_TAB
const notFound = () => redirectWithToast(BACK, { type: 'error', title: 'Product not found', description: 'It may have been removed.' })
const SAVE_ERROR = 'Product not saved'

/** `/admin/content/products/new` creates; `/admin/content/products/:id` edits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const product = await loadEditing(request, params.id, findAdminProduct, notFound)
  return { product, merchants: (await findMerchantRows(await database())).map(({ id, name }) => ({ id, name })) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const id = editingId(params.id)
  if (id && !(await findAdminProduct(db, id))) return notFound()
  // The slug is locked while editing: the URL says which product, whatever the form sends.
  if (id) form.set('id', id)
  const parsed = parseForm(productSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors, toast: SAVE_ERROR }, { status: 422 })
  const storage = imageStorage()
  const upload = await storeUploadedImage(storage, form, 'image')
  if (upload.error) return data({ errors: { image: upload.error }, toast: SAVE_ERROR }, { status: 422 })
  const discard = async () => upload.key && (await storage.remove(upload.key).catch(() => undefined))
  const result = await saveProduct(db, admin, id, parsed.value, upload.key).catch(async (error: unknown) => {
    await discard()
    throw error
  })
  if (!result.ok) {
    await discard()
    return 'notFound' in result ? notFound() : data({ errors: result.errors, toast: SAVE_ERROR }, { status: 422 })
  }
  if (result.oldImage) await storage.remove(result.oldImage).catch(() => undefined)
  return redirectWithToast(BACK, { type: 'success', title: 'Product saved', description: parsed.value.name })
}

export default function ContentProductForm() {
  const { product, merchants } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <ContentEditor
      title={product ? 'Edit Product' : 'New Product'}
      intro="Products appear on /products and their category page. A price replaces the price range; merchant links get the merchant’s affiliate tag."
      schema={productSchema} result={result} saveLabel="Save Product" multipart
    >
      {(errors) => <ProductFields product={product} merchants={merchants} errors={errors} />}
    </ContentEditor>
  )
}

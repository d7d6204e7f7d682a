import { data, Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { PostFields } from '~/components/admin/post-fields.tsx'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { Button } from '~/components/ui/button.tsx'
import { findAdminPost } from '~/domain/admin/content/find-admin-posts.server.ts'
import { deleteBlogPost, saveBlogPost } from '~/domain/admin/content/save-blog-post.server.ts'
import { storeUploadedImage } from '~/domain/admin/content/store-content-image.server.ts'
import { blogPostSchema } from '~/domain/blog/model.ts'
import { imageStorage } from '~/domain/city-images/storage.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, editingId, loadEditing } from './admin-route.server.ts'
import type { Route } from './+types/content-post'

export const meta: Route.MetaFunction = () => [{ title: 'Post Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = CONTENT_TAB
const notFound = () => redirectWithToast(BACK, { type: 'error', title: 'Post not found', description: 'It may have been deleted.' })
const SAVE_ERROR = 'Post not saved'

/** `/admin/content/posts/new` creates; `/admin/content/posts/:id` edits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const post = await loadEditing(request, params.id, findAdminPost, notFound)
  return { post, today: new Date().toISOString().slice(0, 10) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const id = editingId(params.id)
  if (id && !(await findAdminPost(db, id))) return notFound()
  const storage = imageStorage()
  if (form.get('intent') === 'delete') {
    const deleted = id ? await deleteBlogPost(db, admin, id) : { ok: false as const }
    if (!deleted.ok) return notFound()
    if (deleted.cover) await storage.remove(deleted.cover).catch(() => undefined)
    return redirectWithToast(BACK, { type: 'success', title: 'Post deleted' })
  }
  const parsed = parseForm(blogPostSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors, toast: SAVE_ERROR }, { status: 422 })
  const upload = await storeUploadedImage(storage, form, 'cover')
  if (upload.error) return data({ errors: { cover: upload.error }, toast: SAVE_ERROR }, { status: 422 })
  const cover = upload.key ?? (parsed.value.removeCover ? null : undefined)
  const stored = upload.key ?? null
  const result = await saveBlogPost(db, admin, id, parsed.value, cover).catch(async (error: unknown) => {
    if (stored) await storage.remove(stored).catch(() => undefined)
    throw error
  })
  if (!result.ok) {
    if (stored) await storage.remove(stored).catch(() => undefined)
    return 'notFound' in result ? notFound() : data({ errors: result.errors, toast: SAVE_ERROR }, { status: 422 })
  }
  if (result.oldCover) await storage.remove(result.oldCover).catch(() => undefined)
  return redirectWithToast(BACK, { type: 'success', title: 'Post saved', description: parsed.value.title })
}

export default function ContentPostForm() {
  const { post, today } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const deleteForm = post && (
    <Form method="post" className="mt-8 border-t pt-6">
      <input type="hidden" name="intent" value="delete" />
      <Button type="submit" variant="destructive" disabled={busy}>
        Delete Post
      </Button>
    </Form>
  )
  return (
    <ContentEditor
      title={post ? 'Edit Post' : 'New Post'}
      intro="Published posts appear on /blog, in the feed and in the sitemap. The body is Markdown; HTML is shown as text."
      schema={blogPostSchema} result={result} saveLabel="Save Post" multipart after={deleteForm}
    >
      {(errors) => <PostFields post={post} today={today} errors={errors} />}
    </ContentEditor>
  )
}

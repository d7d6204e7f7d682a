import { Form, useActionData, useLoaderData, useNavigation } from 'react-router'
import { PostFields } from '~/components/admin/post-fields.tsx'
import { CONTENT_TAB, ContentEditor } from '~/components/admin/content-editor.tsx'
import { Button } from '~/components/ui/button.tsx'
import { findAdminPost } from '~/domain/blog/find-editable-posts.admin.server.ts'
import { deleteBlogPost, POST_GONE, saveBlogPost } from '~/domain/blog/save-blog-post.admin.server.ts'
import { withUploadedImage } from '~/domain/guides/store-content-image.admin.server.ts'
import { blogPostSchema } from '~/domain/blog/model.ts'
import { uploadStore } from '~/lib/upload-store.server.ts'
import { notFound } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, editingId, loadEditing, editorFailure, type Gone } from './admin-route.server.ts'
import type { Route } from './+types/content-post'
import { MB } from '~/lib/body-limits.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

// The body this route takes: a post's Markdown (60,000 characters) and an image of 5 MB.
export const handle = { body: { bytes: 5.5 * MB } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [{ title: 'Post Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = CONTENT_TAB
const GONE: Gone = { message: POST_GONE, redirect: BACK, title: 'Post not found' }

/** `/admin/content/posts/new` creates; `/admin/content/posts/:id` edits. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const post = await loadEditing(request, params.id, findAdminPost, GONE)
  return { post, today: new Date().toISOString().slice(0, 10) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const id = editingId(params.id)
  const storage = uploadStore()
  return attempt(
    async () => {
      if (id && !(await findAdminPost(db, id))) throw notFound(POST_GONE)
      if (form.get('intent') === 'delete') {
        if (!id) throw notFound(POST_GONE)
        const { cover } = await deleteBlogPost(db, admin, id)
        if (cover) await storage.remove(cover).catch(() => undefined)
        return redirectWithToast(BACK, { type: 'success', title: 'Post deleted' })
      }
      const values = parseOrFail(blogPostSchema, form)
      const saved = await withUploadedImage(storage, form, 'cover', (key) => saveBlogPost(db, admin, id, values, key ?? (values.removeCover ? null : undefined)))
      if (saved.oldCover) await storage.remove(saved.oldCover).catch(() => undefined)
      return redirectWithToast(BACK, { type: 'success', title: 'Post saved', description: values.title })
    },
    editorFailure(GONE),
  )
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
      schema={blogPostSchema} result={result} failureTitle="Post not saved" saveLabel="Save Post" multipart after={deleteForm}
    >
      {(errors) => <PostFields post={post} today={today} errors={errors} />}
    </ContentEditor>
  )
}

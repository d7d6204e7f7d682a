import { useEffect } from 'react'
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router'
import { PostFields } from '~/components/admin/post-fields.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { findAdminPost } from '~/domain/admin/content/find-admin-posts.server.ts'
import { deleteBlogPost, saveBlogPost } from '~/domain/admin/content/save-blog-post.server.ts'
import { ContentImageRejectedError, storeContentImage } from '~/domain/admin/content/store-content-image.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { blogPostSchema } from '~/domain/blog/model.ts'
import { imageStorage } from '~/domain/city-images/storage.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import type { Route } from './+types/content-post'

export const meta: Route.MetaFunction = () => [{ title: 'Post Editor | Admin | Safest' }, { name: 'robots', content: 'noindex' }]

export const headers = () => ({ 'Cache-Control': 'no-store' })

const BACK = '/admin?tab=content'
/** `/admin/content/posts/new` creates; `/admin/content/posts/:id` edits. */
const editingId = (id: string | undefined) => (id && id !== 'new' ? id : null)
const notFound = () => redirectWithToast(BACK, { type: 'error', title: 'Post not found', description: 'It may have been deleted.' })
const SAVE_ERROR = 'Post not saved'

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await database()
  await requireAdmin(db, request, 'redirect')
  const id = editingId(params.id)
  const post = id ? await findAdminPost(db, id) : null
  if (id && !post) throw await notFound()
  return { post: post ?? null, today: new Date().toISOString().slice(0, 10) }
}

export async function action({ request, params }: Route.ActionArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request)
  const form = (await request.formData().catch(() => null)) ?? new FormData()
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
  let cover: string | null | undefined = parsed.value.removeCover ? null : undefined
  const file = form.get('cover')
  if (file instanceof File && file.size > 0) {
    try {
      cover = await storeContentImage(storage, file)
    } catch (error) {
      if (error instanceof ContentImageRejectedError) return data({ errors: { cover: error.message }, toast: SAVE_ERROR }, { status: 422 })
      throw error
    }
  }
  const stored = cover ?? null
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
  const navigation = useNavigation()
  const { formProps, errors } = useSchemaForm(blogPostSchema, result?.errors)
  useEffect(() => {
    if (result?.toast) toast.error(result.toast, { description: Object.values(result.errors)[0] })
  }, [result])
  const busy = navigation.state === 'submitting'
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{post ? 'Edit Post' : 'New Post'}</h1>
        <p className="mt-1 text-muted-foreground">
          Published posts appear on /blog, in the feed and in the sitemap. The body is Markdown; HTML is shown as text.
        </p>
        <Form {...formProps} method="post" encType="multipart/form-data" className="mt-6 grid gap-4">
          <PostFields post={post} today={today} errors={errors} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to={BACK} className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : 'Save Post'}
            </Button>
          </div>
        </Form>
        {post && (
          <Form method="post" className="mt-8 border-t pt-6">
            <input type="hidden" name="intent" value="delete" />
            <Button type="submit" variant="destructive" disabled={busy}>
              Delete Post
            </Button>
          </Form>
        )}
      </div>
    </div>
  )
}

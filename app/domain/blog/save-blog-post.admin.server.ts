import type { BlogPostInput } from '~/domain/blog/model.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export type SavePostResult = { id: string; oldCover: string | null }

export const POST_GONE = 'It may have been deleted.'

/**
 * Creates (editingId null) or updates a blog post: the row, its audit entry and the content
 * version in one transaction. A slug another post has is refused on the Slug field. `cover` is a
 * newly stored image's key (replacing the old one), null to remove it, undefined to keep it; the
 * old cover's key comes back so the caller can delete the file once the write is in.
 */
export async function saveBlogPost(db: DB, actor: { email: string }, editingId: string | null, values: BlogPostInput, cover: string | null | undefined): Promise<SavePostResult> {
  return db.transaction().execute(async (trx) => {
    const current = editingId ? await trx.selectFrom('blog_posts').select(['id', 'cover_image']).where('id', '=', editingId).forUpdate().executeTakeFirst() : undefined
    if (editingId && !current) throw notFound(POST_GONE)
    const taken = await trx.selectFrom('blog_posts').select('id').where('slug', '=', values.slug).executeTakeFirst()
    if (taken && taken.id !== editingId) throw invalid('slug', 'Another post already uses this slug')
    const row = {
      title: values.title, slug: values.slug, author: values.author, published_on: values.publishedOn, summary: values.summary,
      body: values.body, cover_alt: values.coverAlt, status: values.status, updated_at: new Date(),
      ...(cover !== undefined ? { cover_image: cover } : {}),
    }
    const id = editingId
      ? (await trx.updateTable('blog_posts').set(row).where('id', '=', editingId).returning('id').executeTakeFirstOrThrow()).id
      : (await trx.insertInto('blog_posts').values(row).returning('id').executeTakeFirstOrThrow()).id
    await recordAudit(trx, { actor: actor.email, action: 'post.save', entity: 'post', entityId: id, detail: { name: values.title, created: editingId === null, status: values.status } })
    await bumpContentVersion(trx)
    return { id, oldCover: cover !== undefined ? (current?.cover_image ?? null) : null }
  })
}

/** Deletes a post (audited); its cover's key comes back for the caller to remove. */
export async function deleteBlogPost(db: DB, actor: { email: string }, id: string): Promise<{ cover: string | null }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('blog_posts').where('id', '=', id).returning(['title', 'cover_image']).executeTakeFirst()
    if (!row) throw notFound(POST_GONE)
    await recordAudit(trx, { actor: actor.email, action: 'post.delete', entity: 'post', entityId: id, detail: { name: row.title } })
    await bumpContentVersion(trx)
    return { cover: row.cover_image }
  })
}

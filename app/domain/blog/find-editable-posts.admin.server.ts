import { postColumns, toBlogPost } from '~/domain/blog/find-blog-posts.server.ts'
import type { BlogPost } from '~/domain/blog/model.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'

/** Every post, drafts too, newest first: the Content tab's list. */
export async function findAdminPosts(db: DB): Promise<BlogPost[]> {
  return (await postColumns(db).orderBy('published_on', 'desc').orderBy('created_at', 'desc').execute()).map(toBlogPost)
}

/** One post by id, draft or published; undefined for an unknown or malformed id. */
export async function findAdminPost(db: DB, id: string): Promise<BlogPost | undefined> {
  if (!isUuid(id)) return undefined
  const row = await postColumns(db).where('id', '=', id).executeTakeFirst()
  return row && toBlogPost(row)
}

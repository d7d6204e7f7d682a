import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { markdownWords } from '~/lib/markdown.ts'
import { publicDataCache } from '~/lib/public-data-cache.server.ts'
import { readingMinutes, type BlogPost } from './model.ts'

/** The columns of a post, its date as YYYY-MM-DD text on both engines. */
export function postColumns(db: DB) {
  return db
    .selectFrom('blog_posts')
    .select([
      'id', 'slug', 'title', 'author', 'summary', 'body', 'status', 'updated_at',
      'cover_image as coverImage', 'cover_alt as coverAlt',
      sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('publishedOn'),
    ])
}

type PostRow = Awaited<ReturnType<ReturnType<typeof postColumns>['execute']>>[number]

export function toBlogPost({ updated_at, ...row }: PostRow): BlogPost {
  return { ...row, readingTime: readingMinutes(markdownWords(row.body)), updatedAt: new Date(updated_at).toISOString() }
}

/** Published posts, newest first (the /blog cards, the feed, the sitemap); kept until the content changes. */
export async function findPublishedPosts(db: DB): Promise<BlogPost[]> {
  return publicDataCache.get('blog:published', async () =>
    (await postColumns(db).where('status', '=', 'published').orderBy('published_on', 'desc').orderBy('created_at', 'desc').execute()).map(toBlogPost),
  )
}

/** One published post by its slug, or undefined (a draft is not found). */
export async function findPublishedPost(db: DB, slug: string): Promise<BlogPost | undefined> {
  return (await findPublishedPosts(db)).find((p) => p.slug === slug)
}

import { atomFeed } from '~/domain/blog/blog-feed.ts'
import { findPublishedPosts } from '~/domain/blog/find-blog-posts.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'

/** GET /blog/feed.xml: the blog's Atom feed (linked from /blog and every post). */
export async function loader() {
  const xml = atomFeed(getEnv().SITE_URL, await findPublishedPosts(await database()))
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600' } })
}

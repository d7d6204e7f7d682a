import { Link, useLoaderData } from 'react-router'
import { PostDate } from '~/components/blog/post-date.tsx'
import { StaticPage } from '~/components/static-page.tsx'
import { BLOG_DESCRIPTION, BLOG_TITLE, FEED_PATH } from '~/domain/blog/blog-feed.ts'
import { findPublishedPosts } from '~/domain/blog/find-blog-posts.server.ts'
import { database } from '~/lib/db.server.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { pageMeta } from '~/lib/page-meta.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

export const meta = () => [
  ...pageMeta('Blog', 'Safety tips, product advice and news from the Safest team: home safety, choosing safe local businesses, and how our safety scores work.'),
  { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: BLOG_TITLE, href: FEED_PATH },
]

/** GET /blog: the published posts, newest first, each opening its /blog/{slug} page. */
export async function loader() {
  const posts = await findPublishedPosts(await database())
  return { posts: posts.map(({ slug, title, summary, publishedOn, readingTime }) => ({ slug, title, summary, publishedOn, readingTime })) }
}

export default function Blog() {
  const { posts } = useLoaderData<typeof loader>()
  return (
    <StaticPage title="Blog" intro={BLOG_DESCRIPTION}>
      {posts.length === 0 && <p>No posts yet. Check back soon.</p>}
      <div className="mb-8 grid gap-5 sm:grid-cols-2">
        {posts.map((post) => (
          <article key={post.slug} className="relative flex flex-col rounded-xl border border-border bg-white p-5 shadow-sm focus-within:ring-2 focus-within:ring-primary">
            <p className="mb-2! text-sm text-muted-foreground">
              <PostDate date={post.publishedOn} readingTime={post.readingTime} />
            </p>
            <h2 className="mt-0! mb-2! text-lg!">
              <Link to={`/blog/${post.slug}`} className="no-underline! after:absolute after:inset-0 hover:underline!">
                {post.title}
              </Link>
            </h2>
            <p className="mb-0!">{post.summary}</p>
          </article>
        ))}
      </div>

      <h2>Never miss an article</h2>
      <p>
        New articles go out first to our newsletter subscribers, along with seasonal safety checklists and product
        picks. <Link to="/#newsletter">Subscribe to the newsletter</Link> on our home page — it’s free and you can
        unsubscribe at any time. Prefer a feed reader? Follow the <a href={FEED_PATH}>blog’s Atom feed</a>.
      </p>
    </StaticPage>
  )
}

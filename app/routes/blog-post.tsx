import { Link, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { PostDate } from '~/components/blog/post-date.tsx'
import { MarkdownBody } from '~/components/content/markdown-body.tsx'
import { StaticPage } from '~/components/static-page.tsx'
import { articleJsonLd, BLOG_TITLE, FEED_PATH } from '~/domain/blog/blog-feed.ts'
import { contentImagePath } from '~/lib/content-images.ts'
import { findPublishedPost } from '~/domain/blog/find-blog-posts.server.ts'
import { notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { pageMeta } from '~/lib/page-meta.ts'
import type { Route } from './+types/blog-post'

export const handle = { cache: { params: [] } } satisfies PageHandle

/** GET /blog/{slug}: a published post (a draft or an unknown slug: 404), with Article JSON-LD. */
export async function loader({ params }: Route.LoaderArgs) {
  const post = await findPublishedPost(await database(), params.slug)
  if (!post) throw await notFoundPage('Post not found')
  const { body, ...card } = post
  return { post: card, html: renderMarkdown(body), jsonLd: articleJsonLd(post, getEnv().SITE_URL) }
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return pageMeta('Post not found')
  const { post } = data
  return [
    ...pageMeta(post.title, post.summary),
    { property: 'article:published_time', content: post.publishedOn },
    ...(post.coverImage ? [{ property: 'og:image', content: contentImagePath(post.coverImage) }] : []),
    { tagName: 'link', rel: 'alternate', type: 'application/atom+xml', title: BLOG_TITLE, href: FEED_PATH },
    { 'script:ld+json': data.jsonLd },
  ]
}

export default function BlogPostPage() {
  const { post, html } = useLoaderData<typeof loader>()
  return (
    <StaticPage
      title={post.title}
      intro={
        <p className="text-base">
          By {post.author} · <PostDate date={post.publishedOn} readingTime={post.readingTime} />
        </p>
      }
    >
      {post.coverImage && (
        <img src={contentImagePath(post.coverImage)} alt={post.coverAlt} width={1200} height={675} className="mb-8 w-full rounded-xl" />
      )}
      <MarkdownBody html={html} className="" />
      <p className="mt-10 border-t pt-6">
        <Link to="/blog">← All posts</Link>
      </p>
    </StaticPage>
  )
}

export const ErrorBoundary = RouteErrorBoundary

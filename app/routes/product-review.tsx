import { useLoaderData } from 'react-router'
import { ProductReviewBody } from '~/components/product-review/product-review-body.tsx'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { QuickNav, TableOfContents } from '~/components/product-review/product-review-nav.tsx'
import { faqJsonLd, productJsonLd } from '~/components/product-review/structured-data.ts'
import { SummaryCard } from '~/components/product-review/summary-card.tsx'
import { ProductReviewHeader } from '~/components/product-review/product-review-header.tsx'
import { SampleContentNotice } from '~/components/content/sample-content-notice.tsx'
import { findPublishedProductReview } from '~/domain/guides/find-product-review.server.ts'
import { notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { Route } from './+types/product-review'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

/** GET /reviews/{slug}: any published review from the database (the seeded one is /reviews/example). */
export async function loader({ params }: Route.LoaderArgs) {
  // The article is content, not code: it comes with the page's data (and so does its structured
  // data, built here), so the page's JavaScript is the template alone. Structured data and social
  // previews need absolute addresses. Sections the owner wrote come as HTML rendered safely.
  const review = await findPublishedProductReview(await database(), params.slug)
  if (!review) throw await notFoundPage('Review not found')
  const siteUrl = getEnv().SITE_URL
  const pagePath = `/reviews/${review.slug}`
  const structuredData: object[] = [productJsonLd(review, siteUrl, pagePath, review.currency)]
  if (review.faqs.length > 0) structuredData.push(faqJsonLd(review))
  return { siteUrl, pagePath, review, structuredData }
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Review | Safest' }]
  const { siteUrl: site, review, pagePath: PAGE_PATH, structuredData } = data
  const image = review.experience.images[0]?.src
  return [
    { title: `${review.title} | Safest` },
    { name: 'description', content: review.verdict },
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: review.title },
    { property: 'og:description', content: review.verdict },
    { property: 'article:published_time', content: review.publishDate },
    { property: 'article:author', content: review.author },
    ...(site
      ? [
          { property: 'og:url', content: new URL(PAGE_PATH, site).toString() },
          ...(image ? [{ property: 'og:image', content: new URL(image, site).toString() }] : []),
          { tagName: 'link', rel: 'canonical', href: new URL(PAGE_PATH, site).toString() },
        ]
      : []),
    ...structuredData.map((data) => ({ 'script:ld+json': data })),
  ]
}

export default function ProductReviewPage() {
  const { review } = useLoaderData<typeof loader>()
  return (
    <article>
      <ProductReviewHeader review={review}>{review.sample && <SampleContentNotice className="mt-5" />}</ProductReviewHeader>

      <div className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0">
            <div className="-mt-16 space-y-8">
              <SummaryCard review={review} />
              <TableOfContents sections={review.sections} />
            </div>

            <ProductReviewBody review={review} />
          </div>

          <div className="-mt-16 hidden lg:block">
            <QuickNav sections={review.sections} />
          </div>
        </div>
      </div>
    </article>
  )
}

export const ErrorBoundary = RouteErrorBoundary

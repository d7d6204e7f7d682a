import { data, useLoaderData } from 'react-router'
import { HandsOnGallery } from '~/components/review/hands-on-gallery.tsx'
import { QuickNav, TableOfContents } from '~/components/review/review-nav.tsx'
import { ReviewSection } from '~/components/review/review-section.tsx'
import { seededSection } from '~/components/review/seeded-section.tsx'
import { faqJsonLd, productJsonLd } from '~/components/review/structured-data.ts'
import { SummaryCard } from '~/components/review/summary-card.tsx'
import { ReviewHeader } from '~/components/review/review-header.tsx'
import { SampleContentNotice } from '~/components/content/sample-content-notice.tsx'
import { ReviewVerdict } from '~/components/review/review-verdict.tsx'
import { MarkdownBody } from '~/components/content/markdown-body.tsx'
import { findPublishedReview } from '~/domain/guides/find-review.server.ts'
import { SEEDED_TEXT } from '~/domain/guides/review-sections.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import type { Route } from './+types/review'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

/** GET /reviews/{slug}: any published review from the database (the seeded one is /reviews/example). */
export async function loader({ params }: Route.LoaderArgs) {
  // The article is content, not code: it comes with the page's data (and so does its structured
  // data, built here), so the page's JavaScript is the template alone. Structured data and social
  // previews need absolute addresses. Sections the owner wrote come as HTML rendered safely.
  const review = await findPublishedReview(await database(), params.slug)
  if (!review) throw data(null, { status: 404 })
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

export default function ReviewPage() {
  const { review } = useLoaderData<typeof loader>()
  const number = (id: (typeof review.sections)[number]) => review.sections.indexOf(id) + 1

  return (
    <article>
      <ReviewHeader review={review} />
      {review.sample && (
        <div className="mx-auto mt-4 max-w-6xl px-4 sm:px-6">
          <SampleContentNotice />
        </div>
      )}

      <div className="px-4 pb-20 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[minmax(0,1fr)_17rem]">
          <div className="min-w-0">
            <div className="-mt-16 space-y-8">
              <SummaryCard review={review} />
              <TableOfContents sections={review.sections} />
            </div>

            {review.sections.map((id) => {
              const html = review.html[id]
              if (id === 'verdict') {
                return <ReviewVerdict key={id} review={review} number={number(id)} closingHtml={html} closingText={html === undefined ? SEEDED_TEXT.closing : undefined} />
              }
              if (id === 'hands-on') {
                return (
                  <ReviewSection key={id} id={id} number={number(id)}>
                    {review.experience.images.length > 0 && <HandsOnGallery experience={review.experience} productName={review.productName} />}
                    <MarkdownBody html={html ?? ''} className="prose-safest mt-8 max-w-none text-[1.0625rem]" />
                  </ReviewSection>
                )
              }
              const seeded = html === undefined ? seededSection(id, review) : undefined
              return (
                <ReviewSection key={id} id={id} number={number(id)} intro={seeded?.intro}>
                  {seeded ? seeded.body : <MarkdownBody html={html!} className="prose-safest max-w-none text-[1.0625rem]" />}
                </ReviewSection>
              )
            })}
          </div>

          <div className="-mt-16 hidden lg:block">
            <QuickNav sections={review.sections} />
          </div>
        </div>
      </div>
    </article>
  )
}

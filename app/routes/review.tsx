import { Check, ThumbsDown, ThumbsUp, X } from '~/components/ui/icons.tsx'
import type * as React from 'react'
import { data, useLoaderData } from 'react-router'
import { ComparisonTable } from '~/components/review/comparison-table.tsx'
import { HandsOnGallery } from '~/components/review/hands-on-gallery.tsx'
import { JsonLd } from '~/components/json-ld.tsx'
import { RelatedProducts } from '~/components/review/related-products.tsx'
import { ReviewFaq } from '~/components/review/review-faq.tsx'
import { QuickNav, TableOfContents } from '~/components/review/review-nav.tsx'
import { ReviewSection } from '~/components/review/review-section.tsx'
import { faqJsonLd, productJsonLd } from '~/components/review/structured-data.ts'
import { SummaryCard } from '~/components/review/summary-card.tsx'
import { ReviewHeader } from '~/components/review/review-header.tsx'
import { CheckList, FactRow, ListCard } from '~/components/review/review-lists.tsx'
import { SampleContentNotice } from '~/components/content/sample-content-notice.tsx'
import { ReviewVerdict } from '~/components/review/review-verdict.tsx'
import { MarkdownBody } from '~/components/content/markdown-body.tsx'
import { findPublishedReview } from '~/domain/guides/find-guides.server.ts'
import { database } from '~/lib/db.server.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import { getEnv } from '~/lib/env.server.ts'
import { formatLongDate } from '~/lib/review-stars.ts'
import type { Route } from './+types/review'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

/** GET /reviews/{slug}: a published review from the database (the seeded one is /reviews/example). */
export async function loader({ params }: Route.LoaderArgs) {
  // The article is content, not code: it comes with the page's data (and so does its structured
  // data, built here), so the page's JavaScript is the template alone. Structured data and social
  // previews need absolute addresses. The hands-on section is the admin's Markdown, rendered safely.
  const review = await findPublishedReview(await database(), params.slug)
  if (!review) throw data(null, { status: 404 })
  const siteUrl = getEnv().SITE_URL
  const pagePath = `/reviews/${review.slug}`
  return {
    siteUrl, pagePath, review, experienceHtml: renderMarkdown(review.experience.content),
    structuredData: [productJsonLd(review, siteUrl, pagePath), faqJsonLd(review)],
  }
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Review | Safest' }]
  const { siteUrl: site, review, pagePath: PAGE_PATH } = data
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
          { property: 'og:image', content: new URL(review.experience.images[0].src, site).toString() },
          { tagName: 'link', rel: 'canonical', href: new URL(PAGE_PATH, site).toString() },
        ]
      : []),
  ]
}

export default function ReviewExample() {
  const { review, structuredData, experienceHtml } = useLoaderData<typeof loader>()
  const facts = review.productFacts

  return (
    <article>
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}

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
              <TableOfContents />
            </div>

            <ReviewSection id="product-facts">
              <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
                <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 self-start rounded-xl border bg-white p-6 shadow-sm">
                  <FactRow term="Brand" value={facts.brand} />
                  <FactRow term="Model" value={facts.model} />
                  <FactRow
                    term="Released"
                    value={<time dateTime={facts.releaseDate}>{formatLongDate(facts.releaseDate)}</time>}
                  />
                  <FactRow term="Warranty" value={facts.warranty} />
                  <FactRow term="Category" value={facts.category} />
                </dl>
                <div className="rounded-xl border bg-white p-6 shadow-sm">
                  <h3 className="font-semibold text-navy">Features</h3>
                  <CheckList items={facts.features} tone="good" className="mt-3" />
                </div>
              </div>
            </ReviewSection>

            <ReviewSection id="user-benefits" intro="What the Duo does for the people living with it.">
              <ol className="grid gap-4 sm:grid-cols-2">
                {review.benefits.map((b, i) => (
                  <li key={b} className="flex gap-4 rounded-xl border bg-white p-5 shadow-sm">
                    <span
                      aria-hidden
                      className="grid size-8 shrink-0 place-items-center rounded-full bg-secondary text-sm font-bold text-secondary-foreground"
                    >
                      {i + 1}
                    </span>
                    <p className="leading-relaxed text-slate-700">{b}</p>
                  </li>
                ))}
              </ol>
            </ReviewSection>

            <ReviewSection id="qualifications">
              <div className="rounded-xl border bg-white p-6 shadow-sm">
                <div className="flex items-center gap-4">
                  <span
                    aria-hidden
                    className="grid size-14 shrink-0 place-items-center rounded-full bg-gradient-to-br from-navy to-primary text-lg font-bold text-white"
                  >
                    {review.author
                      .split(' ')
                      .map((w) => w[0])
                      .join('')}
                  </span>
                  <div>
                    <p className="font-bold text-navy">{review.author}</p>
                    <p className="text-sm text-muted-foreground">Former firefighter and certified home inspector</p>
                  </div>
                </div>
                <CheckList items={review.qualifications} tone="good" className="mt-5" />
              </div>
            </ReviewSection>

            <ReviewSection id="hands-on">
              <HandsOnGallery experience={review.experience} productName={review.productName} />
              <MarkdownBody html={experienceHtml} className="prose-safest mt-8 max-w-none text-[1.0625rem]" />
            </ReviewSection>

            <ReviewSection
              id="comparison"
              intro={`How the Duo stacks up against a budget smoke-only alarm and a smart Wi-Fi alarm. ✓ means yes, ✗ means no and — means the maker doesn’t say.`}
            >
              <ComparisonTable productName="Hearthwise Duo" comparisons={review.comparisons} alternatives={review.alternatives} />
            </ReviewSection>

            <ReviewSection id="ideal-user">
              <div className="grid gap-6 md:grid-cols-2">
                <ListCard
                  title="Ideal for"
                  icon={<Check aria-hidden className="size-5" />}
                  tone="good"
                  items={review.idealUser}
                />
                <ListCard
                  title="Not ideal for"
                  icon={<X aria-hidden className="size-5" />}
                  tone="bad"
                  items={review.notIdealUser}
                />
              </div>
            </ReviewSection>

            <ReviewSection id="pros-and-cons">
              <div className="grid gap-6 md:grid-cols-2">
                <ListCard title="Pros" icon={<ThumbsUp aria-hidden className="size-5" />} tone="good" items={review.pros} />
                <ListCard title="Cons" icon={<ThumbsDown aria-hidden className="size-5" />} tone="bad" items={review.cons} />
              </div>
            </ReviewSection>

            <ReviewSection id="faq">
              <ReviewFaq faqs={review.faqs} />
            </ReviewSection>

            <ReviewSection id="related-products" intro="Other products that make a home safer from fire and carbon monoxide.">
              <RelatedProducts products={review.relatedProducts} />
            </ReviewSection>

            <ReviewVerdict review={review} />
          </div>

          <div className="-mt-16 hidden lg:block">
            <QuickNav />
          </div>
        </div>
      </div>
    </article>
  )
}

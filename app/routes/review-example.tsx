import { CalendarDays, Check, Clock, ThumbsDown, ThumbsUp, UserRound, X } from '~/components/ui/icons.tsx'
import type * as React from 'react'
import { Link, useLoaderData } from 'react-router'
import { ComparisonTable } from '~/components/review/comparison-table.tsx'
import { HandsOnGallery } from '~/components/review/hands-on-gallery.tsx'
import { JsonLd } from '~/components/review/json-ld.tsx'
import { RelatedProducts } from '~/components/review/related-products.tsx'
import { ReviewFaq } from '~/components/review/review-faq.tsx'
import { QuickNav, TableOfContents } from '~/components/review/review-nav.tsx'
import { ReviewSection } from '~/components/review/review-section.tsx'
import { StarRating } from '~/components/review/star-rating.tsx'
import { faqJsonLd, productJsonLd } from '~/components/review/structured-data.ts'
import { SummaryCard } from '~/components/review/summary-card.tsx'
import { REVIEW } from '~/content/review.ts'
import { getEnv } from '~/lib/env.server.ts'
import { formatLongDate, formatPrice, formatRating, formatReadingTime } from '~/lib/review-stars.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/review-example'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

const PAGE_PATH = '/reviews/example'

export function loader() {
  // The article is content, not code: it comes with the page's data (and so does its structured
  // data, built here), so the page's JavaScript is the template alone. Structured data and social
  // previews need absolute addresses.
  const siteUrl = getEnv().SITE_URL
  return { siteUrl, review: REVIEW, structuredData: [productJsonLd(REVIEW, siteUrl, PAGE_PATH), faqJsonLd(REVIEW)] }
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Review | Safest' }]
  const { siteUrl: site, review } = data
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
  const { review, structuredData } = useLoaderData<typeof loader>()
  const facts = review.productFacts
  const paragraphs = review.experience.content.split(/\n\s*\n/)

  return (
    <article>
      {structuredData.map((data, i) => (
        <JsonLd key={i} data={data} />
      ))}

      <header className="bg-gradient-to-br from-navy to-primary px-4 pt-10 pb-24 text-white sm:px-6 sm:pt-14 sm:pb-28">
        <div className="mx-auto max-w-6xl">
          <nav aria-label="Breadcrumb" className="text-sm text-blue-100">
            <ol className="flex flex-wrap items-center gap-1.5">
              <li>
                <Link to="/products" className="hover:text-white hover:underline">
                  Products
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li>
                <Link to="/products/home-safety" className="hover:text-white hover:underline">
                  {facts.category}
                </Link>
              </li>
              <li aria-hidden>/</li>
              <li aria-current="page">Review</li>
            </ol>
          </nav>
          <h1 className="mt-4 max-w-4xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {review.title}
          </h1>
          <ul className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-blue-50">
            <li className="flex items-center gap-2">
              <UserRound aria-hidden className="size-4 text-blue-200" />
              <span>
                By <span className="font-semibold text-white">{review.author}</span>
              </span>
            </li>
            <li className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-4 text-blue-200" />
              <span className="sr-only">Published </span>
              <time dateTime={review.publishDate}>{formatLongDate(review.publishDate)}</time>
            </li>
            <li className="flex items-center gap-2">
              <Clock aria-hidden className="size-4 text-blue-200" />
              <span>{formatReadingTime(review.readingTime)}</span>
            </li>
          </ul>
        </div>
      </header>

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
              <div className="prose-safest mt-8 max-w-none text-[1.0625rem]">
                {paragraphs.map((p) => (
                  <p key={p.slice(0, 40)}>{p}</p>
                ))}
              </div>
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

            <ReviewSection id="verdict">
              <div className="rounded-xl bg-gradient-to-br from-navy to-primary p-6 text-white shadow-sm sm:p-8">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <StarRating rating={review.rating} size="lg" />
                  <span className="text-2xl font-extrabold tabular-nums">{formatRating(review.rating)}</span>
                  <span className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold">{formatPrice(review.price)}</span>
                </div>
                <p className="mt-5 text-xl leading-relaxed font-medium">{review.verdict}</p>
                <p className="mt-4 leading-relaxed text-blue-100">
                  Whichever alarm you choose, the most important steps cost nothing: put one in every bedroom and on every level,
                  test them every month, and replace any alarm more than ten years old.
                </p>
                <a
                  href="#summary"
                  className="mt-6 inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-blue-100"
                >
                  Compare prices
                </a>
              </div>
            </ReviewSection>
          </div>

          <div className="-mt-16 hidden lg:block">
            <QuickNav />
          </div>
        </div>
      </div>
    </article>
  )
}

function FactRow({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      <dd className="font-medium text-navy">{value}</dd>
    </>
  )
}

function CheckList({ items, tone, className }: { items: string[]; tone: 'good' | 'bad'; className?: string }) {
  const Icon = tone === 'good' ? Check : X
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <Icon aria-hidden className={cn('mt-1 size-4 shrink-0', tone === 'good' ? 'text-emerald-600' : 'text-red-600')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

function ListCard({ title, icon, tone, items }: { title: string; icon: React.ReactNode; tone: 'good' | 'bad'; items: string[] }) {
  return (
    <div
      className={cn(
        'rounded-xl border bg-white p-6 shadow-sm',
        tone === 'good' ? 'border-t-4 border-t-emerald-500' : 'border-t-4 border-t-red-500',
      )}
    >
      <h3 className="flex items-center gap-2 text-lg font-bold text-navy">
        <span
          className={cn(
            'grid size-8 place-items-center rounded-full',
            tone === 'good' ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700',
          )}
        >
          {icon}
        </span>
        {title}
      </h3>
      <CheckList items={items} tone={tone} className="mt-4" />
    </div>
  )
}

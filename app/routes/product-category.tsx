import { ArrowLeft, Baby, BookOpen, ClipboardCheck, HeartPulse, House, Leaf, Lightbulb, ShieldCheck, Users } from '~/components/ui/icons.tsx'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { Link, useLoaderData } from 'react-router'
import { BuyersGuideDialog, SafetyChecklistDialog } from '~/components/products/category-resources.tsx'
import { BUYERS_GUIDE_ANCHOR, ProductCard, toProductCard } from '~/components/products/product-card.tsx'
import { ProductReviewCallout } from '~/components/products/product-review-callout.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { productCategoryBySlug } from '~/content/product-categories.ts'
import { SampleContentNotice } from '~/components/content/sample-content-notice.tsx'
import { findCategoryGuide, findProducts } from '~/domain/guides/find-guides.server.ts'
import { findFeaturedProductReview } from '~/domain/guides/find-product-review.server.ts'
import { notFoundPage } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/product-category'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

export const handle = { cache: { params: [] } } satisfies PageHandle

const ICONS = { baby: Baby, home: House, shield: ShieldCheck, heart: HeartPulse, leaf: Leaf, users: Users } as const

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: 'Page not found | Safest' }]
  return [
    { title: `${data.content.heroTitle} | Safest` },
    { name: 'description', content: data.content.heroText },
  ]
}

export async function loader({ params }: Route.LoaderArgs) {
  const category = productCategoryBySlug(params.category)
  if (!category) throw await notFoundPage('Category not found')
  const { slug, name, icon } = category
  // Most popular first: the first is the featured 'Most Popular' pick.
  const db = await database()
  const [all, content, featuredProductReview] = await Promise.all([findProducts(db), findCategoryGuide(db, slug), findFeaturedProductReview(db)])
  if (!content) throw await notFoundPage('Category not found')
  const products = all.filter((p) => p.category === name).slice(0, 3)
  return { category: { slug, name, icon }, content, products: products.map(toProductCard), sample: content.sample || products.some((p) => p.sample), review: featuredProductReview?.categorySlugs.includes(slug) ? featuredProductReview : null }
}

export default function ProductCategoryPage() {
  const { category, content, products, sample, review } = useLoaderData<typeof loader>()
  const Icon = ICONS[category.icon]
  const [featured, ...others] = products

  return (
    <div>
      <header className="bg-gradient-to-br from-navy to-primary px-4 py-12 text-white sm:px-6 sm:py-16">
        <div className="mx-auto max-w-7xl">
          <Link to="/" className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-100 hover:text-white hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> Back to Home
          </Link>
          <div className="mt-6 flex flex-col items-start gap-4 sm:flex-row sm:items-center">
            <span className="grid size-14 shrink-0 place-items-center rounded-xl bg-white/15 ring-1 ring-white/25">
              <Icon className="size-8" aria-hidden />
            </span>
            <h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{content.heroTitle}</h1>
          </div>
          <p className="mt-4 max-w-3xl text-lg text-blue-100">{content.heroText}</p>
          {sample && <SampleContentNotice className="mt-4" />}
        </div>
      </header>

      <TitledSection id="tips-heading" title={<>{category.name} Tips</>} className="mx-auto max-w-7xl px-4 py-12 sm:px-6" size="band">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.tips.map((tip) => (
            <li key={tip.title} className="rounded-xl border bg-white p-5 shadow-sm">
              <Lightbulb className="size-6 text-accent" aria-hidden />
              <h3 className="mt-3 font-semibold text-navy">{tip.title}</h3>
              <p className="mt-1 text-sm text-slate-700">{tip.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="top-products-heading" className="bg-muted/60 py-12">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <h2 id="top-products-heading" className="text-2xl font-bold tracking-tight text-navy sm:text-3xl">
            Top 3 {category.name} Products
          </h2>
          <p className="mt-2 text-muted-foreground">Chosen for safety, reliability and value, most popular first.</p>
          {featured && <ProductCard product={featured} featured eager className="mt-6" />}
          <ul className="mt-6 grid gap-6 lg:grid-cols-2">
            {others.map((p) => (
              <li key={p.id}>
                <ProductCard product={p} horizontal />
              </li>
            ))}
          </ul>
          {review && (
            <TitledSection id="category-review-heading" title={<>Our {category.name} review</>} className="mt-10">
              <ProductReviewCallout review={review} headingLevel="h3" className="mt-4" />
            </TitledSection>
          )}
          <div className="mt-10 flex flex-col items-center gap-4 rounded-xl border bg-white p-6 text-center shadow-sm sm:p-8">
            <h2 className="text-xl font-bold text-navy">Not sure what you need?</h2>
            <p className="max-w-xl text-muted-foreground">
              Answer 10 to 12 quick questions and get 4 recommendations matched to your home and family, or browse every product
              we recommend.
            </p>
            <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
              <Link to="/quiz" className={buttonVariants({ size: 'lg' })}>
                Take Safety Assessment
              </Link>
              <Link to="/products" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
                See All Products
              </Link>
            </div>
          </div>
        </div>
      </section>

      <TitledSection id="resources-heading" title={<>{category.name} Resources</>} className="mx-auto max-w-7xl px-4 py-12 sm:px-6" size="band">
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <article
            id={BUYERS_GUIDE_ANCHOR}
            className="flex scroll-mt-24 flex-col items-start gap-3 rounded-xl border bg-white p-6 shadow-sm target:ring-2 target:ring-primary"
          >
            <span className="grid size-12 place-items-center rounded-lg bg-secondary text-primary">
              <BookOpen className="size-6" aria-hidden />
            </span>
            <h3 className="text-xl font-bold text-navy">Buyer&apos;s Guide</h3>
            <p className="flex-1 text-slate-700">{content.buyersGuide.summary}</p>
            <BuyersGuideDialog categoryName={category.name} guide={content.buyersGuide} />
          </article>
          <article className="flex flex-col items-start gap-3 rounded-xl border bg-white p-6 shadow-sm">
            <span className="grid size-12 place-items-center rounded-lg bg-emerald-50 text-accent">
              <ClipboardCheck className="size-6" aria-hidden />
            </span>
            <h3 className="text-xl font-bold text-navy">Safety Checklist</h3>
            <p className="flex-1 text-slate-700">{content.checklist.summary}</p>
            <SafetyChecklistDialog categoryName={category.name} checklist={content.checklist} />
          </article>
        </div>
      </TitledSection>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary

import { X } from '~/components/ui/icons.tsx'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Form, Link, redirect, useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { ProductCard, toProductCard } from '~/components/products/product-card.tsx'
import { ProductFilters } from '~/components/products/product-filters.tsx'
import { ProductReviewCallout } from '~/components/products/product-review-callout.tsx'
import { Button } from '~/components/ui/button.tsx'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'
import { SampleContentNotice } from '~/components/content/sample-content-notice.tsx'
import { findProducts } from '~/domain/guides/find-guides.server.ts'
import { findFeaturedProductReview } from '~/domain/guides/find-product-review.server.ts'
import { database } from '~/lib/db.server.ts'
import { applyProductFilters, hasActiveFilters, parseProductFilters, productFilterParams, type ProductFilters as Filters } from '~/domain/products/filter-products.ts'
import type { Route } from './+types/products'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

export const handle = { cache: { params: ['q', 'category', 'rating', 'price', 'sort'] } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Safety Products | Safest' },
  {
    name: 'description',
    content:
      'Compare 18 recommended safety products across child, home, cyber, physical, environmental and elderly safety: ratings, prices and what each one does.',
  },
]

const SEARCH_DEBOUNCE_MS = 250

export async function loader({ url }: Route.LoaderArgs) {
  // The no-JavaScript form sends every field, empty ones too; answer with the short canonical URL.
  const canonical = productFilterParams(parseProductFilters(url.searchParams))
  if (canonical.toString() !== url.searchParams.toString()) {
    throw redirect(canonical.size ? `${url.pathname}?${canonical}` : url.pathname)
  }
  // All go to the page: filtering and sorting run on the URL, on the server and then live in the browser.
  const db = await database()
  const [all, featuredProductReview] = await Promise.all([findProducts(db), findFeaturedProductReview(db)])
  return { products: all.map((p) => ({ ...toProductCard(p), popularity: p.popularity })), sample: all.some((p) => p.sample), featuredProductReview }
}

/** Changing filters (only the query string) needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export default function ProductsPage() {
  const { products, sample, featuredProductReview } = useLoaderData<typeof loader>()
  const location = useLocation()
  const navigate = useNavigate()
  const searchRef = useRef<HTMLInputElement>(null)
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined)
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  const filters = useMemo(() => parseProductFilters(new URLSearchParams(location.search)), [location.search])
  // The search box answers every keystroke; the URL follows a moment later.
  const [q, setQ] = useState(filters.q)
  useEffect(() => {
    // Clear Filters and the back button change the URL: follow it unless the visitor is typing.
    if (document.activeElement !== searchRef.current) setQ(filters.q)
  }, [filters.q])
  useEffect(() => () => clearTimeout(debounce.current), [])

  const view: Filters = { ...filters, q }
  const results = applyProductFilters(products, view)

  const go = (next: Filters) => {
    clearTimeout(debounce.current)
    const params = productFilterParams(next)
    navigate({ pathname: '/products', search: params.size ? `?${params}` : '' }, { replace: true, preventScrollReset: true })
  }
  const onSearch = (value: string) => {
    setQ(value)
    clearTimeout(debounce.current)
    debounce.current = setTimeout(() => go({ ...filters, q: value }), SEARCH_DEBOUNCE_MS)
  }

  return (
    <div>
      <header className="bg-gradient-to-br from-navy to-primary px-4 py-14 text-center text-white sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Safety Products</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-blue-100">
          {products.length} products our reviewers recommend across six categories. Search, filter and sort to find the right
          one for your family.
        </p>
        {sample && <SampleContentNotice className="mt-4" />}
        <nav aria-label="Product categories" className="mx-auto mt-6 flex max-w-4xl flex-wrap justify-center gap-2">
          {PRODUCT_CATEGORIES.map((c) => (
            <Link
              key={c.slug}
              to={`/products/${c.slug}`}
              className="rounded-full bg-white/10 px-3 py-1.5 text-sm font-medium ring-1 ring-white/25 transition hover:bg-white/20"
            >
              {c.name}
            </Link>
          ))}
        </nav>
      </header>

      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <ProductFilters view={view} hydrated={hydrated} searchRef={searchRef} onSearch={onSearch} onChange={go} />

        <section aria-labelledby="product-results" className="mt-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="product-results" className="text-xl font-bold text-navy" aria-live="polite">
              {results.length} {results.length === 1 ? 'Product' : 'Products'}
            </h2>
            {/* A GET form to the bare page: a real button that also works without JavaScript. */}
            <Form action="/products" method="get" replace preventScrollReset>
              <Button
                type="submit"
                variant="outline"
                size="sm"
                onClick={() => {
                  clearTimeout(debounce.current)
                  setQ('')
                }}
                disabled={!hasActiveFilters(view)}
              >
                <X aria-hidden /> Clear Filters
              </Button>
            </Form>
          </div>
          {results.length === 0 ? (
            <div className="mt-6 rounded-xl border border-dashed p-12 text-center">
              <p className="text-lg font-semibold text-navy">No products found</p>
              <p className="mt-1 text-muted-foreground">Try adjusting your filters or search query</p>
            </div>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {results.map((p, i) => (
                <li key={p.id}>
                  <ProductCard product={p} eager={i < 3} />
                </li>
              ))}
            </ul>
          )}
        </section>

        {featuredProductReview && (
          <TitledSection id="featured-review-heading" title="From our reviewers" className="mt-12">
            <ProductReviewCallout review={featuredProductReview} headingLevel="h3" className="mt-4" />
          </TitledSection>
        )}
      </div>
    </div>
  )
}

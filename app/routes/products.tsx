import { Search, X } from '~/components/ui/icons.tsx'
import { useEffect, useMemo, useRef, useState } from 'react'
import { Form, Link, redirect, useLoaderData, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router'
import { ProductCard, toProductCard } from '~/components/products/product-card.tsx'
import { ReviewCallout } from '~/components/products/review-callout.tsx'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import { Select } from '~/components/ui/select.tsx'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'
import { PRODUCTS } from '~/content/products.ts'
import {
  applyProductFilters,
  hasActiveFilters,
  MAX_SEARCH_LENGTH,
  parseProductFilters,
  PRICE_OPTIONS,
  productFilterParams,
  RATING_OPTIONS,
  SORT_OPTIONS,
  type ProductFilters,
} from '~/domain/products/filter-products.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/products'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

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

export function loader({ url }: Route.LoaderArgs) {
  // The no-JavaScript form sends every field, empty ones too; answer with the short canonical URL.
  const canonical = productFilterParams(parseProductFilters(url.searchParams))
  if (canonical.toString() !== url.searchParams.toString()) {
    throw redirect(canonical.size ? `${url.pathname}?${canonical}` : url.pathname)
  }
  // All 18 go to the page: filtering and sorting run on the URL, on the server and then live in the browser.
  const products = [...PRODUCTS].sort((a, b) => a.popularity - b.popularity).map((p) => ({ ...toProductCard(p), popularity: p.popularity }))
  return { products }
}

/** The catalogue is static: changing filters (only the query string) needs no new data. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.pathname === nextUrl.pathname) return false
  return defaultShouldRevalidate
}

export default function ProductsPage() {
  const { products } = useLoaderData<typeof loader>()
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

  const view: ProductFilters = { ...filters, q }
  const results = applyProductFilters(products, view)

  const go = (next: ProductFilters) => {
    clearTimeout(debounce.current)
    const params = productFilterParams(next)
    navigate({ pathname: '/products', search: params.size ? `?${params}` : '' }, { replace: true, preventScrollReset: true })
  }
  const setFilter = <K extends keyof ProductFilters>(key: K, value: ProductFilters[K]) => go({ ...view, [key]: value })
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
        <form
          method="get"
          action="/products"
          role="search"
          aria-label="Filter products"
          className="grid grid-cols-2 gap-3 rounded-xl border bg-white p-4 shadow-sm sm:gap-4 sm:p-6 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]"
          onSubmit={(e) => {
            if (!hydrated) return
            e.preventDefault()
            go(view)
          }}
        >
          <div className="col-span-2 flex flex-col gap-2 lg:col-span-1">
            <Label htmlFor="product-search">Search</Label>
            <div className="relative">
              <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                ref={searchRef}
                id="product-search"
                name="q"
                type="search"
                value={q}
                maxLength={MAX_SEARCH_LENGTH}
                placeholder="Search products..."
                autoComplete="off"
                className="pl-9"
                onChange={(e) => onSearch(e.target.value)}
              />
            </div>
          </div>
          <FilterSelect className="col-span-2 sm:col-span-1" id="product-category" name="category" label="Category" value={view.category ?? ''} onChange={(v) => setFilter('category', v ? (v as ProductFilters['category']) : null)}>
            <option value="">All Categories</option>
            {PRODUCT_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="product-rating" name="rating" label="Rating" value={view.rating ?? ''} onChange={(v) => setFilter('rating', v ? (v as ProductFilters['rating']) : null)}>
            <option value="">All Ratings</option>
            {RATING_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="product-price" name="price" label="Price" value={view.price ?? ''} onChange={(v) => setFilter('price', v ? (v as ProductFilters['price']) : null)}>
            <option value="">All Prices</option>
            {PRICE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect id="product-sort" name="sort" label="Sort by" value={view.sort} onChange={(v) => setFilter('sort', v as ProductFilters['sort'])}>
            {SORT_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </FilterSelect>
          {!hydrated && (
            <div className="col-span-2 lg:col-span-5">
              <Button type="submit">Apply</Button>
            </div>
          )}
        </form>

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

        <section aria-labelledby="featured-review-heading" className="mt-12">
          <h2 id="featured-review-heading" className="text-xl font-bold text-navy">
            From our reviewers
          </h2>
          <ReviewCallout headingLevel="h3" className="mt-4" />
        </section>
      </div>
    </div>
  )
}

function FilterSelect({
  id,
  name,
  label,
  value,
  onChange,
  children,
  className,
}: {
  id: string
  name: string
  label: string
  className?: string
  value: string
  onChange: (value: string) => void
  children: React.ReactNode
}) {
  return (
    <div className={cn('flex min-w-0 flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </Select>
    </div>
  )
}

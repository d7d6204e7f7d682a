import { isProductCategorySlug, productCategoryBySlug, type ProductCategorySlug } from '~/content/product-categories.ts'
import type { GuideProduct } from '~/domain/guides/model.ts'
import { searchText } from '~/lib/control-characters.ts'

/**
 * Spec §5 Products filters: search (name or description), category, rating, price, and the sort
 * selector, which here actually sorts. Pure functions, shared by the server render and the browser.
 * (Plain code rather than zod: this also runs in the browser.)
 */

/** The fields the filters and sorts read. */
export type FilterableProduct = Pick<GuideProduct, 'name' | 'description' | 'category' | 'rating' | 'priceRange' | 'popularity'>

export const RATING_OPTIONS = [
  { value: '4.5', label: 'At least 4.5', min: 4.5 },
  { value: '4.0', label: 'At least 4.0', min: 4.0 },
  { value: '3.5', label: 'At least 3.5', min: 3.5 },
] as const
export type RatingFilter = (typeof RATING_OPTIONS)[number]['value']

/** Price bands on the first number of priceRange: under 50, 50 to 100, over 100 up to 200, over 200. */
export const PRICE_OPTIONS = [
  { value: 'under-50', label: 'Under $50', test: (n: number) => n < 50 },
  { value: '50-100', label: '$50 to $100', test: (n: number) => n >= 50 && n <= 100 },
  { value: '100-200', label: 'Over $100 up to $200', test: (n: number) => n > 100 && n <= 200 },
  { value: 'over-200', label: 'Over $200', test: (n: number) => n > 200 },
] as const
export type PriceFilter = (typeof PRICE_OPTIONS)[number]['value']

export const SORT_OPTIONS = [
  { value: 'popularity', label: 'Popularity' },
  { value: 'rating-desc', label: 'Rating high to low' },
  { value: 'rating-asc', label: 'Rating low to high' },
  { value: 'price-desc', label: 'Price high to low' },
  { value: 'price-asc', label: 'Price low to high' },
] as const
export type ProductSort = (typeof SORT_OPTIONS)[number]['value']

export interface ProductFilters {
  q: string
  category: ProductCategorySlug | null
  rating: RatingFilter | null
  price: PriceFilter | null
  sort: ProductSort
}

export const DEFAULT_PRODUCT_FILTERS: ProductFilters = { q: '', category: null, rating: null, price: null, sort: 'popularity' }

export const MAX_SEARCH_LENGTH = 100

/** The first number in a price range ('$3-$10/month' → 3, '$1,299' → 1299); NaN when there is none. */
export function firstPrice(priceRange: string): number {
  const match = /\d[\d,]*(?:\.\d+)?/.exec(priceRange)
  return match ? Number(match[0].replaceAll(',', '')) : Number.NaN
}

export function matchesSearch(product: FilterableProduct, q: string): boolean {
  const needle = q.trim().toLowerCase()
  if (!needle) return true
  return product.name.toLowerCase().includes(needle) || product.description.toLowerCase().includes(needle)
}

export function matchesCategory(product: FilterableProduct, category: ProductCategorySlug | null): boolean {
  if (!category) return true
  return productCategoryBySlug(category)?.name === product.category
}

export function matchesRating(product: FilterableProduct, rating: RatingFilter | null): boolean {
  if (!rating) return true
  const min = RATING_OPTIONS.find((o) => o.value === rating)!.min
  return product.rating >= min
}

export function matchesPrice(product: FilterableProduct, price: PriceFilter | null): boolean {
  if (!price) return true
  const n = firstPrice(product.priceRange)
  return !Number.isNaN(n) && PRICE_OPTIONS.find((o) => o.value === price)!.test(n)
}

/** Every filter at once (they combine); keeps the input order. */
export function filterProducts<P extends FilterableProduct>(products: readonly P[], filters: ProductFilters): P[] {
  return products.filter(
    (p) =>
      matchesSearch(p, filters.q) &&
      matchesCategory(p, filters.category) &&
      matchesRating(p, filters.rating) &&
      matchesPrice(p, filters.price),
  )
}

/** A new array in the chosen order; ties (and products without a price) fall back to popularity. */
export function sortProducts<P extends FilterableProduct>(products: readonly P[], sort: ProductSort): P[] {
  const byPopularity = (a: P, b: P) => a.popularity - b.popularity
  const price = (p: P) => firstPrice(p.priceRange)
  const byPrice = (dir: 1 | -1) => (a: P, b: P) => {
    const pa = price(a)
    const pb = price(b)
    if (Number.isNaN(pa) || Number.isNaN(pb)) return Number(Number.isNaN(pa)) - Number(Number.isNaN(pb)) || byPopularity(a, b)
    return dir * (pa - pb) || byPopularity(a, b)
  }
  const compare: Record<ProductSort, (a: P, b: P) => number> = {
    popularity: byPopularity,
    'rating-desc': (a, b) => b.rating - a.rating || byPopularity(a, b),
    'rating-asc': (a, b) => a.rating - b.rating || byPopularity(a, b),
    'price-desc': byPrice(-1),
    'price-asc': byPrice(1),
  }
  return [...products].sort(compare[sort])
}

/** Filter, then sort: the list the products page shows. */
export function applyProductFilters<P extends FilterableProduct>(products: readonly P[], filters: ProductFilters): P[] {
  return sortProducts(filterProducts(products, filters), filters.sort)
}

const isRating = (v: string | null): v is RatingFilter => RATING_OPTIONS.some((o) => o.value === v)
const isPrice = (v: string | null): v is PriceFilter => PRICE_OPTIONS.some((o) => o.value === v)
const isSort = (v: string | null): v is ProductSort => SORT_OPTIONS.some((o) => o.value === v)

/**
 * Reads the filters from URL search params (?q, category, rating, price, sort). Unknown or malformed
 * values fall back to the defaults: a shared or hand-edited URL never errors.
 */
export function parseProductFilters(params: URLSearchParams): ProductFilters {
  const category = params.get('category')?.trim().toLowerCase() ?? ''
  const ratingRaw = params.get('rating')?.trim() ?? ''
  // Accept '4' as well as '4.0'.
  const ratingNumber = Number(ratingRaw)
  const rating = ratingRaw && Number.isFinite(ratingNumber) ? ratingNumber.toFixed(1) : null
  const price = params.get('price')?.trim().toLowerCase() ?? null
  const sort = params.get('sort')?.trim().toLowerCase() ?? null
  return {
    q: searchText(params.get('q'), MAX_SEARCH_LENGTH),
    category: isProductCategorySlug(category) ? category : null,
    rating: isRating(rating) ? rating : null,
    price: isPrice(price) ? price : null,
    sort: isSort(sort) ? sort : 'popularity',
  }
}

/** Writes filters back to search params in a fixed order, leaving defaults out so URLs stay short. */
export function productFilterParams(filters: Partial<ProductFilters>): URLSearchParams {
  const params = new URLSearchParams()
  const q = filters.q?.trim().slice(0, MAX_SEARCH_LENGTH)
  if (q) params.set('q', q)
  if (filters.category) params.set('category', filters.category)
  if (filters.rating) params.set('rating', filters.rating)
  if (filters.price) params.set('price', filters.price)
  if (filters.sort && filters.sort !== 'popularity') params.set('sort', filters.sort)
  return params
}

/** True when any filter or a non-default sort is set (Clear Filters has something to clear). */
export function hasActiveFilters(filters: ProductFilters): boolean {
  return productFilterParams(filters).size > 0
}

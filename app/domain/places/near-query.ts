import { DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { searchText } from '~/lib/control-characters.ts'

export const NEAR_PAGE_SIZE = 12
export const DEFAULT_RADIUS = 25
export const MIN_RADIUS = 5
export const MAX_RADIUS = 100
/** The radius menu's choices (any whole number of miles from 5 to 100 is read from a URL). */
export const RADIUS_CHOICES = [5, 10, 25, 50, 100] as const

export type NearSort = 'distance' | 'score' | 'rating'
export const NEAR_SORTS: { value: NearSort; label: string }[] = [
  { value: 'distance', label: 'Distance' },
  { value: 'score', label: 'Safety Score' },
  { value: 'rating', label: 'Rating' },
]

/** /search's query: `?q=&near=&radius=&category=&sort=&page=` (a position never comes in the URL). */
export interface NearQuery {
  q: string
  /** A ZIP code or a city name ("80202", "Denver", "Boulder, CO"); '' when none. */
  near: string
  radius: number
  category: (typeof DIRECTORY_CATEGORIES)[number]['value'] | null
  /** null: the default (Distance when a place is known, else Safety Score). */
  sort: NearSort | null
  page: number
}

const CATEGORY_VALUES: readonly string[] = DIRECTORY_CATEGORIES.map((c) => c.value)

/** Reads /search's parameters; anything malformed or out of range falls back to its default. No zod: it runs in the browser too. */
export function parseNearQuery(params: URLSearchParams): NearQuery {
  const radius = Number(params.get('radius') ?? '')
  const category = params.get('category')?.toLowerCase() ?? ''
  const sort = params.get('sort')
  const page = Number(params.get('page') ?? '1')
  return {
    q: searchText(params.get('q')),
    near: searchText(params.get('near')),
    radius: Number.isInteger(radius) && radius >= MIN_RADIUS && radius <= MAX_RADIUS ? radius : DEFAULT_RADIUS,
    category: CATEGORY_VALUES.includes(category) ? (category as NearQuery['category']) : null,
    sort: sort === 'distance' || sort === 'score' || sort === 'rating' ? sort : null,
    page: Number.isInteger(page) && page >= 1 && page <= 1_000 ? page : 1,
  }
}

/** A /search URL for `query` changed by `patch`, defaults left out. */
export function nearHref(query: Partial<NearQuery>, patch: Partial<NearQuery> = {}): `/${string}` {
  const q = { ...query, ...patch }
  const params = new URLSearchParams()
  if (q.q) params.set('q', q.q)
  if (q.near) params.set('near', q.near)
  if (q.radius && q.radius !== DEFAULT_RADIUS) params.set('radius', String(q.radius))
  if (q.category) params.set('category', q.category)
  if (q.sort) params.set('sort', q.sort)
  if (q.page && q.page > 1) params.set('page', String(q.page))
  return params.size ? `/search?${params}` : '/search'
}

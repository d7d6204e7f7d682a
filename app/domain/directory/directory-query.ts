import type { BadgeType } from '~/lib/db-schema.ts'
import { BADGE_LABELS, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { searchText } from '~/lib/control-characters.ts'

export const DIRECTORY_PAGE_SIZE = 12

export type SortKey = 'score' | 'rating'
export type SortDir = 'asc' | 'desc'

export interface DirectoryQuery {
  q: string
  /** A directory category, or null for All Categories. */
  category: (typeof DIRECTORY_CATEGORIES)[number]['value'] | null
  /** Directory badges a business must hold (current awards of each). */
  badges: BadgeType[]
  sort: SortKey
  dir: SortDir
  page: number
  /** Kept from the Find Safe Businesses dialog (state abbreviation), for links back. */
  state: string | null
}

const CATEGORY_VALUES: readonly string[] = DIRECTORY_CATEGORIES.map((c) => c.value)
// BADGE_LABELS has a key for each badge type (its type says so) and the city page loads it anyway
// for its filters; db-schema's list would be one more script to fetch (each page's JavaScript budget).
const isBadge = (v: string): v is BadgeType => Object.hasOwn(BADGE_LABELS, v)

/** Each directory badge's id in the badge catalog (`badges`): the values of the URL's `?badge=`. */
export const DIRECTORY_BADGE_IDS: Record<BadgeType, string> = { osha: 'osha-compliant', state: 'state-certified', city: 'local-safety-leader' }
const badgeOfId = (id: string) => (Object.keys(DIRECTORY_BADGE_IDS) as BadgeType[]).find((b) => DIRECTORY_BADGE_IDS[b] === id)

/**
 * Reads the directory's filters from URL search params (?q, category, badge, sort, dir, page, state).
 * Unknown or malformed values fall back to defaults: a shared or hand-edited URL never errors.
 * (Plain code rather than zod: this also runs in the browser, where zod would be dead weight.)
 */
export function parseDirectoryQuery(params: URLSearchParams): DirectoryQuery {
  const category = params.get('category')?.toLowerCase() ?? ''
  const sort = params.get('sort')
  const dir = params.get('dir')
  const page = Number(params.get('page') ?? '1')
  const state = params.get('state') ?? ''
  return {
    q: searchText(params.get('q')),
    category: CATEGORY_VALUES.includes(category) ? (category as DirectoryQuery['category']) : null,
    badges: [...new Set(params.getAll('badge').map(badgeOfId))].filter((b) => b !== undefined),
    sort: sort === 'rating' ? 'rating' : 'score',
    dir: dir === 'asc' ? 'asc' : 'desc',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    state: /^[A-Za-z]{2}$/.test(state) ? state.toUpperCase() : null,
  }
}

/** Writes a query back to search params, leaving defaults out so URLs stay short. */
export function directorySearchParams(query: Partial<DirectoryQuery>): URLSearchParams {
  const params = new URLSearchParams()
  if (query.state) params.set('state', query.state)
  if (query.q) params.set('q', query.q)
  if (query.category) params.set('category', query.category)
  for (const badge of query.badges ?? []) params.append('badge', DIRECTORY_BADGE_IDS[badge])
  if (query.sort && query.sort !== 'score') params.set('sort', query.sort)
  if (query.dir && query.dir !== 'desc') params.set('dir', query.dir)
  if (query.page && query.page > 1) params.set('page', String(query.page))
  return params
}

/** Spec §2: clicking the current sort key flips direction; a new key starts descending. */
export function nextSort(current: Pick<DirectoryQuery, 'sort' | 'dir'>, key: SortKey): Pick<DirectoryQuery, 'sort' | 'dir'> {
  if (current.sort === key) return { sort: key, dir: current.dir === 'desc' ? 'asc' : 'desc' }
  return { sort: key, dir: 'desc' }
}

/** A city directory's URL (`base`, e.g. /city/denver) for `query` changed by `patch`. */
export function directoryHref(base: `/${string}`, query: Partial<DirectoryQuery>, patch: Partial<DirectoryQuery> = {}): `/${string}` {
  const params = directorySearchParams({ ...query, ...patch })
  return params.size ? `${base}?${params}` : base
}

/**
 * The URL's older parameter names (`?type=`, `?cert=osha|state|city`) in today's (`?category=`,
 * `?badge={catalog id}`), or null when the URL has none: shared and bookmarked links keep working.
 */
function withCurrentNames(params: URLSearchParams): URLSearchParams | null {
  if (!params.has('type') && !params.has('cert')) return null
  const next = new URLSearchParams(params)
  const type = next.get('type')
  if (type && !next.has('category')) next.set('category', type)
  for (const cert of next.getAll('cert')) if (isBadge(cert)) next.append('badge', DIRECTORY_BADGE_IDS[cert])
  next.delete('type')
  next.delete('cert')
  return next
}

/**
 * The answers that are redirects to the canonical URL: older parameter names; the no-JavaScript
 * forms' Reset Filters (?reset), which keeps only the state; a sort button (?sort_key), which applies
 * nextSort and goes back to page 1. Null for any other URL.
 */
export function directoryRedirect(url: URL): `/${string}` | null {
  const base = url.pathname as `/${string}`
  const renamed = withCurrentNames(url.searchParams)
  const params = renamed ?? url.searchParams
  const current = parseDirectoryQuery(params)
  if (params.has('reset')) return directoryHref(base, { state: current.state })
  const key = params.get('sort_key')
  if (key === 'score' || key === 'rating') return directoryHref(base, current, { ...nextSort(current, key), page: 1 })
  return renamed ? directoryHref(base, current) : null
}

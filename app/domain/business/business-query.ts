import { searchText } from '~/lib/control-characters.ts'
/** The businesses tables (admin, member dashboard): search, sort and page, read from the URL. */
export const BUSINESS_SORTS = ['name', 'category', 'city', 'rating', 'safety_score', 'status', 'updated_at'] as const
export type BusinessSort = (typeof BUSINESS_SORTS)[number]

export const BUSINESSES_PAGE_SIZE = 25

export interface BusinessQuery {
  q: string
  sort: BusinessSort
  dir: 'asc' | 'desc'
  page: number
}

/** Junk falls back to the defaults: a URL can never make the query fail. */
export function parseBusinessQuery(params: URLSearchParams): BusinessQuery {
  const sort = params.get('sort')
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    q: searchText(params.get('q')),
    sort: (BUSINESS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as BusinessSort) : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  }
}

import { searchText } from '~/lib/control-characters.ts'
/** The listings tables (admin, member dashboard): search, sort and page, read from the URL. */
export const LISTING_SORTS = ['name', 'type', 'city', 'rating', 'safety_score', 'status', 'updated_at'] as const
export type ListingSort = (typeof LISTING_SORTS)[number]

export const LISTINGS_PAGE_SIZE = 25

export interface ListingQuery {
  q: string
  sort: ListingSort
  dir: 'asc' | 'desc'
  page: number
}

/** Junk falls back to the defaults: a URL can never make the query fail. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sort = params.get('sort')
  const page = Number.parseInt(params.get('page') ?? '', 10)
  return {
    q: searchText(params.get('q')),
    sort: (LISTING_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ListingSort) : 'name',
    dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 100_000) : 1,
  }
}

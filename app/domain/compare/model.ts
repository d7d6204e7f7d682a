import type { AwardSummary } from '~/domain/award/model.ts'
import type { RecordComponent } from '~/domain/safety-record/model.ts'
import { searchText } from '~/lib/control-characters.ts'
import { isUuid } from '~/lib/uuid.ts'

/** The most businesses /compare shows side by side (the tray's limit too). */
export const MAX_COMPARED_BUSINESSES = 3

/** /compare's query: `?ids=a,b,c&near=` (no personal data: a cacheable URL). */
export interface CompareQuery {
  /** Business ids (uuids), in the order picked, without duplicates; others are left out. */
  ids: string[]
  /** A ZIP code or city name to measure distances from; '' when none. */
  near: string
}

/** Reads /compare's parameters; anything malformed is left out. */
export function parseCompareQuery(params: URLSearchParams): CompareQuery {
  const ids = [...new Set(params.getAll('ids').join(',').split(',').map((s) => s.trim().toLowerCase()).filter(isUuid))].slice(0, MAX_COMPARED_BUSINESSES)
  return { ids, near: searchText(params.get('near')) }
}

/** The /compare URL of these businesses (and place). */
export function compareHref(ids: readonly string[], near = ''): `/${string}` {
  const params = new URLSearchParams()
  if (ids.length) params.set('ids', ids.join(','))
  if (near) params.set('near', near)
  return params.size ? `/compare?${params.toString().replaceAll('%2C', ',')}` : '/compare'
}

/** One column of /compare: what the business page shows of its score, awards and rating, and its distance. */
export interface ComparedBusiness {
  id: string
  name: string
  category: string
  cityName: string
  state: string
  href: `/${string}`
  safetyScore: number | null
  auditedLabel: string
  /** Its safety record's components (as its page shows them); null without a component breakdown. */
  components: RecordComponent[] | null
  /** Every award on record, current first. */
  awards: AwardSummary[]
  rating: number
  reviewCount: number
  /** "3.2 mi" from the place asked for; null without a place or a point. */
  distance: string | null
}

export interface ComparePage {
  businesses: ComparedBusiness[]
  /** The place distances are measured from ("Denver, CO"), or null. */
  placeLabel: string | null
  /** The place typed that was not found, with places of a like name. */
  notFound: { place: string; suggestions: string[]; ambiguous: boolean } | null
}


import { sql, type ExpressionBuilder } from 'kysely'
import { categoryLabel } from '~/lib/categories.ts'
import { BUSINESS_CATEGORIES, type BadgeType, type BusinessCategory, type Database } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import type { BadgeEvidence, ScoreComponents } from '~/lib/score-model.ts'
import { LISTINGS_PAGE_SIZE, type ListingQuery } from './listing-query.ts'

/** Deep pages are bounded (offset pagination): past them, a search narrows the list. */
export const MAX_PAGES = 400
/**
 * A search counts its matches up to here ("1,000+ listings"), so 40 pages of them: counting a
 * common word's 50,000 matches in a million rows read a fifth of the table (~0.4 s); past the
 * first thousand an administrator narrows the search rather than paging.
 */
export const MAX_COUNTED = 1_000

export interface ListingRow {
  id: string
  name: string
  type: BusinessCategory
  description: string
  rating: number
  safetyScore: number
  address: string
  phone: string | null
  email: string | null
  website: string | null
  certifications: string[]
  badges: BadgeType[]
  status: 'published' | 'hidden'
  cityId: number | null
  cityName: string | null
  citySlug: string | null
  state: string | null
  updatedAt: string
  auditedOn: string | null
  scoreComponents: ScoreComponents | null
  badgeEvidence: BadgeEvidence
}

export interface ListingPage {
  listings: ListingRow[]
  /** Listings that match; a search stops counting past MAX_COUNTED (then `totalIsLowerBound`). */
  total: number
  totalIsLowerBound: boolean
  page: number
  pageCount: number
}

const SORT_COLUMNS = {
  name: 'businesses.name',
  type: 'businesses.category',
  city: 'cities.name',
  rating: 'businesses.rating',
  safety_score: 'businesses.safety_score',
  status: 'businesses.status',
  updated_at: 'businesses.updated_at',
} as const

/**
 * Every listing for the admin table (published and hidden, with or without a city), or the
 * published ones for the members' listings dashboard: searched, sorted and paginated in SQL.
 */
export async function findListings(db: DB, query: ListingQuery, options: { includeHidden: boolean }): Promise<ListingPage> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  // Each branch of the search has an index (trigram on name and address, btree on category,
  // city_id for the cities whose name matches), so PostgreSQL combines them instead of scanning.
  const needle = query.q.toLowerCase()
  const types = BUSINESS_CATEGORIES.filter((c) => c.includes(needle) || categoryLabel(c).toLowerCase().includes(needle))
  const cityIds = query.q === '' ? [] : (await db.selectFrom('cities').select('id').where('name', 'ilike', pattern).limit(1000).execute()).map((c) => c.id)
  const filtered = db
    .selectFrom('businesses')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .$if(!options.includeHidden, (qb) => qb.where('businesses.status', '=', 'published'))
    .$if(query.q !== '', (qb) =>
      qb.where((eb: ExpressionBuilder<Database & { cities: Database['cities'] }, 'businesses' | 'cities'>) =>
        eb.or([
          eb('businesses.name', 'ilike', pattern),
          eb('businesses.address', 'ilike', pattern),
          ...(types.length > 0 ? [eb('businesses.category', 'in', types)] : []),
          ...(cityIds.length > 0 ? [eb('businesses.city_id', 'in', cityIds)] : []),
        ]),
      ),
    )
  // Without a search the totals come from a row kept by triggers; a search counts at most
  // MAX_COUNTED matches (a million-row table is never counted to show "1,000+").
  const total = query.q === '' ? await listingTotal(db, options.includeHidden) : (await db.selectFrom(filtered.select(sql`1`.as('one')).limit(MAX_COUNTED + 1).as('matches')).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n
  const shown = query.q === '' ? total : Math.min(total, MAX_COUNTED)
  const pageCount = Math.min(MAX_PAGES, Math.max(1, Math.ceil(shown / LISTINGS_PAGE_SIZE)))
  const page = Math.min(query.page, pageCount)
  const rows = await filtered
    .select([
      'businesses.id',
      'businesses.name',
      'businesses.category as type',
      'businesses.description',
      'businesses.rating',
      'businesses.safety_score as safetyScore',
      'businesses.address',
      'businesses.phone',
      'businesses.email',
      'businesses.website',
      'businesses.certifications',
      'businesses.badges',
      'businesses.status',
      'businesses.city_id as cityId',
      'businesses.updated_at as updatedAt',
      'cities.name as cityName',
      'cities.slug as citySlug',
      'cities.state as state',
      'businesses.audited_on as auditedOn',
      'businesses.score_components as scoreComponents',
      'businesses.badge_evidence as badgeEvidence',
    ])
    // One direction for the key and its tie-breakers, so a (key, name, id) index serves both
    // directions (migration 0010) and deep pages do not sort a million rows. Only the city can be null.
    // With a search, matches are gathered through the search indexes first, then sorted: walking
    // the sort index and filtering would read most of a million rows for a rare term.
    .$if(query.q !== '', (qb) => qb.orderBy(sql`${sql.ref(SORT_COLUMNS[query.sort])} is null`))
    .$call((qb) => (query.sort === 'city' ? qb.orderBy(sql`cities.name ${sql.raw(query.dir)} nulls last`) : qb.orderBy(SORT_COLUMNS[query.sort], query.dir)))
    .orderBy('businesses.name', query.dir)
    .orderBy('businesses.id', query.dir)
    .limit(LISTINGS_PAGE_SIZE)
    .offset((page - 1) * LISTINGS_PAGE_SIZE)
    .execute()
  return {
    listings: rows.map((r) => ({ ...r, rating: Number(r.rating), updatedAt: new Date(r.updatedAt).toISOString() })),
    total: shown,
    totalIsLowerBound: query.q !== '' && total > MAX_COUNTED,
    page,
    pageCount,
  }
}

async function listingTotal(db: DB, includeHidden: boolean): Promise<number> {
  const totals = await db.selectFrom('listing_totals').select(['total', 'published']).executeTakeFirstOrThrow()
  return Number(includeHidden ? totals.total : totals.published)
}

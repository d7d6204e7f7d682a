import { sql, type ExpressionBuilder } from 'kysely'
import type { BusinessCategory, Database } from '~/lib/db-schema.ts'
import type { SafetyRecord } from '~/domain/safety-record/model.ts'
import type { DB } from '~/lib/db.server.ts'
import { DIRECTORY_PAGE_SIZE, type DirectoryQuery } from '../directory/directory-query.ts'
import { todayIso } from '~/lib/audit-dates.ts'
import { awardStatus, type AwardSummary } from '~/domain/award/model.ts'
import { cardFields, recordOrEmpty, safetyRecordColumn, safetySummaryColumn } from '~/domain/safety-record/read-safety-record.server.ts'
import type { BusinessDetails, BusinessPage, BusinessProfile, BusinessSummary } from './types.ts'
import { pageOf } from '~/lib/paging.ts'

/** A business as a city page reads it: its card, and the phone its JSON-LD names. */
export type CityPageBusiness = BusinessSummary & { phone: string | null }

/** What a business shows besides its category, city and slug: shared by the directory and the businesses tables. */
export const businessDetailColumns = [
  'businesses.id',
  'businesses.name',
  'businesses.description',
  'businesses.address',
  'businesses.phone',
  'businesses.email',
  'businesses.website',
  'businesses.certifications',
] as const

type AwardRow = Omit<AwardSummary, 'status' | 'revokedOn'> & { revokedAt: string | null }

/** Every award of the business (current, expired, revoked), newest first: the page lists each with its verification link. */
const awardsColumn = sql<AwardRow[]>`coalesce((
  select json_agg(json_build_object('code', a.code, 'badgeId', a.badge_id, 'badgeName', c.name, 'badgeImage', c.image, 'issuer', a.issuer,
    'issuedOn', a.issued_on, 'expiresOn', a.expires_on, 'revokedAt', a.revoked_at, 'revokedReason', a.revoked_reason) order by a.issued_on desc, c.name)
  from awards a join badges c on c.id = a.badge_id where a.business_id = businesses.id), '[]'::json)`.as('awards')

const cardColumns = [
  ...businessDetailColumns,
  safetyRecordColumn,
  'businesses.review_fraud_until as reviewFraudUntil',
  'businesses.category',
  'businesses.slug',
  'cities.slug as citySlug',
  awardsColumn,
] as const

/**
 * What a city page shows of each business: its card (the summary of its safety record, ~200 bytes),
 * and the phone for its JSON-LD; neither components nor evidence are read for a page that shows neither.
 */
function summaryColumns() {
  return [
    'businesses.id',
    'businesses.name',
    'businesses.category',
    'businesses.description',
    'businesses.address',
    'businesses.phone',
    'businesses.slug',
    'cities.slug as citySlug',
    safetySummaryColumn,
  ] as const
}

/** Published businesses with their city: what every public reader starts from. */
function publishedInCities(db: DB) {
  return db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id').where('businesses.status', '=', 'published')
}

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * A search's text in a business's name, description or category, case-insensitively; with
 * `certifications`, in its certifications too (the search near a place).
 */
export function textMatches(eb: ExpressionBuilder<Database, 'businesses'>, q: string, options: { certifications?: boolean } = {}) {
  const pattern = likePattern(q)
  return eb.or([
    eb('businesses.name', 'ilike', pattern),
    eb('businesses.description', 'ilike', pattern),
    eb(sql<string>`businesses.category`, 'ilike', pattern),
    ...(options.certifications ? [eb(sql<string>`array_to_string(businesses.certifications, ' ')`, 'ilike', pattern)] : []),
  ])
}

/**
 * Spec §5 "Directory filtering", on the server: the category must match unless All Categories;
 * each ticked certification needs a badge of that type; the search matches name, description or
 * category, case-insensitively. Sorted by safety score or rating, either way, then paginated.
 * `publishedCount` is the city's count of published businesses kept by triggers
 * (`cities.business_count`): given it, an unfiltered page skips counting the city.
 */
export async function findBusinesses(
  db: DB,
  cityId: number,
  query: Pick<DirectoryQuery, 'q' | 'category' | 'badges' | 'sort' | 'dir' | 'page'>,
  pageSize = DIRECTORY_PAGE_SIZE,
  publishedCount?: number,
): Promise<BusinessPage<CityPageBusiness>> {
  const filtered = db
    .selectFrom('businesses')
    .innerJoin('cities', 'cities.id', 'businesses.city_id')
    .where('businesses.city_id', '=', cityId)
    .where('businesses.status', '=', 'published')
    .$if(query.category !== null, (qb) => qb.where('businesses.category', '=', query.category as BusinessCategory))
    .$if(query.badges.length > 0, (qb) =>
      qb
        // `badges` holds only the badges of current awards: expired and revoked ones no longer count.
        .where(sql<boolean>`businesses.badges @> array[${sql.join(query.badges)}]::text[]`),
    )
    .$if(query.q !== '', (qb) => qb.where((eb: ExpressionBuilder<Database, 'businesses'>) => textMatches(eb, query.q)))

  const unfiltered = query.category === null && query.badges.length === 0 && query.q === ''
  const total =
    unfiltered && publishedCount !== undefined
      ? publishedCount
      : (await filtered.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()).total
  const { page, pageCount, offset } = pageOf(total, pageSize, query.page)
  // Unaudited businesses after audited ones by score, unrated ones after rated ones by rating, in
  // either direction; ties by name the other way round: exactly the order of one of
  // migration 0032's partial indexes per sort and direction, so no page sorts the city's rows.
  const [last, first, second] =
    query.sort === 'rating'
      ? ([sql<boolean>`(businesses.review_count = 0)`, 'review_average', 'safety_score'] as const)
      : ([sql<boolean>`(not businesses.scored)`, 'safety_score', 'review_average'] as const)

  const rows = await filtered
    .select(summaryColumns())
    .orderBy(last)
    .orderBy(`businesses.${first}`, query.dir)
    .orderBy(`businesses.${second}`, query.dir)
    .orderBy('businesses.name', query.dir === 'desc' ? 'asc' : 'desc')
    .limit(pageSize)
    .offset(offset)
    .execute()

  const businesses = rows.map(({ safety, ...row }) => ({ ...row, ...cardFields(safety) }))
  return { businesses, total, page, pageCount, pageSize }
}

/** Spec §2 Home "Top 5 Safest {category} Near You": the highest safety scores of a category. */
export async function findTopBusinesses(db: DB, category: string, limit = 5): Promise<(BusinessDetails & { cityName: string; citySlug: string })[]> {
  const rows = await publishedInCities(db)
    .where('businesses.category', '=', category as Database['businesses']['category'])
    // Only audited businesses have a score to rank by.
    .where('businesses.scored', '=', true)
    .select([...cardColumns, 'cities.name as cityName'])
    .orderBy('businesses.safety_score', 'desc')
    .orderBy('businesses.review_average', 'desc')
    .orderBy('businesses.name')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ ...toCard(r), cityName: r.cityName, citySlug: r.citySlug }))
}

/** A row with its whole safety record and awards as the business page, the dialog and compare read it. */
function toCard<T extends { safetyRecord: SafetyRecord | null; awards: AwardRow[] }>(row: T): Omit<T, 'awards' | 'safetyRecord'> & Pick<BusinessDetails, 'rating' | 'reviewCount' | 'safetyScore' | 'awards' | 'auditedLabel' | 'currentBadges' | 'safety'> {
  const { awards, safetyRecord, ...rest } = row
  const today = todayIso()
  const safety = recordOrEmpty(safetyRecord)
  return {
    ...rest,
    ...cardFields(safety.summary),
    safety,
    awards: awards.map(({ revokedAt, ...a }) => ({ ...a, status: awardStatus({ expiresOn: a.expiresOn, revokedAt }, today), revokedOn: revokedAt ? revokedAt.slice(0, 10) : null })),
  }
}

/** A published business by its city and slug (the business page), or null. */
export async function findBusinessBySlug(db: DB, citySlug: string, slug: string): Promise<BusinessProfile | null> {
  const row = await publishedInCities(db)
    .innerJoin('states', 'states.abbr', 'cities.state')
    .where('cities.slug', '=', citySlug)
    .where('businesses.slug', '=', slug)
    .select([...cardColumns, 'cities.name as cityName', 'cities.state', 'states.name as stateName'])
    .executeTakeFirst()
  return row ? toCard(row) : null
}

/** A published business by its id (the details dialog of a city page), or null. */
export async function findBusinessDetails(db: DB, id: string): Promise<BusinessDetails | null> {
  const row = await publishedInCities(db)
    .where('businesses.id', '=', id)
    .select(cardColumns)
    .executeTakeFirst()
  return row ? toCard(row) : null
}

/** Other published businesses of the same category in the same city, safest first. */
export async function findNearbyBusinesses(db: DB, business: Pick<BusinessProfile, 'id' | 'category' | 'citySlug'>, limit = 3): Promise<BusinessDetails[]> {
  const rows = await publishedInCities(db)
    .where('cities.slug', '=', business.citySlug)
    .where('businesses.category', '=', business.category as BusinessCategory)
    .where('businesses.id', '!=', business.id)
    .select(cardColumns)
    .orderBy(sql`(not businesses.scored)`)
    .orderBy('businesses.safety_score', 'desc')
    .orderBy('businesses.review_average', 'desc')
    .orderBy('businesses.name')
    .limit(limit)
    .execute()
  return rows.map(toCard)
}

/** Published businesses by id (the comparison page), with their city, point and public-records components. */
export async function findBusinessesByIds(db: DB, ids: readonly string[]) {
  if (ids.length === 0) return []
  const rows = await publishedInCities(db)
    .where('businesses.id', 'in', [...ids])
    .select([...cardColumns, 'cities.name as cityName', 'cities.state', 'businesses.latitude', 'businesses.longitude'])
    .execute()
  return rows.map(toCard)
}

import type { DB } from '~/lib/db.server.ts'
import { inspectionSite } from '~/domain/records/model.ts'
import type { CorrectionField, ProblemKind } from '~/lib/db-schema-reviews.ts'

export interface QueuedProblemReport {
  id: string
  businessId: string
  businessName: string
  businessPath: string
  kind: ProblemKind
  details: string | null
  field: CorrectionField | null
  correction: string | null
  /** The field's value now, to compare with the correction. */
  current: string | null
  email: string | null
  createdAt: string
  /** A records dispute: the public records attached to the business now (every source's), to detach. */
  records: DisputedRecord[]
}

export interface DisputedRecord {
  /** The form field that names it: an OSHA inspection, or another source's establishment. */
  field: 'activityNr' | 'establishment'
  /** Its activity number, or "{feed id}:{its id in the feed}". */
  value: string
  estabName: string
  siteAddress: string
  /** "OSHA inspection 1500001, opened 2024-03-01", "City and County of Denver record 4412". */
  what: string
}

/** The admin's Reports queue: open problem reports, oldest first. */
export async function findProblemReports(db: DB): Promise<QueuedProblemReport[]> {
  const rows = await db
    .selectFrom('problem_reports')
    .innerJoin('businesses', 'businesses.id', 'problem_reports.business_id')
    .leftJoin('cities', 'cities.id', 'businesses.city_id')
    .select([
      'problem_reports.id',
      'problem_reports.business_id as businessId',
      'businesses.name as businessName',
      'businesses.slug',
      'cities.slug as citySlug',
      'problem_reports.kind',
      'problem_reports.details',
      'problem_reports.field',
      'problem_reports.correction',
      'problem_reports.email',
      'problem_reports.created_at as createdAt',
      'businesses.phone',
      'businesses.email as businessEmail',
      'businesses.website',
      'businesses.address',
    ])
    .where('problem_reports.status', '=', 'open')
    .orderBy('problem_reports.created_at')
    .limit(100)
    .execute()
  const disputed = rows.filter((r) => r.kind === 'records').map((r) => r.businessId)
  const inspections = disputed.length === 0 ? [] : await db.selectFrom('osha_inspections')
    .select(['business_id', 'activity_nr', 'estab_name', 'site_address', 'site_city', 'site_state', 'site_zip', 'open_date'])
    .where('business_id', 'in', disputed).where('match_status', 'in', ['certain', 'confirmed']).orderBy('open_date', 'desc').execute()
  const establishments = disputed.length === 0 ? [] : await db.selectFrom('record_establishments')
    .innerJoin('record_feeds', 'record_feeds.id', 'record_establishments.feed_id')
    .select(['record_establishments.business_id', 'record_establishments.feed_id', 'record_establishments.source_id', 'record_establishments.name', 'record_establishments.address', 'record_feeds.publisher'])
    .where('record_establishments.business_id', 'in', disputed).where('record_establishments.match_status', 'in', ['certain', 'confirmed'])
    .orderBy('record_feeds.publisher').orderBy('record_establishments.source_id').execute()
  return rows.map((r) => ({
    id: r.id,
    businessId: r.businessId,
    businessName: r.businessName,
    businessPath: r.citySlug ? `/city/${r.citySlug}/${r.slug}` : '',
    kind: r.kind,
    details: r.details,
    field: r.field,
    correction: r.correction,
    current: r.field === null ? null : { phone: r.phone, email: r.businessEmail, website: r.website, address: r.address }[r.field],
    email: r.email,
    createdAt: new Date(r.createdAt).toISOString(),
    records: r.kind !== 'records' ? [] : [
      ...inspections.filter((i) => i.business_id === r.businessId).map((i): DisputedRecord => ({
        field: 'activityNr', value: i.activity_nr, estabName: i.estab_name, siteAddress: inspectionSite(i), what: `OSHA inspection ${i.activity_nr}, opened ${i.open_date}`,
      })),
      ...establishments.filter((e) => e.business_id === r.businessId).map((e): DisputedRecord => ({
        field: 'establishment', value: `${e.feed_id}:${e.source_id}`, estabName: e.name, siteAddress: e.address, what: `${e.publisher} record ${e.source_id}`,
      })),
    ],
  }))
}

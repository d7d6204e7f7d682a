import { sql, type Kysely } from 'kysely'
import { todayIso } from '~/lib/audit-dates.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { BadgeType, Database } from '~/lib/db-schema.ts'
import { inTransaction } from '~/lib/transaction.server.ts'
import type { ScoreComponents } from '~/lib/score-model.ts'
import type { RecordInspection } from '~/domain/records/score-rule.ts'
import { sourceInspectionsOf } from '~/domain/records/source-evidence.server.ts'
import { regulatorEvidenceOf } from '~/domain/records/regulator-evidence.server.ts'
import { notifyFavoriteWatchers } from '~/domain/favorite/notify-favorite-watchers.server.ts'
import { deriveSafetyRecord, type AwardEvidenceItem, type SafetyEvidence, type SafetyRecord } from './model.ts'

/** Businesses derived per transaction (an import may attach records to tens of thousands). */
const BATCH = 500
const ATTACHED = ['certain', 'confirmed'] as const
const DIRECTORY: Record<string, BadgeType> = { 'osha-compliant': 'osha', 'state-certified': 'state', 'local-safety-leader': 'city' }

type Db = Kysely<Database>

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const list = groups.get(k)
    if (list) list.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** The matched public records of these businesses, by business. */
async function inspectionsOf(db: Db, ids: string[]): Promise<Map<string, RecordInspection[]>> {
  const byBusiness = new Map<string, RecordInspection[]>()
  const inspections = await db.selectFrom('osha_inspections').select(['activity_nr', 'business_id', 'open_date', 'insp_type'])
    .where('business_id', 'in', ids).where('match_status', 'in', ATTACHED).orderBy('open_date').orderBy('activity_nr').execute()
  if (inspections.length === 0) return byBusiness
  const violations = await db.selectFrom('osha_violations').select(['activity_nr', 'viol_type', 'standard', 'issuance_date', 'initial_penalty', 'current_penalty'])
    .where('activity_nr', 'in', inspections.map((i) => i.activity_nr)).orderBy('activity_nr').orderBy('citation_id').execute()
  const byInspection = groupBy(violations, (v) => v.activity_nr)
  for (const { business_id, ...i } of inspections) {
    const list = byBusiness.get(business_id!) ?? []
    list.push({ ...i, violations: byInspection.get(i.activity_nr) ?? [] })
    byBusiness.set(business_id!, list)
  }
  return byBusiness
}

async function awardsOf(db: Db, ids: string[]): Promise<Map<string, AwardEvidenceItem[]>> {
  const rows = await db.selectFrom('awards').innerJoin('badges', 'badges.id', 'awards.badge_id')
    .select(['awards.business_id', 'awards.code', 'awards.badge_id', 'badges.name', 'awards.issuer', 'awards.issued_on', 'awards.expires_on', 'awards.revoked_at', 'awards.evidence'])
    .where('awards.business_id', 'in', ids).orderBy('awards.issued_on', 'desc').orderBy('badges.name').execute()
  return groupBy(rows.map((a) => {
    const checklist = a.evidence?.applicationId ? a.evidence.checklist ?? [] : null
    const item: AwardEvidenceItem & { businessId: string } = {
      businessId: a.business_id, code: a.code, badgeId: a.badge_id, badgeName: a.name, directoryBadge: DIRECTORY[a.badge_id] ?? null, issuer: a.issuer,
      issuedOn: a.issued_on, expiresOn: a.expires_on, revokedAt: a.revoked_at ? new Date(a.revoked_at).toISOString() : null,
      audit: checklist ? { on: a.evidence.checkedOn ?? a.issued_on, checks: checklist.length, passed: checklist.filter((c) => c.passed).length } : null,
    }
    return item
  }), (a) => a.businessId)
}

async function reviewsOf(db: Db, ids: string[]): Promise<Map<string, { count: number; average: number }>> {
  const rows = await db.selectFrom('reviews').select(['business_id', sql<number>`count(*)::int`.as('n'), sql<string>`coalesce(round(avg(stars), 2), 0)`.as('avg')])
    .where('business_id', 'in', ids).where('status', '=', 'approved').groupBy('business_id').execute()
  return new Map(rows.map((r) => [r.business_id, { count: r.n, average: Number(r.avg) }]))
}

/** The evidence of each business, read in a few queries per batch. */
async function evidenceOf(db: Db, rows: { id: string; audited_on: string | null; score_components: ScoreComponents | null; safety_score: number }[]): Promise<Map<string, SafetyEvidence>> {
  const ids = rows.map((r) => r.id)
  const [inspections, awards, reviews, others, regulators] = await Promise.all([inspectionsOf(db, ids), awardsOf(db, ids), reviewsOf(db, ids), sourceInspectionsOf(db, ids), regulatorEvidenceOf(db, ids)])
  return new Map(rows.map((r) => [r.id, {
    audit: r.audited_on ? { on: r.audited_on, components: r.score_components, enteredScore: r.safety_score } : null,
    awards: awards.get(r.id) ?? [],
    inspections: inspections.get(r.id) ?? [],
    ...(others.has(r.id) ? { sourceInspections: others.get(r.id)! } : {}),
    ...(regulators.has(r.id) ? { regulators: regulators.get(r.id)! } : {}),
    reviews: reviews.get(r.id) ?? { count: 0, average: 0 },
  }]))
}

/** JSON with its keys in order: jsonb stores objects with its own key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') return `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`
  return JSON.stringify(v ?? null)
}
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b)

/**
 * Derives the safety record of each business again from its evidence and stores it with the
 * columns the directory sorts and filters by (safety_score, badges, review_count, review_average).
 * Called in the transaction of every write of an input (business, award, audit, records, review)
 * and by the new-day job; a score change goes to score_history and to the members who saved the
 * business. Returns how many records changed.
 */
export async function refreshSafetyRecords(db: Db, businessIds: readonly string[], options: { today?: string; reason?: string } = {}): Promise<number> {
  const today = options.today ?? todayIso()
  const ids = [...new Set(businessIds)]
  let changed = 0
  for (let start = 0; start < ids.length; start += BATCH) {
    changed += await inTransaction(db, async (trx) => {
      // Locked in id order, so two refreshes of overlapping batches wait for each other rather than deadlock.
      const rows = await trx.selectFrom('businesses').select(['id', 'audited_on', 'score_components', 'safety_score', 'scored', 'badges', 'review_count', 'review_average', 'safety_record', 'safety_record_changes_on', 'status'])
        .where('id', 'in', ids.slice(start, start + BATCH)).orderBy('id').forUpdate().execute()
      if (rows.length === 0) return 0
      const evidence = await evidenceOf(trx, rows)
      const stores: Store[] = []
      const changes: { row: Row; record: SafetyRecord }[] = []
      for (const stored of rows) {
        const row = { ...stored, safety_record: stored.safety_record as SafetyRecord | null }
        const record = deriveSafetyRecord(evidence.get(row.id)!, today)
        const before = row.safety_record
        if (before && same({ ...before, derivedOn: today }, { ...record, derivedOn: today }) && columnsFollow(row, record.summary)) {
          if (before.derivedOn !== today || row.safety_record_changes_on !== record.changesOn) stores.push({ id: row.id, record, columns: false })
          continue
        }
        stores.push({ id: row.id, record, columns: true })
        changes.push({ row, record })
      }
      await store(trx, stores)
      for (const { row, record } of changes) await noteScoreChange(trx, row, record, options.reason ?? 'update')
      if (changes.length > 0) await bumpContentVersion(trx)
      return changes.length
    })
  }
  return changed
}

/** The columns the directory sorts and filters by hold what the record says (a write of the row may have set them). */
function columnsFollow(row: { safety_score: number; scored: boolean; badges: string[]; review_count: number; review_average: number | string }, summary: SafetyRecord['summary']): boolean {
  return row.scored === (summary.score !== null) && (summary.score === null || row.safety_score === summary.score) && same(row.badges, summary.directoryBadges)
    && row.review_count === summary.reviewCount && Number(row.review_average) === summary.rating
}

type Row = { id: string; safety_score: number; safety_record: SafetyRecord | null; status: string }
/** A record to store; `columns`: with the columns the directory sorts and filters by. */
type Store = { id: string; record: SafetyRecord; columns: boolean }

/** The batch's records in one statement (an import rescoring tens of thousands writes a few dozen). */
async function store(trx: Db, stores: readonly Store[]) {
  if (stores.length === 0) return
  const values = stores.map(({ id, record, columns }) => ({
    id, record, changes_on: record.changesOn, columns,
    // Without a score the column keeps the admin's entry (the business form's Safety Score): null here.
    score: record.summary.score, badges: record.summary.directoryBadges, review_count: record.summary.reviewCount, review_average: record.summary.rating,
  }))
  await sql`update businesses b set safety_record = v.record, safety_record_changes_on = v.changes_on,
      safety_score = case when v.columns then coalesce(v.score, b.safety_score) else b.safety_score end,
      scored = case when v.columns then v.score is not null else b.scored end,
      badges = case when v.columns then v.badges else b.badges end,
      review_count = case when v.columns then v.review_count else b.review_count end,
      review_average = case when v.columns then v.review_average else b.review_average end
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb)
      as v(id uuid, record jsonb, changes_on date, columns boolean, score integer, badges text[], review_count integer, review_average numeric)
    where b.id = v.id`.execute(trx)
}

/** How a published score changed (a first score is not a change of one), and who saved the business hears of it (from "not yet audited" too). */
async function noteScoreChange(trx: Db, row: Row, record: SafetyRecord, reason: string) {
  const { summary } = record
  const was = row.safety_record?.summary.score ?? null
  if (!row.safety_record || was === summary.score) return
  if (was !== null) {
    await trx.insertInto('score_history').values({
      business_id: row.id, score_before: was, score_after: summary.score ?? row.safety_score, reason,
      components_before: JSON.stringify(row.safety_record.components), components_after: JSON.stringify(record.components),
    }).execute()
  }
  if (row.status === 'published') await notifyFavoriteWatchers(trx, row.id, [{ kind: 'score', before: was, after: summary.score }])
}

/** Every business the query names, a batch at a time, until it names none (each refresh takes it off the list). */
async function refreshUntilNone(db: Db, which: (qb: ReturnType<typeof idsOfBusinesses>) => ReturnType<typeof idsOfBusinesses>, options: { today: string; reason: string }): Promise<number> {
  let changed = 0
  for (;;) {
    const ids = await which(idsOfBusinesses(db)).orderBy('id').limit(BATCH).execute()
    if (ids.length === 0) return changed
    changed += await refreshSafetyRecords(db, ids.map((d) => d.id), options)
  }
}
const idsOfBusinesses = (db: Db) => db.selectFrom('businesses').select('id')

/** The new-day job's part: every record that time alone changes by `today` (an award lapsing, a clean year passing). */
export function refreshDueSafetyRecords(db: Db, today: string = todayIso()): Promise<number> {
  return refreshUntilNone(db, (qb) => qb.where('safety_record_changes_on', '<=', today), { today, reason: 'time' })
}

/** Businesses without a record yet (created before migration 0049): derived once, on start. */
export function refreshMissingSafetyRecords(db: Db, today: string = todayIso()): Promise<number> {
  return refreshUntilNone(db, (qb) => qb.where('safety_record', 'is', null), { today, reason: 'first record' })
}

/** After an import: every business with matched records, and every one whose record still shows records (they may be gone). */
export async function refreshRecordsBusinesses(db: Db, reason: string): Promise<number> {
  const rows = await sql<{ id: string }>`select distinct business_id as id from osha_inspections where business_id is not null and match_status in ('certain', 'confirmed')
    union select business_id from record_establishments where business_id is not null and match_status in ('certain', 'confirmed')
    union select id from businesses where safety_record ->> 'latestViolationOn' is not null or safety_record -> 'components' @> '[{"source": "records"}]'`.execute(db)
  return refreshSafetyRecords(db, rows.rows.map((r) => r.id), { reason })
}

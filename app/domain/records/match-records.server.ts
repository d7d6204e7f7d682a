import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { businessKeys, CERTAIN, matchConfidence, UNCERTAIN, type MatchKeys } from './match.ts'

// Every source's records matched to at most one business each (match.ts): certain matches attach,
// uncertain ones wait for the admin (pending), the admin's confirmed and rejected ones stay. The
// matched rows are OSHA's inspections (each names its site) or a feed's establishments.

const PAGE = 5000

/** A business's ZIP code in SQL: the five digits ending its address (indexed, migration 0048). */
export const BUSINESS_ZIP = sql<string>`substring(address from '([0-9]{5})(-[0-9]{4})?\\s*$')`

/** The table a source's matched rows are in, and its key. */
export interface MatchTarget {
  table: 'osha_inspections' | 'record_establishments'
  keys: readonly { column: string; type: 'text' | 'integer' }[]
  /** Its rows carry the feed's coordinates. */
  points: boolean
}

export const OSHA_TARGET: MatchTarget = { table: 'osha_inspections', keys: [{ column: 'activity_nr', type: 'text' }], points: false }
export const ESTABLISHMENT_TARGET: MatchTarget = { table: 'record_establishments', keys: [{ column: 'feed_id', type: 'integer' }, { column: 'source_id', type: 'text' }], points: true }
export const MATCH_TARGETS = [OSHA_TARGET, ESTABLISHMENT_TARGET] as const

interface Candidate extends MatchKeys {
  id: string
}

/** The businesses of these ZIP codes, by ZIP code: the only ones a record is compared with. */
async function businessesByZip(db: DB, zips: string[]): Promise<Map<string, Candidate[]>> {
  const byZip = new Map<string, Candidate[]>()
  if (zips.length === 0) return byZip
  for (const b of await db.selectFrom('businesses').select(['id', 'name', 'address', 'latitude', 'longitude', 'located_by']).where(BUSINESS_ZIP, 'in', zips).execute()) {
    const keys = businessKeys(b)
    if (!keys.zip5) continue
    const list = byZip.get(keys.zip5) ?? []
    list.push({ id: b.id, ...keys })
    byZip.set(keys.zip5, list)
  }
  return byZip
}

export interface MatchOutcome {
  certain: number
  pending: number
}

type Row = Record<string, unknown> & { name_key: string; street_key: string; zip5: string; match_status: string; business_id: string | null; match_confidence: number; latitude?: number | null; longitude?: number | null }

/**
 * Matches the records not yet decided: every unmatched one, or (with `zips`, after businesses there
 * changed) the unmatched, pending and certain ones in those ZIP codes. Returns what it found.
 * Reads them a page at a time in ZIP code order, each page with the businesses of its ZIP codes
 * only, so memory stays flat however many businesses and records there are.
 */
export async function matchRecords(db: DB, target: MatchTarget, options: { zips?: string[] } = {}): Promise<MatchOutcome> {
  const outcome = { certain: 0, pending: 0 }
  if (options.zips?.length === 0) return outcome
  const keyColumns = target.keys.map((k) => k.column)
  const order = sql.join(['zip5', ...keyColumns].map((c) => sql.ref(c)))
  const columns = ['name_key', 'street_key', 'zip5', 'match_status', 'business_id', 'match_confidence', ...keyColumns, ...(target.points ? ['latitude', 'longitude'] : [])]
  let after: Row | null = null
  for (;;) {
    const last: Row | null = after
    const from: ReturnType<typeof sql> = last ? sql`and (${order}) > (${sql.join(['zip5', ...keyColumns].map((c) => sql`${last[c]}`))})` : sql``
    // Without a ZIP code a record matches nothing (match.ts): those stay unmatched.
    const which = options.zips
      ? sql`zip5 in (${sql.join(options.zips)}) and match_status in ('none', 'pending', 'certain')`
      : sql`match_status = 'none' and zip5 <> ''`
    const page: Row[] = (await sql<Row>`select ${sql.join(columns.map((c) => sql.ref(c)))} from ${sql.table(target.table)}
      where ${which} ${from} order by ${order} limit ${PAGE}`.execute(db)).rows
    if (page.length === 0) break
    after = page.at(-1)!
    const byZip = await businessesByZip(db, [...new Set(page.map((i) => i.zip5))])
    const changes: { key: unknown[]; status: string; business_id: string | null; confidence: number }[] = []
    for (const r of page) {
      const point = r.latitude != null && r.longitude != null ? { latitude: r.latitude, longitude: r.longitude } : null
      let best: { id: string; confidence: number } | null = null
      for (const b of byZip.get(r.zip5) ?? []) {
        const confidence = matchConfidence({ nameKey: r.name_key, streetKey: r.street_key, zip5: r.zip5, point }, b)
        if (confidence >= UNCERTAIN && (!best || confidence > best.confidence)) best = { id: b.id, confidence }
      }
      const status = !best ? 'none' : best.confidence >= CERTAIN ? 'certain' : 'pending'
      if (status === 'certain') outcome.certain++
      if (status === 'pending') outcome.pending++
      if (status !== r.match_status || (best?.id ?? null) !== r.business_id || (best?.confidence ?? 0) !== r.match_confidence) {
        changes.push({ key: keyColumns.map((c) => r[c]), status, business_id: best?.id ?? null, confidence: best?.confidence ?? 0 })
      }
    }
    if (changes.length > 0) {
      const values = sql.join(changes.map((c) => sql`(${sql.join(c.key.map((k, i) => sql`${k}::${sql.raw(target.keys[i]!.type)}`))}, ${c.status}, ${c.business_id}::uuid, ${c.confidence}::smallint)`))
      const on = sql.join(keyColumns.map((c) => sql`o.${sql.ref(c)} = v.${sql.ref(c)}`), sql` and `)
      await sql`update ${sql.table(target.table)} o set match_status = v.status, business_id = v.business_id, match_confidence = v.confidence, updated_at = now()
        from (values ${values}) as v(${sql.join(keyColumns.map((c) => sql.ref(c)))}, status, business_id, confidence) where ${on}`.execute(db)
    }
    if (page.length < PAGE) break
  }
  return outcome
}

/** Every source's unmatched records matched. */
export async function matchAllRecords(db: DB): Promise<MatchOutcome> {
  const outcome = { certain: 0, pending: 0 }
  for (const target of MATCH_TARGETS) {
    const o = await matchRecords(db, target)
    outcome.certain += o.certain
    outcome.pending += o.pending
  }
  return outcome
}

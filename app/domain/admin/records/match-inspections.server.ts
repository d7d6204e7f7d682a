import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { businessKeys, CERTAIN, matchConfidence, UNCERTAIN, type MatchKeys } from '~/domain/records/match.ts'

// Issue 35: each inspection matched to at most one business (match.ts): certain matches attach,
// uncertain ones wait for the admin (pending), the admin's confirmed and rejected ones stay.

const PAGE = 5000

/** A business's ZIP code in SQL: the five digits ending its address (indexed, migration 0048). */
export const BUSINESS_ZIP = sql<string>`substring(address from '([0-9]{5})(-[0-9]{4})?\\s*$')`

interface Candidate extends MatchKeys {
  id: string
}

/** The businesses of these ZIP codes, by ZIP code: the only ones an inspection is compared with. */
async function businessesByZip(db: DB, zips: string[]): Promise<Map<string, Candidate[]>> {
  const byZip = new Map<string, Candidate[]>()
  if (zips.length === 0) return byZip
  for (const b of await db.selectFrom('businesses').select(['id', 'name', 'address']).where(BUSINESS_ZIP, 'in', zips).execute()) {
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

/**
 * Matches inspections not yet decided: every unmatched one, or (with `zips`, after businesses there
 * changed) the unmatched, pending and certain ones in those ZIP codes. Returns what it found.
 * Reads them a page at a time in ZIP code order, each page with the businesses of its ZIP codes
 * only, so memory stays flat however many businesses and inspections there are.
 */
export async function matchInspections(db: DB, options: { zips?: string[] } = {}): Promise<MatchOutcome> {
  const outcome = { certain: 0, pending: 0 }
  if (options.zips?.length === 0) return outcome
  let after = { zip5: '', activity_nr: '' }
  for (;;) {
    let query = db.selectFrom('osha_inspections').select(['activity_nr', 'name_key', 'street_key', 'zip5', 'match_status', 'business_id', 'match_confidence'])
      .where(sql<boolean>`(zip5, activity_nr) > (${after.zip5}, ${after.activity_nr})`).orderBy('zip5').orderBy('activity_nr').limit(PAGE)
    // Without a ZIP code an inspection matches nothing (match.ts): those stay unmatched.
    query = options.zips
      ? query.where('zip5', 'in', options.zips).where('match_status', 'in', ['none', 'pending', 'certain'])
      : query.where('match_status', '=', 'none').where('zip5', '<>', '')
    const page = await query.execute()
    if (page.length === 0) break
    after = page.at(-1)!
    const byZip = await businessesByZip(db, [...new Set(page.map((i) => i.zip5))])
    const changes: { activity_nr: string; status: string; business_id: string | null; confidence: number }[] = []
    for (const i of page) {
      let best: { id: string; confidence: number } | null = null
      for (const b of byZip.get(i.zip5) ?? []) {
        const confidence = matchConfidence({ nameKey: i.name_key, streetKey: i.street_key, zip5: i.zip5 }, b)
        if (confidence >= UNCERTAIN && (!best || confidence > best.confidence)) best = { id: b.id, confidence }
      }
      const status = !best ? 'none' : best.confidence >= CERTAIN ? 'certain' : 'pending'
      if (status === 'certain') outcome.certain++
      if (status === 'pending') outcome.pending++
      if (status !== i.match_status || (best?.id ?? null) !== i.business_id || (best?.confidence ?? 0) !== i.match_confidence) {
        changes.push({ activity_nr: i.activity_nr, status, business_id: best?.id ?? null, confidence: best?.confidence ?? 0 })
      }
    }
    if (changes.length > 0) {
      const values = sql.join(changes.map((c) => sql`(${c.activity_nr}, ${c.status}, ${c.business_id}::uuid, ${c.confidence}::smallint)`))
      await sql`update osha_inspections o set match_status = v.status, business_id = v.business_id, match_confidence = v.confidence, updated_at = now()
        from (values ${values}) as v(activity_nr, status, business_id, confidence) where o.activity_nr = v.activity_nr`.execute(db)
    }
    if (page.length < PAGE) break
  }
  return outcome
}

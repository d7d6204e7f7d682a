import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { businessKeys, CERTAIN, matchConfidence, UNCERTAIN, type MatchKeys } from '~/domain/records/match.ts'

// Issue 35: each inspection matched to at most one business (match.ts): certain matches attach,
// uncertain ones wait for the admin (pending), the admin's confirmed and rejected ones stay.

const PAGE = 5000

interface Candidate extends MatchKeys {
  id: string
}

/** Businesses by ZIP code: the only ones an inspection is compared with. */
async function businessesByZip(db: DB, zips?: string[]): Promise<Map<string, Candidate[]>> {
  let query = db.selectFrom('businesses').select(['id', 'name', 'address'])
  if (zips) query = query.where(sql<boolean>`substring(address from '([0-9]{5})(-[0-9]{4})?\\s*$') in (${sql.join(zips.length ? zips : [''])})`)
  const byZip = new Map<string, Candidate[]>()
  for (const b of await query.execute()) {
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
 */
export async function matchInspections(db: DB, options: { zips?: string[] } = {}): Promise<MatchOutcome> {
  const byZip = await businessesByZip(db, options.zips)
  const outcome = { certain: 0, pending: 0 }
  let after = ''
  for (;;) {
    let query = db.selectFrom('osha_inspections').select(['activity_nr', 'name_key', 'street_key', 'zip5', 'match_status', 'business_id', 'match_confidence'])
      .where('activity_nr', '>', after).orderBy('activity_nr').limit(PAGE)
    query = options.zips
      ? query.where('zip5', 'in', options.zips.length ? options.zips : ['']).where('match_status', 'in', ['none', 'pending', 'certain'])
      : query.where('match_status', '=', 'none')
    const page = await query.execute()
    if (page.length === 0) break
    after = page.at(-1)!.activity_nr
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

import { sql, type Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import type { RegulatorEvidence } from './regulator-rule.ts'

// The CMS and FMCSA records of these businesses as the safety record takes them (its evidence):
// every nursing home's deficiencies and penalties and every carrier's measures and crashes our
// history holds, those the publishers' latest files no longer hold included.

const num = (v: string | undefined) => Number(v ?? 0) || 0

export async function regulatorEvidenceOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, RegulatorEvidence[]>> {
  const byBusiness = new Map<string, RegulatorEvidence[]>()
  if (ids.length === 0) return byBusiness
  const establishments = (await sql<{ business_id: string; feed_id: number; source_id: string; source: string; averages: Record<string, number> }>`
    select e.business_id, e.feed_id, e.source_id, f.source, f.averages from record_establishments e join record_feeds f on f.id = e.feed_id
    where e.business_id in (${sql.join(ids)}) and e.match_status in ('certain', 'confirmed') and f.source in ('cms-nursing-homes', 'fmcsa')
    order by e.business_id, f.source, e.source_id`.execute(db)).rows
  if (establishments.length === 0) return byBusiness
  const pairs = sql.join(establishments.map((e) => sql`(${e.feed_id}::int, ${e.source_id}::text)`))
  const findings = (await sql<{ feed_id: number; establishment_id: string; finding_id: string; found_on: string; severity: string; code: string; amount: string | null }>`
    select n.feed_id, n.establishment_id, n.finding_id, n.found_on, n.severity, n.code, n.amount from record_findings n join (values ${pairs}) as k(feed_id, source_id)
    on n.feed_id = k.feed_id and n.establishment_id = k.source_id order by n.found_on, n.finding_id`.execute(db)).rows
  const measures = (await sql<{ feed_id: number; establishment_id: string; details: Record<string, string> }>`
    select i.feed_id, i.establishment_id, i.details from record_inspections i join (values ${pairs}) as k(feed_id, source_id)
    on i.feed_id = k.feed_id and i.establishment_id = k.source_id where i.inspection_id like 'sms:%' and i.gone_on is null`.execute(db)).rows
  const key = (feed: number, id: string) => `${feed}|${id}`
  const findingsOf = new Map<string, typeof findings>()
  for (const f of findings) findingsOf.set(key(f.feed_id, f.establishment_id), [...(findingsOf.get(key(f.feed_id, f.establishment_id)) ?? []), f])
  const measuresOf = new Map(measures.map((m) => [key(m.feed_id, m.establishment_id), m.details]))
  for (const e of establishments) {
    const own = findingsOf.get(key(e.feed_id, e.source_id)) ?? []
    let item: RegulatorEvidence
    if (e.source === 'fmcsa') {
      const m = measuresOf.get(key(e.feed_id, e.source_id))
      item = {
        source: 'fmcsa', national: e.averages,
        measures: m ? { driverInspections: num(m.driver_insp_total), driverOos: num(m.driver_oos_insp_total), vehicleInspections: num(m.vehicle_insp_total), vehicleOos: num(m.vehicle_oos_insp_total) } : null,
        crashes: own.filter((f) => f.finding_id.startsWith('C:')).map((f) => ({ on: f.found_on, severity: f.severity })),
      }
    } else {
      item = {
        source: 'cms-nursing-homes',
        deficiencies: own.filter((f) => !f.finding_id.startsWith('P:')).map((f) => ({ on: f.found_on, scopeSeverity: f.severity })),
        penalties: own.filter((f) => f.finding_id.startsWith('P:')).map((f) => ({ on: f.found_on, kind: f.code, amount: f.amount === null ? null : Number(f.amount) })),
      }
    }
    byBusiness.set(e.business_id, [...(byBusiness.get(e.business_id) ?? []), item])
  }
  return byBusiness
}

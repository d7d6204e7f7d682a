import { sql, type Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import type { LegendBand } from '~/lib/db-schema-records.ts'
import type { SourceInspection } from './score-rule.ts'

// The other sources' inspections of these businesses, as the safety record takes them (its
// evidence): each with its findings, and its score on 0–100, higher better, from its feed's scale.

/** The legend's band a score falls in. */
export const bandOf = (legend: LegendBand[], score: number | null) => (score === null ? null : legend.find((b) => score >= b.min && score <= b.max)?.description ?? null)

/** A feed's score on 0–100, higher better: turned when its legend ranks low scores best, scaled to its legend's top otherwise. */
export function normalScore(score: number | null, feed: { legend: LegendBand[]; lower_is_better: boolean }): number | null {
  if (score === null) return null
  const min = Math.min(...feed.legend.map((b) => b.min))
  const max = Math.max(...feed.legend.map((b) => b.max))
  const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
  if (feed.lower_is_better && feed.legend.length > 0 && max > min) return clamp(100 - ((score - min) / (max - min)) * 100)
  if (feed.legend.length > 0 && max > 0 && max !== 100) return clamp((score / max) * 100)
  return clamp(score)
}

export const scaleTop = (feed: { legend: LegendBand[]; lower_is_better: boolean }) => (feed.lower_is_better ? null : feed.legend.length ? Math.max(...feed.legend.map((b) => b.max)) : 100)

export async function sourceInspectionsOf(db: Kysely<Database>, ids: string[]): Promise<Map<string, SourceInspection[]>> {
  const byBusiness = new Map<string, SourceInspection[]>()
  if (ids.length === 0) return byBusiness
  const rows = (await sql<{ business_id: string; feed_id: number; inspection_id: string; inspected_on: string; score: string | null; source: string; legend: LegendBand[]; lower_is_better: boolean }>`
    select e.business_id, i.feed_id, i.inspection_id, i.inspected_on, i.score, f.source, f.legend, f.lower_is_better
    from record_establishments e
    join record_feeds f on f.id = e.feed_id
    join record_inspections i on i.feed_id = e.feed_id and i.establishment_id = e.source_id
    where e.business_id in (${sql.join(ids)}) and e.match_status in ('certain', 'confirmed') and f.source in ('lives', 'tx-childcare')
    order by i.inspected_on, i.inspection_id`.execute(db)).rows
  if (rows.length === 0) return byBusiness
  const findings = (await sql<{ feed_id: number; inspection_id: string; severity: string; corrected: string }>`
    select n.feed_id, n.inspection_id, n.severity, n.corrected from record_establishments e
    join record_findings n on n.feed_id = e.feed_id and n.establishment_id = e.source_id
    join record_feeds f on f.id = e.feed_id
    where e.business_id in (${sql.join(ids)}) and e.match_status in ('certain', 'confirmed') and f.source in ('lives', 'tx-childcare')
    order by n.finding_id`.execute(db)).rows
  const byInspection = new Map<string, { severity: string; corrected: string }[]>()
  for (const f of findings) {
    const key = `${f.feed_id}|${f.inspection_id}`
    byInspection.set(key, [...(byInspection.get(key) ?? []), { severity: f.severity, corrected: f.corrected }])
  }
  for (const r of rows) {
    const raw = r.score === null ? null : Number(r.score)
    const item: SourceInspection = {
      source: r.source === 'lives' ? 'lives' : 'tx-childcare', on: r.inspected_on, score: normalScore(raw, r), rawScore: raw, scaleMax: scaleTop(r), band: bandOf(r.legend, raw),
      findings: byInspection.get(`${r.feed_id}|${r.inspection_id}`) ?? [],
    }
    byBusiness.set(r.business_id, [...(byBusiness.get(r.business_id) ?? []), item])
  }
  return byBusiness
}

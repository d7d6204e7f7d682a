import type { DB } from '~/lib/db.server.ts'
import { sourceOf } from './sources/index.ts'
import { bandOf, scaleTop } from './source-evidence.server.ts'
import type { FindingView, SourceInspectionView, SourceSection } from './model.ts'

// The business page's sections for the sources beyond OSHA (decision 047): the establishments
// attached to the business (certain or confirmed), each with its inspections, newest first, and
// their findings; the feed's publisher and date with them.

export async function findSourceSections(db: DB, businessId: string): Promise<SourceSection[]> {
  const establishments = await db.selectFrom('record_establishments').innerJoin('record_feeds', 'record_feeds.id', 'record_establishments.feed_id')
    .select(['record_establishments.feed_id', 'source_id', 'name', 'address', 'city', 'state', 'zip', 'details', 'record_feeds.source', 'publisher', 'publisher_url', 'feed_date', 'legend', 'lower_is_better'])
    .where('business_id', '=', businessId).where('match_status', 'in', ['certain', 'confirmed']).where('record_feeds.source', 'in', ['lives', 'tx-childcare']).orderBy('record_feeds.source').orderBy('source_id').execute()
  const sections: SourceSection[] = []
  for (const e of establishments) {
    const inspections = await db.selectFrom('record_inspections').select(['inspection_id', 'inspected_on', 'kind', 'score', 'description'])
      .where('feed_id', '=', e.feed_id).where('establishment_id', '=', e.source_id).orderBy('inspected_on', 'desc').orderBy('inspection_id').execute()
    const findings = await db.selectFrom('record_findings').select(['inspection_id', 'found_on', 'code', 'description', 'severity', 'corrected', 'corrected_on', 'narrative'])
      .where('feed_id', '=', e.feed_id).where('establishment_id', '=', e.source_id).orderBy('finding_id').execute()
    const byInspection = new Map<string, FindingView[]>()
    for (const f of findings) {
      const view: FindingView = { code: f.code, description: f.description, severity: f.severity, corrected: f.corrected, correctedOn: f.corrected_on, narrative: f.narrative }
      byInspection.set(f.inspection_id, [...(byInspection.get(f.inspection_id) ?? []), view])
    }
    const views: SourceInspectionView[] = inspections.map((i) => {
      const score = i.score === null ? null : Number(i.score)
      return { id: i.inspection_id, on: i.inspected_on, type: i.kind, score, band: bandOf(e.legend, score), description: i.description, findings: byInspection.get(i.inspection_id) ?? [] }
    })
    // Findings whose inspection the files do not list are shown on their own date, not dropped.
    const listed = new Set(inspections.map((i) => i.inspection_id))
    for (const f of findings.filter((f) => !listed.has(f.inspection_id))) {
      if (views.some((v) => v.id === f.inspection_id)) continue
      views.push({ id: f.inspection_id, on: f.found_on, type: '', score: null, band: null, description: '', findings: byInspection.get(f.inspection_id) ?? [] })
    }
    views.sort((a, b) => b.on.localeCompare(a.on) || a.id.localeCompare(b.id))
    const source = sourceOf(e.source)
    sections.push({
      source: e.source, heading: source.section, publisher: e.publisher, publisherUrl: e.publisher_url || source.publisherUrl, dateLabel: source.dateLabel, feedDate: e.feed_date,
      legend: e.legend, lowerIsBetter: e.lower_is_better, scaleMax: scaleTop(e), name: e.name,
      address: [e.address, e.city, `${e.state} ${e.zip}`.trim()].filter(Boolean).join(', '), details: e.details, inspections: views,
    })
  }
  return sections
}

/** Where a business created from public records came from. */
export async function findOrigin(db: DB, businessId: string) {
  const row = await db.selectFrom('business_origins').select(['source', 'publisher', 'feed_date']).where('business_id', '=', businessId).executeTakeFirst()
  return row ? { source: row.source, publisher: row.publisher, feedDate: row.feed_date } : null
}

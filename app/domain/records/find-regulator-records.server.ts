import type { DB } from '~/lib/db.server.ts'
import { sourceOf } from './sources/index.ts'
import type { CrashView, DeficiencyView, PenaltyView, RegulatorSection, SurveyView } from './regulator-model.ts'

// The business page's "CMS inspections" and "FMCSA safety record" (decision 048): the nursing
// homes and carriers attached to the business (certain or confirmed), with every record our
// history holds, those the publisher's latest files no longer hold included (marked by date).

const REGULATORS = ['cms-nursing-homes', 'fmcsa'] as const

export async function findRegulatorSections(db: DB, businessId: string): Promise<RegulatorSection[]> {
  const establishments = await db.selectFrom('record_establishments').innerJoin('record_feeds', 'record_feeds.id', 'record_establishments.feed_id')
    .select(['record_establishments.feed_id', 'source_id', 'name', 'address', 'city', 'state', 'zip', 'details', 'record_establishments.gone_on', 'record_feeds.source', 'publisher', 'publisher_url', 'feed_date', 'averages'])
    .where('business_id', '=', businessId).where('match_status', 'in', ['certain', 'confirmed']).where('record_feeds.source', 'in', [...REGULATORS])
    .orderBy('record_feeds.source').orderBy('source_id').execute()
  const sections: RegulatorSection[] = []
  for (const e of establishments) {
    const findings = await db.selectFrom('record_findings').select(['finding_id', 'inspection_id', 'found_on', 'code', 'description', 'severity', 'corrected_on', 'narrative', 'amount', 'gone_on'])
      .where('feed_id', '=', e.feed_id).where('establishment_id', '=', e.source_id).orderBy('found_on', 'desc').orderBy('finding_id').execute()
    const measures = e.source === 'fmcsa'
      ? await db.selectFrom('record_inspections').select(['details', 'gone_on']).where('feed_id', '=', e.feed_id).where('inspection_id', '=', `sms:${e.source_id}`).executeTakeFirst()
      : undefined
    const surveys = new Map<string, SurveyView>()
    const penalties: PenaltyView[] = []
    const crashes: CrashView[] = []
    for (const f of findings) {
      const kind = f.finding_id.slice(0, 2)
      if (kind === 'P:') penalties.push({ on: f.found_on, kind: f.code, amount: f.amount === null ? null : Number(f.amount), description: f.description, goneOn: f.gone_on })
      else if (kind === 'C:') crashes.push({ on: f.found_on, report: f.code, description: f.description, severity: f.severity, goneOn: f.gone_on })
      else {
        const survey = surveys.get(f.inspection_id) ?? { id: f.inspection_id, on: f.found_on, kind: kind === 'F:' ? 'Fire safety inspection' as const : 'Health inspection' as const, deficiencies: [] as DeficiencyView[] }
        survey.deficiencies.push({ code: f.code, description: f.description, scopeSeverity: f.severity, correctedOn: f.corrected_on, status: f.narrative, goneOn: f.gone_on })
        surveys.set(f.inspection_id, survey)
      }
    }
    const source = sourceOf(e.source)
    sections.push({
      source: e.source as RegulatorSection['source'], heading: source.section, publisher: e.publisher, publisherUrl: e.publisher_url || source.publisherUrl, dateLabel: source.dateLabel,
      feedDate: e.feed_date, id: e.source_id, name: e.name, address: [e.address, e.city, `${e.state} ${e.zip}`.trim()].filter(Boolean).join(', '), details: e.details, goneOn: e.gone_on,
      surveys: [...surveys.values()].sort((a, b) => b.on.localeCompare(a.on) || a.kind.localeCompare(b.kind)), penalties, measures: measures && !measures.gone_on ? measures.details : null,
      national: e.averages, crashes,
    })
  }
  return sections
}

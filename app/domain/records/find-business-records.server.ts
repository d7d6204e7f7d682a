import type { DB } from '~/lib/db.server.ts'
import type { BusinessCategory } from '~/lib/db-schema.ts'
import { splitAddress } from './match.ts'
import { findOrigin, findSourceSections } from './find-source-records.server.ts'
import { findRegulatorSections } from './find-regulator-records.server.ts'
import { CATEGORY_SECTORS, inspectionScope, inspectionType, penaltyAsIssued, recordsSummary, violationKind, type BusinessRecords, type InspectionView } from './model.ts'

/**
 * The business page's "Public records": the OSHA inspections attached to the business, newest
 * first, with their violations. With none, "No OSHA inspection on record" only when the imported
 * data covers the business's state and industry; otherwise nothing is said.
 */
export async function findBusinessRecords(db: DB, business: { id: string; address: string; category: string }): Promise<BusinessRecords> {
  const others = { sections: await findSourceSections(db, business.id), regulators: await findRegulatorSections(db, business.id), origin: await findOrigin(db, business.id) }
  return { ...(await findOshaRecords(db, business)), ...others }
}

async function findOshaRecords(db: DB, business: { id: string; address: string; category: string }): Promise<BusinessRecords> {
  const latest = await db.selectFrom('record_imports').select('published_on').where('status', '=', 'done').where('record_source', '=', 'osha').where('published_on', 'is not', null)
    .orderBy('published_on', 'desc').limit(1).executeTakeFirst()
  if (!latest) return { inspections: [], summary: null, publishedOn: null }
  const rows = await db.selectFrom('osha_inspections').select(['activity_nr', 'open_date', 'close_case_date', 'insp_type', 'insp_scope'])
    .where('business_id', '=', business.id).where('match_status', 'in', ['certain', 'confirmed']).orderBy('open_date', 'desc').execute()
  const violations = rows.length === 0 ? [] : await db.selectFrom('osha_violations').selectAll()
    .where('activity_nr', 'in', rows.map((r) => r.activity_nr)).orderBy('citation_id').execute()
  const inspections: InspectionView[] = rows.map((r) => ({
    activityNr: r.activity_nr,
    openedOn: r.open_date,
    closedOn: r.close_case_date,
    type: inspectionType(r.insp_type),
    typeCode: r.insp_type,
    scope: inspectionScope(r.insp_scope),
    status: r.close_case_date ? 'Closed' : 'Open',
    violations: violations.filter((v) => v.activity_nr === r.activity_nr).map((v) => ({
      citationId: v.citation_id,
      kind: violationKind(v.viol_type),
      kindCode: v.viol_type,
      standard: v.standard,
      issuedOn: v.issuance_date,
      abateBy: v.abate_date,
      contestedOn: v.contest_date,
      finalOrderOn: v.final_order_date,
      penaltyIssued: penaltyAsIssued(v),
      penaltyCurrent: Number(v.current_penalty),
    })),
  }))
  if (inspections.length > 0) return { inspections, summary: recordsSummary(inspections), publishedOn: latest.published_on }
  const sectors = CATEGORY_SECTORS[business.category as BusinessCategory] ?? []
  const { state } = splitAddress(business.address)
  const covered = state && sectors.length > 0 && (await db.selectFrom('osha_inspections').select('activity_nr').where('site_state', '=', state).where('naics_sector', 'in', sectors).limit(1).executeTakeFirst())
  return { inspections: [], summary: covered ? recordsSummary([]) : null, publishedOn: latest.published_on }
}

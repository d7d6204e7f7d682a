import { businessSchema } from '~/domain/business/model.ts'
import { conflict, invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { businessOfRow } from '../business/business-of-row.ts'
import { updateBusiness } from '../business/update-business.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'

const GONE = 'That report was not found, or someone already decided on it.'

/**
 * The admin's decision on a problem report: `apply` writes its correction (the value as the admin
 * confirmed it) through updateBusiness, with the business's audit entry; `resolve` closes it as
 * handled; `dismiss` closes it as not a problem. One transaction each. Refused (AppError) when the
 * report is gone or decided, has nothing to apply or detach, or the corrected value is not valid.
 */
export async function resolveProblemReport(
  db: DB,
  actor: { email: string },
  reportId: string,
  decision: { kind: 'apply'; value: string } | { kind: 'detach'; activityNrs: string[]; establishments?: string[] } | { kind: 'resolve' } | { kind: 'dismiss' },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const report = await trx.selectFrom('problem_reports').selectAll().where('id', '=', reportId).forUpdate().executeTakeFirst()
    if (!report) throw notFound(GONE)
    if (report.status !== 'open') throw conflict(GONE)
    if (decision.kind === 'apply') {
      if (!report.field) throw conflict('This report has no correction to apply.')
      const row = await trx.selectFrom('businesses').selectAll().where('id', '=', report.business_id).forUpdate().executeTakeFirst()
      if (!row) throw notFound(GONE)
      const parsed = businessSchema.safeParse({ ...businessOfRow(row), [report.field]: decision.value })
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === report.field) ?? parsed.error.issues[0]
        throw invalid('value', issue?.message ?? 'The value is not valid')
      }
      const outcome = await updateBusiness(trx, report.business_id, parsed.data, { awards: 'keep' })
      if (outcome === 'updated') {
        await recordAudit(trx, { actor: actor.email, action: 'business.update', entity: 'business', entityId: report.business_id, detail: { name: row.name, [report.field]: decision.value, problemReport: reportId } })
      }
    }
    if (decision.kind === 'detach') {
      if (report.kind !== 'records') throw conflict('This report does not dispute public records.')
      const detached = await detachRecords(trx, actor, report.business_id, decision.activityNrs, decision.establishments ?? [])
      if (detached === 0) throw invalid('activityNr', 'These records are no longer attached to this business')
    }
    const applied = decision.kind === 'apply' || decision.kind === 'detach'
    await trx
      .updateTable('problem_reports')
      .set({ status: decision.kind === 'dismiss' ? 'dismissed' : 'resolved', applied, resolved_by: actor.email, resolved_at: new Date() })
      .where('id', '=', reportId)
      .execute()
    await recordAudit(trx, { actor: actor.email, action: decision.kind === 'dismiss' ? 'report.dismiss' : 'report.resolve', entity: 'problem-report', entityId: reportId, detail: { businessId: report.business_id, applied } })
  })
}

/**
 * The chosen records attached to the business — OSHA inspections, other sources' establishments
 * ("{feed id}:{id}") — become rejected matches (audited); the business is rescored.
 */
async function detachRecords(trx: DB, actor: { email: string }, businessId: string, activityNrs: string[], establishments: string[]): Promise<number> {
  const attached = ['certain', 'confirmed'] as const
  const osha = activityNrs.length === 0 ? [] : await trx.updateTable('osha_inspections').set({ match_status: 'rejected', updated_at: new Date() })
    .where('business_id', '=', businessId).where('match_status', 'in', attached).where('activity_nr', 'in', activityNrs)
    .returning('activity_nr').execute()
  const keys = establishments.map((e) => ({ feedId: Number(e.slice(0, e.indexOf(':'))), sourceId: e.slice(e.indexOf(':') + 1) }))
  const others = keys.length === 0 ? [] : await trx.updateTable('record_establishments').set({ match_status: 'rejected', updated_at: new Date() })
    .where('business_id', '=', businessId).where('match_status', 'in', attached)
    .where((eb) => eb.or(keys.map((k) => eb.and([eb('feed_id', '=', k.feedId), eb('source_id', '=', k.sourceId)]))))
    .returning(['feed_id', 'source_id']).execute()
  if (osha.length + others.length === 0) return 0
  const detached = osha.map((r) => r.activity_nr).sort()
  const detachedOthers = others.map((r) => `${r.feed_id}:${r.source_id}`).sort()
  await recordAudit(trx, { actor: actor.email, action: 'records.detach', entity: 'business', entityId: businessId, detail: { activityNrs: detached, establishments: detachedOthers } })
  const named = [
    ...(detached.length > 0 ? [`OSHA ${detached.length === 1 ? `inspection ${detached[0]}` : `inspections ${detached.join(', ')}`}`] : []),
    ...(detachedOthers.length > 0 ? [`${detachedOthers.length === 1 ? 'public record' : 'public records'} ${detachedOthers.join(', ')}`] : []),
  ]
  await refreshSafetyRecords(trx, [businessId], { reason: `${named.join(' and ')} detached after a problem report` })
  return osha.length + others.length
}

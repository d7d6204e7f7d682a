import { businessSchema } from '~/domain/business/model.ts'
import type { DB } from '~/lib/db.server.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'
import { businessOfRow } from '../business/business-of-row.ts'
import { updateBusiness } from '../business/update-business.server.ts'
import { recordAudit } from '../record-audit.server.ts'

export type ResolveResult = { ok: true } | { ok: false; reason: 'not-found' | 'already-decided' | 'no-correction' } | { ok: false; reason: 'invalid'; errors: FieldErrors }

/**
 * The admin's decision on a problem report: `apply` writes its correction (the value as the admin
 * confirmed it) through updateBusiness, with the business's audit entry; `resolve` closes it as
 * handled; `dismiss` closes it as not a problem. One transaction each.
 */
export async function resolveProblemReport(
  db: DB,
  actor: { email: string },
  reportId: string,
  decision: { kind: 'apply'; value: string } | { kind: 'resolve' } | { kind: 'dismiss' },
): Promise<ResolveResult> {
  return db.transaction().execute(async (trx): Promise<ResolveResult> => {
    const report = await trx.selectFrom('problem_reports').selectAll().where('id', '=', reportId).forUpdate().executeTakeFirst()
    if (!report) return { ok: false, reason: 'not-found' }
    if (report.status !== 'open') return { ok: false, reason: 'already-decided' }
    if (decision.kind === 'apply') {
      if (!report.field) return { ok: false, reason: 'no-correction' }
      const row = await trx.selectFrom('businesses').selectAll().where('id', '=', report.business_id).forUpdate().executeTakeFirst()
      if (!row) return { ok: false, reason: 'not-found' }
      const parsed = businessSchema.safeParse({ ...businessOfRow(row), [report.field]: decision.value })
      if (!parsed.success) {
        const issue = parsed.error.issues.find((i) => i.path[0] === report.field) ?? parsed.error.issues[0]
        return { ok: false, reason: 'invalid', errors: { value: issue?.message ?? 'The value is not valid' } }
      }
      const outcome = await updateBusiness(trx, report.business_id, parsed.data, { awards: 'keep' })
      if (outcome === 'updated') {
        await recordAudit(trx, { actor: actor.email, action: 'business.update', entity: 'business', entityId: report.business_id, detail: { name: row.name, [report.field]: decision.value, problemReport: reportId } })
      }
    }
    await trx
      .updateTable('problem_reports')
      .set({ status: decision.kind === 'dismiss' ? 'dismissed' : 'resolved', applied: decision.kind === 'apply', resolved_by: actor.email, resolved_at: new Date() })
      .where('id', '=', reportId)
      .execute()
    await recordAudit(trx, { actor: actor.email, action: decision.kind === 'dismiss' ? 'report.dismiss' : 'report.resolve', entity: 'problem-report', entityId: reportId, detail: { businessId: report.business_id, applied: decision.kind === 'apply' } })
    return { ok: true }
  })
}

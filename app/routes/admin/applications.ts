import { findAuditChecklist, recordAuditOutcome, scheduleAudit, startAudit } from '~/domain/application/audit-application.admin.server.ts'
import { refundApplication } from '~/domain/application/refund-application.admin.server.ts'
import { auditOutcomeSchema, checkField, checkNoteField, scheduleAuditSchema } from '~/domain/application/model.ts'
import { isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { AppError, notFound, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseOrFail } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/applications'

const BACK = '/admin?tab=audits'
const done = (title: string, description = '') => redirectWithToast(BACK, { type: 'success', title, description })

/**
 * POST /admin/applications: the Audits tab's steps — schedule, start, outcome — and refunds. The
 * forms post without JavaScript: every answer goes back to the tab, a refusal with its reason as a toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  return attempt(async () => {
    const applicationId = String(form?.get('applicationId') ?? '')
    if (!form || !isUuid(applicationId)) throw notFound('Application not found')
    if (intent === 'schedule') {
      const { auditDate } = parseOrFail(scheduleAuditSchema, form)
      await scheduleAudit(db, admin, applicationId, auditDate)
      return done('Audit scheduled', auditDate)
    }
    if (intent === 'start') {
      await startAudit(db, admin, applicationId)
      return done('Audit started')
    }
    if (intent === 'outcome') {
      const items = await findAuditChecklist(db, applicationId)
      const outcome = parseOrFail(auditOutcomeSchema(items), form)
      const values = outcome as unknown as Record<string, string>
      const checklist = items.map((item, i) => ({ item, passed: values[checkField(i)] === 'pass', ...(values[checkNoteField(i)] ? { note: values[checkNoteField(i)] } : {}) }))
      const recorded = await recordAuditOutcome(db, admin, applicationId, { passed: outcome.outcome === 'pass', checklist, note: String(values.note ?? '') })
      return done(outcome.outcome === 'pass' ? 'Audit passed: award created' : 'Audit failed', recorded.awardCode ?? '')
    }
    if (intent === 'refund') {
      if (!isBillingConfigured()) throw new AppError('unavailable', 'Billing is not configured')
      return done('Refund issued', await refundApplication(db, admin, applicationId))
    }
    throw unknownAction()
  }, { redirect: BACK, title: 'Not saved' })
}

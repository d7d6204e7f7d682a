import { recordAuditOutcome, scheduleAudit, startAudit } from '~/domain/admin/audit-application.server.ts'
import { refundApplication } from '~/domain/admin/refund-application.server.ts'
import { auditOutcomeSchema, checkField, checkNoteField, scheduleAuditSchema } from '~/domain/application/model.ts'
import { isBillingConfigured } from '~/domain/billing/subscription.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/applications'

const BACK = '/admin?tab=audits'
/** Refused steps go back to the tab too, with the reason as a toast (the forms post without JavaScript). */
const failed = (description: string) => redirectWithToast(BACK, { type: 'error', title: 'Not saved', description })
const done = (title: string, description = '') => redirectWithToast(BACK, { type: 'success', title, description })

/** POST /admin/applications: the Audits tab's steps — schedule, start, outcome — and refunds. */
export async function action({ request }: Route.ActionArgs) {
  const { db, admin, form, intent } = await adminPost(request)
  const applicationId = String(form?.get('applicationId') ?? '')
  if (!form || !isUuid(applicationId)) return failed('Application not found')

  if (intent === 'schedule') {
    const parsed = parseForm(scheduleAuditSchema, form)
    if (!parsed.ok) return failed(Object.values(parsed.errors)[0] ?? 'Check the audit date')
    const result = await scheduleAudit(db, admin, applicationId, parsed.value.auditDate)
    return result.ok ? done('Audit scheduled', parsed.value.auditDate) : failed(result.message)
  }
  if (intent === 'start') {
    const result = await startAudit(db, admin, applicationId)
    return result.ok ? done('Audit started') : failed(result.message)
  }
  if (intent === 'outcome') {
    const app = await db.selectFrom('applications').innerJoin('badges', 'badges.id', 'applications.badge_id').select('badges.checklist')
      .where('applications.id', '=', applicationId).executeTakeFirst()
    if (!app) return failed('Application not found')
    const parsed = parseForm(auditOutcomeSchema(app.checklist), form)
    if (!parsed.ok) return failed(Object.values(parsed.errors)[0] ?? 'Check the outcome')
    const values = parsed.value as unknown as Record<string, string>
    const checklist = app.checklist.map((item, i) => ({ item, passed: values[checkField(i)] === 'pass', ...(values[checkNoteField(i)] ? { note: values[checkNoteField(i)] } : {}) }))
    const result = await recordAuditOutcome(db, admin, applicationId, { passed: parsed.value.outcome === 'pass', checklist, note: String(values.note ?? '') })
    if (!result.ok) return failed(result.message)
    return done(parsed.value.outcome === 'pass' ? 'Audit passed: award created' : 'Audit failed', result.awardCode ?? '')
  }
  if (intent === 'refund') {
    if (!isBillingConfigured()) return failed('Billing is not configured')
    const result = await refundApplication(db, admin, applicationId)
    if (!result.ok) return failed(result.reason === 'not-found' ? 'Application not found' : 'This payment cannot be refunded (refunded already, unpaid, or older than 30 days)')
    return done('Refund issued', result.refundId)
  }
  return failed('Unknown action')
}

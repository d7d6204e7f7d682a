import type { Kysely, Transaction } from 'kysely'
import { createAward } from '~/domain/award/create-award.server.ts'
import { auditorName, defaultExpiry } from '~/domain/award/model.ts'
import { auditSteps } from '~/domain/application/audit-steps.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import type { ChecklistResult } from '~/lib/db-schema-applications.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { Database } from '~/lib/db-schema.ts'
import type { DB } from '~/lib/db.server.ts'
import { conflict, notFound } from '~/lib/app-error.ts'
import { getEnv } from '~/lib/env.server.ts'
import { todayIso } from '~/lib/audit-dates.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'
import { notifyFavoriteWatchers } from '~/domain/favorite/notify-favorite-watchers.server.ts'

// The Audits tab's steps. Each is one transaction: the application's change guarded by the status
// it may come from (so a double click or a stale page changes nothing twice), its audit entry, and
// the e-mail to the applicant (through the outbox and the email job queue). A step its application's
// status does not allow is refused (conflict, with what auditSteps says).

export type AuditStepResult = { awardCode?: string }

async function load(trx: Transaction<Database>, id: string) {
  return trx.selectFrom('applications').innerJoin('user', 'user.id', 'applications.user_id').innerJoin('badges', 'badges.id', 'applications.badge_id')
    .leftJoin('submissions', 'submissions.id', 'applications.submission_id')
    .select(['applications.id', 'applications.status', 'applications.business_id', 'applications.business_name', 'applications.badge_id', 'applications.audit_date', 'submissions.business_id as submittedBusinessId',
      'user.email', 'badges.name as badgeName', 'badges.validity_months as validityMonths'])
    .where('applications.id', '=', id).forUpdate(['applications']).executeTakeFirst()
}
type Loaded = NonNullable<Awaited<ReturnType<typeof load>>>

async function tell(db: Kysely<Database>, app: Loaded, kind: string, subject: string, body: string) {
  await sendEmail(db, {
    to: app.email,
    kind,
    subject: `${subject}: ${app.badgeName}`,
    text: `${body}\n\nYour application for the ${app.badgeName} badge for ${app.business_name}: ${getEnv().SITE_URL}/applications/${app.id}\n`,
  })
}

async function step(db: DB, id: string, fn: (trx: Transaction<Database>, app: Loaded) => Promise<AuditStepResult>): Promise<AuditStepResult> {
  return db.transaction().execute(async (trx) => {
    const app = await load(trx, id)
    if (!app) throw notFound('Application not found')
    return fn(trx, app)
  })
}

const stepsOf = (app: Loaded, today: string) => auditSteps({ status: app.status, auditDate: app.audit_date, hasBusiness: Boolean(app.business_id ?? app.submittedBusinessId) }, today)

/** Schedules (or moves) the audit of a submitted application. */
export async function scheduleAudit(db: DB, admin: { email: string }, id: string, auditDate: string): Promise<AuditStepResult> {
  return step(db, id, async (trx, app) => {
    const refused = stepsOf(app, todayIso()).schedule
    if (refused) throw conflict(refused)
    await trx.updateTable('applications').set({ status: 'scheduled', audit_date: auditDate, updated_at: new Date() }).where('id', '=', id).execute()
    await recordAudit(trx, { actor: admin.email, action: 'application.schedule', entity: 'application', entityId: id, detail: { auditDate } })
    await tell(trx, app, 'audit-scheduled', 'Audit scheduled', `Your audit is scheduled for ${auditDate}. An auditor will contact you to confirm the time.`)
    return {}
  })
}

/** The auditor has begun: the application is in audit. */
export async function startAudit(db: DB, admin: { email: string; name?: string }, id: string): Promise<AuditStepResult> {
  return step(db, id, async (trx, app) => {
    const refused = stepsOf(app, todayIso()).start
    if (refused) throw conflict(refused)
    await trx.updateTable('applications').set({ status: 'in_audit', auditor: auditorName(admin.name), updated_at: new Date() }).where('id', '=', id).execute()
    await recordAudit(trx, { actor: admin.email, action: 'application.start-audit', entity: 'application', entityId: id })
    await tell(trx, app, 'audit-started', 'Audit in progress', 'Your audit has begun. We will write with the outcome.')
    return {}
  })
}

/** The checklist an application's badge audits against (its outcome form's items); not-found when there is no such application. */
export async function findAuditChecklist(db: DB, id: string): Promise<string[]> {
  const app = await db.selectFrom('applications').innerJoin('badges', 'badges.id', 'applications.badge_id').select('badges.checklist')
    .where('applications.id', '=', id).executeTakeFirst()
  if (!app) throw notFound('Application not found')
  return app.checklist
}

/**
 * The outcome, with the checklist results. Passing creates the award in the same transaction
 * (evidence: the checklist, the auditor, the date, the application; expiry from the badge's
 * validity), so an award never exists without a passed audit and a passed audit always has its award.
 */
export async function recordAuditOutcome(
  db: DB,
  admin: { email: string; name?: string },
  id: string,
  outcome: { passed: boolean; checklist: ChecklistResult[]; note: string },
  now: Date = new Date(),
): Promise<AuditStepResult> {
  return step(db, id, async (trx, app) => {
    const checkedOn = todayIso(now)
    const refused = stepsOf(app, checkedOn)[outcome.passed ? 'pass' : 'fail']
    const businessId = app.business_id ?? app.submittedBusinessId
    if (refused) throw conflict(refused)
    let award: { id: string; code: string } | null = null
    if (outcome.passed) {
      award = await createAward(trx, {
        businessId: businessId!,
        badgeId: app.badge_id,
        issuedOn: checkedOn,
        expiresOn: defaultExpiry(checkedOn, app.validityMonths),
        evidence: { checkedOn, auditor: auditorName(admin.name), checklist: outcome.checklist, note: outcome.note || undefined, applicationId: id },
      })
      // The directory's cards and filters read the business's current directory badges.
      await refreshSafetyRecords(trx, [businessId!], { today: checkedOn, reason: 'audit passed' })
      await bumpContentVersion(trx)
      await notifyFavoriteWatchers(trx, businessId!, [{ kind: 'award', text: `It passed its audit and was awarded the ${app.badgeName} badge (certificate ${award.code}).` }])
    }
    await trx.updateTable('applications').set({
      status: outcome.passed ? 'passed' : 'failed', checklist: JSON.stringify(outcome.checklist), outcome_note: outcome.note || null,
      auditor: auditorName(admin.name), award_id: award?.id ?? null, business_id: businessId, updated_at: now,
    }).where('id', '=', id).execute()
    await recordAudit(trx, { actor: admin.email, action: outcome.passed ? 'application.pass' : 'application.fail', entity: 'application', entityId: id, detail: { awardCode: award?.code, items: outcome.checklist.length } })
    if (award) {
      await tell(trx, app, 'audit-passed', 'Audit passed', `Congratulations: ${app.business_name} passed its audit and holds the ${app.badgeName} badge. Certificate code ${award.code}; anyone can check it at ${getEnv().SITE_URL}/verify/${award.code}.`)
    } else {
      await tell(trx, app, 'audit-failed', 'Audit not passed', `${app.business_name} did not pass this audit.${outcome.note ? ` The auditor’s note: ${outcome.note}` : ''} You may apply again once the points raised are addressed.`)
    }
    return award ? { awardCode: award.code } : {}
  })
}

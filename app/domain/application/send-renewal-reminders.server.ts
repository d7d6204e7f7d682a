import type { DB } from '~/lib/db.server.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { todayIso } from '~/lib/audit-dates.ts'
import { getEnv } from '~/lib/env.server.ts'
import { REMINDER_DAYS, reminderDue } from './model.ts'

/**
 * The daily `renewal-reminders` job: for each current award that came from an application, the
 * reminder due (60, 30 or 7 days before expiry) is sent to the applicant once — the row in
 * award_reminders (unique per award and days) is written in the same transaction as the e-mail, so
 * a second run, another instance or a retry sends nothing twice. `now` is the clock (tests move it).
 */
export async function sendRenewalReminders(db: DB, now: Date = new Date()): Promise<{ sent: number }> {
  const today = todayIso(now)
  const horizon = todayIso(new Date(now.getTime() + Math.max(...REMINDER_DAYS) * 24 * 3600 * 1000))
  const awards = await db.selectFrom('awards')
    .innerJoin('applications', 'applications.award_id', 'awards.id')
    .innerJoin('user', 'user.id', 'applications.user_id')
    .innerJoin('badges', 'badges.id', 'awards.badge_id')
    .select(['awards.id', 'awards.badge_id as badgeId', 'awards.expires_on as expiresOn', 'applications.business_name as businessName', 'user.email', 'badges.name as badgeName'])
    .where('awards.revoked_at', 'is', null)
    .where('awards.expires_on', '>=', today)
    .where('awards.expires_on', '<=', horizon)
    .execute()
  let sent = 0
  for (const award of awards) {
    const days = reminderDue(award.expiresOn, today)
    if (days === null) continue
    const didSend = await db.transaction().execute(async (trx) => {
      const claimed = await trx.insertInto('award_reminders').values({ award_id: award.id, days })
        .onConflict((oc) => oc.columns(['award_id', 'days']).doNothing()).returning('award_id').executeTakeFirst()
      if (!claimed) return false
      const link = `${getEnv().SITE_URL}/badge/${encodeURIComponent(award.badgeId)}/apply?renew=${award.id}`
      await sendEmail(trx, {
        to: award.email,
        kind: 'award-renewal',
        subject: `Your ${award.badgeName} badge expires on ${award.expiresOn}`,
        text: `The ${award.badgeName} badge of ${award.businessName} expires on ${award.expiresOn} (in ${days} days or fewer). Renew it — your last application is filled in for you:\n${link}\n`,
      })
      return true
    })
    if (didSend) sent++
  }
  return { sent }
}

import { sql, type Kysely } from 'kysely'
import { recordAudit } from '~/domain/audit-log/record-audit.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import { createAward } from '~/domain/award/create-award.server.ts'
import { addAwardSchema, auditorName, normalizeAwardCode, revokeAwardSchema, verifyPath, type AddAwardValues, type RevokeAwardValues } from '~/domain/award/model.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { notifyFavoriteWatchers } from '~/domain/favorite/notify-favorite-watchers.server.ts'
import { DIRECTORY_BADGE_IDS } from '~/domain/directory/directory-query.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { todayIso, type BadgeEvidence } from '~/lib/audit-dates.ts'
import type { BadgeType, Database } from '~/lib/db-schema.ts'
import { getEnv } from '~/lib/env.server.ts'
import { conflict, invalid, notFound } from '~/lib/app-error.ts'
import { isUuid } from '~/lib/uuid.ts'

const GONE = 'Business or award not found'

const BADGE_OF_ID = Object.fromEntries(Object.entries(DIRECTORY_BADGE_IDS).map(([type, id]) => [id, type])) as Record<string, BadgeType>

/** "Add award" on the admin's business form: one audited write (award, derived badges, content version). Returns its code. */
export async function addAward(db: Kysely<Database>, actor: { email: string; name?: string }, businessId: string, input: AddAwardValues): Promise<string> {
  if (!isUuid(businessId)) throw notFound(GONE)
  const values = addAwardSchema.parse(input)
  return db.transaction().execute(async (trx) => {
    const business = await trx.selectFrom('businesses').select(['id', 'name']).where('id', '=', businessId).forUpdate().executeTakeFirst()
    if (!business) throw notFound(GONE)
    const badge = await trx.selectFrom('badges').select(['id', 'name']).where('id', '=', values.badgeId).executeTakeFirst()
    if (!badge) throw invalid('badgeId', 'Badge is not in the catalog')
    const award = await createAward(trx, { businessId, badgeId: badge.id, issuer: values.issuer, issuedOn: values.issuedOn, expiresOn: values.expiresOn, evidence: { checkedOn: values.issuedOn, auditor: auditorName(actor.name) } })
    await refreshSafetyRecords(trx, [businessId], { reason: 'award' })
    await recordAudit(trx, { actor: actor.email, action: 'award.add', entity: 'award', entityId: award.id, detail: { code: award.code, badge: badge.id, business: business.name } })
    await bumpContentVersion(trx)
    const expires = await trx.selectFrom('awards').select('expires_on').where('id', '=', award.id).executeTakeFirstOrThrow()
    await notifyFavoriteWatchers(trx, businessId, [{ kind: 'award', text: `It was awarded the ${badge.name} badge (certificate ${award.code}, expires ${expires.expires_on}).` }])
    return award.code
  })
}

/**
 * "Revoke": the award stays on record as revoked with its reason (verification says so), the
 * business loses its directory badge, and the business's e-mail address (if any) is told, through
 * the e-mail queue. One transaction with its audit entry. Returns the award's code.
 */
export async function revokeAward(db: Kysely<Database>, actor: { email: string }, businessId: string, input: RevokeAwardValues): Promise<string> {
  const values = revokeAwardSchema.parse(input)
  const code = normalizeAwardCode(values.code)
  if (!isUuid(businessId) || !code) throw notFound(GONE)
  return db.transaction().execute(async (trx) => {
    const award = await trx
      .selectFrom('awards')
      .innerJoin('badges', 'badges.id', 'awards.badge_id')
      .innerJoin('businesses', 'businesses.id', 'awards.business_id')
      .select(['awards.id', 'awards.revoked_at', 'badges.name as badgeName', 'businesses.name as businessName', 'businesses.email'])
      .where('awards.code', '=', code)
      .where('awards.business_id', '=', businessId)
      .forUpdate()
      .executeTakeFirst()
    if (!award) throw notFound(GONE)
    if (award.revoked_at) throw conflict('This award is already revoked')
    await trx.updateTable('awards').set({ revoked_at: new Date(), revoked_reason: values.reason }).where('id', '=', award.id).execute()
    await refreshSafetyRecords(trx, [businessId], { reason: 'award' })
    await recordAudit(trx, { actor: actor.email, action: 'award.revoke', entity: 'award', entityId: award.id, detail: { code, badge: award.badgeName, business: award.businessName, reason: values.reason } })
    await bumpContentVersion(trx)
    await notifyFavoriteWatchers(trx, businessId, [{ kind: 'award', text: `Its ${award.badgeName} badge (certificate ${code}) was revoked: ${values.reason}` }])
    if (award.email) {
      const url = `${getEnv().SITE_URL}${verifyPath(code)}`
      await sendEmail(trx, {
        to: award.email,
        kind: 'award-revoked',
        subject: `Your ${award.badgeName} badge has been revoked`,
        text: `Safest has revoked the ${award.badgeName} badge of ${award.businessName} (certificate ${code}).\n\nReason: ${values.reason}\n\nIts verification page and seal now say Revoked: ${url}\n\nQuestions? Reply to this e-mail.\n`,
      })
    }
    return code
  })
}

/**
 * The CSV import, submission approval and the seed still speak of a business's directory badges
 * (osha, state, city, with optional evidence). Given the list, a badge without a current award gets
 * one (its evidence: issuer, date checked, expiry; otherwise Safest, today, one year); with
 * `revokeMissing`, a current directory award whose badge is not listed is revoked. Returns whether
 * anything changed. Runs in the caller's transaction.
 */
export async function syncDirectoryAwards(
  trx: Kysely<Database>,
  rows: readonly { businessId: string; badges: readonly BadgeType[]; evidence?: BadgeEvidence }[],
  options: { revokeMissing: boolean; reason?: string },
): Promise<boolean> {
  if (rows.length === 0) return false
  const today = todayIso()
  const ids = rows.map((r) => r.businessId)
  const onRecord = await trx
    .selectFrom('awards')
    .select(['id', 'business_id', 'badge_id', 'issued_on', 'expires_on'])
    .where('business_id', 'in', ids)
    .where('badge_id', 'in', Object.values(DIRECTORY_BADGE_IDS))
    .where('revoked_at', 'is', null)
    .execute()
  const held = onRecord.filter((a) => a.expires_on >= today)
  const heldKeys = new Set(held.map((a) => `${a.business_id}|${BADGE_OF_ID[a.badge_id]}`))
  // An expired award with the same dates is the same award: saving or importing it again adds nothing.
  const sameKeys = new Set(onRecord.map((a) => `${a.business_id}|${BADGE_OF_ID[a.badge_id]}|${a.issued_on}|${a.expires_on}`))
  let changed = false
  for (const row of rows) {
    for (const badge of row.badges) {
      const e = row.evidence?.[badge]
      if (heldKeys.has(`${row.businessId}|${badge}`) || (e && sameKeys.has(`${row.businessId}|${badge}|${e.checkedOn}|${e.expiresOn}`))) continue
      await createAward(trx, {
        businessId: row.businessId,
        badgeId: DIRECTORY_BADGE_IDS[badge],
        issuedOn: e?.checkedOn || undefined,
        expiresOn: e?.expiresOn || undefined,
        issuer: e?.issuer || undefined,
        evidence: e?.checkedOn ? { checkedOn: e.checkedOn } : {},
      })
      changed = true
    }
  }
  if (options.revokeMissing) {
    const listed = new Set(rows.flatMap((r) => r.badges.map((b) => `${r.businessId}|${b}`)))
    const revoke = held.filter((a) => !listed.has(`${a.business_id}|${BADGE_OF_ID[a.badge_id]}`)).map((a) => a.id)
    if (revoke.length > 0) {
      await trx
        .updateTable('awards')
        .set({ revoked_at: sql`now()`, revoked_reason: options.reason ?? 'Removed from the business by the admin' })
        .where('id', 'in', revoke)
        .execute()
      changed = true
    }
  }
  if (changed) await refreshSafetyRecords(trx, ids, { today, reason: 'awards' })
  return changed
}

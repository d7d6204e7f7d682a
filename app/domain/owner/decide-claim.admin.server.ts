import { changeBusiness } from '~/domain/business/write-business.server.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { conflict, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export type Decision = { approve: true } | { approve: false; reason: string }

/**
 * The admin's decision on a claim in review, in one transaction with its audit entry and e-mails.
 * Approval makes the claimant the one owner (a contested claim replaces the current owner, who is told).
 * Returns the business's name.
 */
export async function decideClaim(db: DB, admin: { email: string }, claimId: string, decision: Decision): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const claim = await trx.selectFrom('business_claims').innerJoin('businesses', 'businesses.id', 'business_claims.business_id')
      .innerJoin('user', 'user.id', 'business_claims.user_id').leftJoin('user as owner', 'owner.id', 'businesses.owner_id')
      .select(['business_claims.id', 'business_claims.status', 'business_claims.business_id', 'business_claims.user_id', 'businesses.name', 'businesses.owner_id', 'user.email', 'owner.email as ownerEmail'])
      .where('business_claims.id', '=', claimId).forUpdate(['business_claims']).executeTakeFirst()
    if (!claim) throw notFound('Claim not found')
    if (claim.status !== 'review') throw conflict('This claim was decided already')
    const now = new Date()
    const site = getEnv().SITE_URL
    if (!decision.approve) {
      await trx.updateTable('business_claims').set({ status: 'refused', decided_by: admin.email, decided_at: now, decision_reason: decision.reason }).where('id', '=', claim.id).execute()
      await recordAudit(trx, { actor: admin.email, action: 'claim.refuse', entity: 'business', entityId: claim.business_id, detail: { claimId: claim.id, reason: decision.reason } })
      await sendEmail(trx, { to: claim.email, kind: 'claim-refused', subject: `Your claim on ${claim.name} was not approved`, text: `We could not confirm that you own ${claim.name}.\n\nReason: ${decision.reason}\n\nYou may claim it again from its page on ${site}.\n` })
      return claim.name
    }
    await trx.updateTable('business_claims').set({ status: 'approved', decided_by: admin.email, decided_at: now, decision_reason: null }).where('id', '=', claim.id).execute()
    await changeBusiness(trx, claim.business_id, { owner_id: claim.user_id, owner_since: now }, { reason: 'claim approved' })
    await recordAudit(trx, { actor: admin.email, action: 'claim.approve', entity: 'business', entityId: claim.business_id, detail: { claimId: claim.id, previousOwner: claim.ownerEmail ?? null } })
    await sendEmail(trx, { to: claim.email, kind: 'claim-approved', subject: `You are the verified owner of ${claim.name}`, text: `Your claim is approved: you now manage ${claim.name} on Safest.\n\nEdit it from your dashboard: ${site}/dashboard/listings\n` })
    if (claim.ownerEmail && claim.owner_id !== claim.user_id) {
      await sendEmail(trx, { to: claim.ownerEmail, kind: 'claim-replaced', subject: `${claim.name} has a new verified owner`, text: `After reviewing a claim, we made another member the owner of ${claim.name} on Safest. If this is wrong, reply to this message.\n` })
    }
    return claim.name
  })
}

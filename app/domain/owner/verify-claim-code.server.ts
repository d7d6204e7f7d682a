import { changeBusiness } from '~/domain/business/write-business.server.ts'
import { timingSafeEqual } from 'node:crypto'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { invalid } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { hashClaimCode } from './claim-code.server.ts'
import { CODE_TRIES } from './model.ts'

export type VerifyCodeResult = { outcome: 'owner' | 'review'; businessName: string }

const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * Checks a claim's code (the member's own claim only). Right: the claim is used up; on an unowned
 * business the member becomes its owner at once, on an owned one the claim goes to the admin with
 * both sides. Wrong: one of CODE_TRIES tries is spent (that is kept), then the code is refused
 * (invalid, on the code field); the last wrong one refuses the claim.
 */
export async function verifyClaimCode(db: DB, user: { id: string; email: string }, claimId: string, code: string): Promise<VerifyCodeResult> {
  const result = await db.transaction().execute(async (trx): Promise<VerifyCodeResult | { refused: string }> => {
    const claim = await trx.selectFrom('business_claims').innerJoin('businesses', 'businesses.id', 'business_claims.business_id')
      .select(['business_claims.id', 'business_claims.status', 'business_claims.code_hash', 'business_claims.code_expires_at', 'business_claims.attempts',
        'business_claims.business_id', 'businesses.name', 'businesses.owner_id'])
      .where('business_claims.id', '=', claimId).where('business_claims.user_id', '=', user.id).forUpdate(['business_claims']).executeTakeFirst()
    if (!claim || claim.status !== 'code-sent' || !claim.code_hash) return { refused: 'This code is no longer valid. Ask for a new one.' }
    if (!claim.code_expires_at || new Date(claim.code_expires_at) <= new Date()) {
      await trx.updateTable('business_claims').set({ status: 'expired', code_hash: null }).where('id', '=', claim.id).execute()
      return { refused: 'This code has expired. Ask for a new one.' }
    }
    if (!same(claim.code_hash, hashClaimCode(claim.id, code))) {
      const spent = claim.attempts + 1
      const last = spent >= CODE_TRIES
      await trx.updateTable('business_claims').set({ attempts: spent, ...(last ? { status: 'refused', code_hash: null, decision_reason: 'Too many wrong codes' } : {}) }).where('id', '=', claim.id).execute()
      return { refused: last ? 'Too many wrong codes: this claim is closed. Ask for a new code.' : `That code is not right. ${CODE_TRIES - spent} ${CODE_TRIES - spent === 1 ? 'try' : 'tries'} left.` }
    }
    if (claim.owner_id && claim.owner_id !== user.id) {
      await trx.updateTable('business_claims').set({ status: 'review', contested: true, code_hash: null }).where('id', '=', claim.id).execute()
      return { outcome: 'review', businessName: claim.name }
    }
    const now = new Date()
    await trx.updateTable('business_claims').set({ status: 'approved', code_hash: null, decided_by: user.email, decided_at: now, decision_reason: 'Code confirmed' }).where('id', '=', claim.id).execute()
    await changeBusiness(trx, claim.business_id, { owner_id: user.id, owner_since: now }, { reason: 'claim confirmed' })
    await trx.insertInto('audit_log').values({ actor: user.email, action: 'claim.code-confirmed', entity: 'business', entity_id: claim.business_id, detail: JSON.stringify({ claimId: claim.id }) }).execute()
    await sendEmail(trx, {
      to: user.email, kind: 'claim-approved', subject: `You are the verified owner of ${claim.name}`,
      text: `Your claim is confirmed: you now manage ${claim.name} on Safest.\n\nEdit it from your dashboard: ${getEnv().SITE_URL}/dashboard/listings\n`,
    })
    return { outcome: 'owner', businessName: claim.name }
  })
  // Refused after the transaction: the spent try and the closed claim are kept.
  if ('refused' in result) throw invalid('code', result.refused)
  return result
}

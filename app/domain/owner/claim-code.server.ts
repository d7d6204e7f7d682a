import { createHash, randomInt } from 'node:crypto'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { conflict, invalid, notFound, tooManyRequests } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { consumeRateLimit } from '~/lib/rate-limit.server.ts'
import { findClaimableBusiness } from './find-claimable-business.server.ts'
import { CODE_HOURS, CODES_PER_BUSINESS_PER_DAY, CODES_PER_MEMBER_PER_DAY, maskAddress, websiteDomain, type ClaimMethod } from './model.ts'

export const hashClaimCode = (claimId: string, code: string) => createHash('sha256').update(`${claimId}:${code}`).digest('hex')

export type SendCodeResult = { claimId: string; sentTo: string }

/**
 * Starts a claim by code: a 6-digit code, valid 24 hours, to the business's listed address or to an
 * address at its website's domain. Limited per business and per member a day (both counted first).
 */
export async function sendClaimCode(
  db: DB,
  user: { id: string; email: string },
  businessId: string,
  method: Exclude<ClaimMethod, 'documents'>,
  domainAddress: string,
): Promise<SendCodeResult> {
  const business = await findClaimableBusiness(db, businessId)
  if (!business) throw notFound('Business not found')
  if (business.ownerId === user.id) throw conflict('You already own this business')
  const domain = websiteDomain(business.website)
  const address = method === 'listed-email' ? business.email : domain && domainAddress.toLowerCase().endsWith(`@${domain}`) ? domainAddress.toLowerCase() : null
  if (!address) throw method === 'listed-email' ? conflict('This business lists no e-mail address') : invalid('address', 'Enter an address at the website’s domain')
  for (const [key, limit] of [[`claim-code:business:${business.id}`, CODES_PER_BUSINESS_PER_DAY], [`claim-code:member:${user.id}`, CODES_PER_MEMBER_PER_DAY]] as const) {
    const rate = await consumeRateLimit(db, key, limit, 24 * 3600)
    if (!rate.allowed) throw tooManyRequests('Too many codes were sent today. Please try again tomorrow.', rate.retryAfterSeconds)
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const claimId = crypto.randomUUID()
  await db.transaction().execute(async (trx) => {
    // A new code replaces this member's earlier unused ones for the business.
    await trx.updateTable('business_claims').set({ status: 'expired', code_hash: null }).where('business_id', '=', business.id).where('user_id', '=', user.id).where('status', '=', 'code-sent').execute()
    await trx.insertInto('business_claims').values({
      id: claimId, business_id: business.id, user_id: user.id, method, address, status: 'code-sent',
      code_hash: hashClaimCode(claimId, code), code_expires_at: new Date(Date.now() + CODE_HOURS * 3600_000),
    }).execute()
    await sendEmail(trx, {
      to: address,
      kind: 'claim-code',
      subject: `Your Safest code for ${business.name}: ${code}`,
      text: `Someone (${user.email}) asked to manage the listing of ${business.name} on Safest.\n\nTheir code is: ${code}\n\nIt works once, for ${CODE_HOURS} hours. If you did not expect this, ignore this message: nothing changes without the code.\n\n${getEnv().SITE_URL}\n`,
    })
  })
  return { claimId, sentTo: maskAddress(address) }
}

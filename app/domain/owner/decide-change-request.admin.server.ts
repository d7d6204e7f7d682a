import type { BusinessCategory } from '~/lib/db-schema.ts'
import { sendEmail } from '~/domain/email/send-email.server.ts'
import { conflict, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { changeBusiness } from '~/domain/business/write-business.server.ts'
import { locateBusinesses } from '~/domain/places/locate-businesses.server.ts'
import { businessSlug } from '~/lib/slugs.ts'
import { uniqueSlugs } from '../business/unique-slugs.server.ts'
import type { Decision } from './decide-claim.admin.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

/**
 * The admin's decision on an owner's change request (name, address, category). Approval writes the
 * business through changeBusiness (the one write path), in the same transaction as the audit entry.
 * Returns the business's name (the new one when approved).
 */
export async function decideChangeRequest(db: DB, admin: { email: string }, requestId: string, decision: Decision): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const request = await trx.selectFrom('business_change_requests').innerJoin('user', 'user.id', 'business_change_requests.user_id')
      .select(['business_change_requests.id', 'business_change_requests.status', 'business_change_requests.business_id', 'business_change_requests.after', 'user.email'])
      .where('business_change_requests.id', '=', requestId).forUpdate(['business_change_requests']).executeTakeFirst()
    if (!request) throw notFound('Change request not found')
    if (request.status !== 'pending') throw conflict('This change request was decided already')
    const row = await trx.selectFrom('businesses').selectAll().where('id', '=', request.business_id).executeTakeFirst()
    if (!row) throw notFound('Business not found')
    const after = typeof request.after === 'string' ? JSON.parse(request.after) : request.after
    const now = new Date()
    if (!decision.approve) {
      await trx.updateTable('business_change_requests').set({ status: 'refused', decided_by: admin.email, decided_at: now, decision_reason: decision.reason }).where('id', '=', request.id).execute()
      await recordAudit(trx, { actor: admin.email, action: 'change-request.refuse', entity: 'business', entityId: row.id, detail: { requestId: request.id, reason: decision.reason } })
      await sendEmail(trx, { to: request.email, kind: 'change-request-refused', subject: `Your change to ${row.name} was not approved`, text: `We did not make the change you asked for to ${row.name}.\n\nReason: ${decision.reason}\n` })
      return row.name
    }
    // Only the fields asked for change (checked when the owner sent them): the business's other
    // fields stay as they are, even ones the admin's form would want filled (an owner may clear the phone).
    const slug = row.name === after.name ? row.slug : (await uniqueSlugs(trx, [{ cityId: row.city_id, base: businessSlug(after.name) }], row.id))[0]!
    await changeBusiness(trx, row.id, { name: after.name, address: after.address, category: after.category as BusinessCategory, slug }, { reason: 'change request approved' })
    if (row.address !== after.address) await locateBusinesses(trx, [row.id])
    await trx.updateTable('business_change_requests').set({ status: 'approved', decided_by: admin.email, decided_at: now }).where('id', '=', request.id).execute()
    await recordAudit(trx, { actor: admin.email, action: 'change-request.approve', entity: 'business', entityId: row.id, detail: { requestId: request.id, after } })
    await sendEmail(trx, { to: request.email, kind: 'change-request-approved', subject: `Your change to ${after.name} is published`, text: `We approved your change: ${row.name} now reads “${after.name}”, ${after.address}.\n` })
    return after.name
  })
}

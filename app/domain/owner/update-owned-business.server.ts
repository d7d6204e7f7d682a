import { changeBusiness } from '~/domain/business/write-business.server.ts'
import { invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { hoursOf, type BusinessIdentity, type OwnerEditValues } from './model.ts'

/**
 * An owner's edit of what publishes at once: description, contact and hours. Only the owner's own
 * business (the update is guarded by owner_id); scores, awards, name, address and category are not touched.
 */
export async function updateOwnedBusiness(db: DB, userId: string, businessId: string, values: OwnerEditValues): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const hours = hoursOf(values)
    return changeBusiness(trx, businessId, {
      description: values.description, phone: values.phone, email: values.email, website: values.website,
      hours: hours ? JSON.stringify(hours) : null,
    }, { ownerId: userId, reason: 'owner edit' })
  })
}

/** Name, address and category wait for the admin: a change request (one pending per business; a new one replaces it). */
export async function requestBusinessChange(db: DB, userId: string, businessId: string, after: BusinessIdentity): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('businesses').select(['name', 'address', 'category']).where('id', '=', businessId).where('owner_id', '=', userId).forUpdate().executeTakeFirst()
    if (!row) throw notFound('Business not found')
    const before: BusinessIdentity = { name: row.name, address: row.address, category: row.category }
    if (before.name === after.name && before.address === after.address && before.category === after.category) throw invalid('form', 'Change at least one of name, address or category')
    await trx.deleteFrom('business_change_requests').where('business_id', '=', businessId).where('status', '=', 'pending').execute()
    await trx.insertInto('business_change_requests').values({ business_id: businessId, user_id: userId, before: JSON.stringify(before), after: JSON.stringify(after) }).execute()
  })
}

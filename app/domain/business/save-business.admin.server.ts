import { recordAudit } from '~/domain/audit-log/record-audit.server.ts'
import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { checkBusinessCity } from './check-business-city.server.ts'
import { createBusinesses } from './create-businesses.server.ts'
import type { BusinessValues } from '~/domain/business/model.ts'
import { updateBusiness } from './update-business.server.ts'

export type SaveBusinessResult = { id: string; outcome: 'created' | 'updated' | 'unchanged' }

export const BUSINESS_GONE = 'That business listing no longer exists.'

/**
 * The admin's business form (dialog or /business-form): with an id it updates that business,
 * otherwise it creates one (spec §4). The write and its audit entry share one transaction. Refused:
 * a business that is gone (not-found), a city that is not listed (invalid).
 */
export async function saveBusiness(db: DB, actor: { email: string }, id: string | null, values: BusinessValues): Promise<SaveBusinessResult> {
  if (id !== null && !isUuid(id)) throw notFound(BUSINESS_GONE)
  await checkBusinessCity(db, values)
  return db.transaction().execute(async (trx): Promise<SaveBusinessResult> => {
    if (id === null) {
      const [created] = await createBusinesses(trx, [values])
      await recordAudit(trx, { actor: actor.email, action: 'business.create', entity: 'business', entityId: created!, detail: { name: values.name } })
      return { id: created!, outcome: 'created' }
    }
    const outcome = await updateBusiness(trx, id, values, { awards: 'keep' })
    if (outcome === 'not-found') throw notFound(BUSINESS_GONE)
    if (outcome === 'updated') await recordAudit(trx, { actor: actor.email, action: 'business.update', entity: 'business', entityId: id, detail: { name: values.name } })
    return { id, outcome }
  })
}

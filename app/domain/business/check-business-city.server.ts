import { invalid } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import type { BusinessValues } from '~/domain/business/model.ts'

export const CITY_MESSAGE = 'City must be one of the listed cities'

/** A business's city must exist (the form's select could be stale, a post could be forged): else invalid on cityId. */
export async function checkBusinessCity(db: DB, values: BusinessValues): Promise<void> {
  if (values.cityId === null) return
  const city = await db.selectFrom('cities').select('id').where('id', '=', values.cityId).executeTakeFirst()
  if (!city) throw invalid('cityId', CITY_MESSAGE)
}

import type { DB } from '~/lib/db.server.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'
import type { BusinessValues } from '~/domain/business/model.ts'

export const CITY_MESSAGE = 'City must be one of the listed cities'

/** A business's city must exist (the form's select could be stale, a post could be forged). */
export async function checkBusinessCity(db: DB, values: BusinessValues): Promise<FieldErrors | null> {
  if (values.cityId === null) return null
  const city = await db.selectFrom('cities').select('id').where('id', '=', values.cityId).executeTakeFirst()
  return city ? null : { cityId: CITY_MESSAGE }
}

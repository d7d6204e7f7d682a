import type { Migration } from 'kysely'
import * as m0001 from './0001-directory.ts'

/** Every migration, in order. Add new ones here. */
export const migrations: Record<string, Migration> = {
  '0001-directory': m0001,
}

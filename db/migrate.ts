import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { migrations } from './migrations/index.ts'

// Migrations are TypeScript modules listed in migrations/index.ts, so the same list works in the
// server bundle, in tests and in the CLI (no directory scanning at run time).
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  },
}

/**
 * `schema`: where the migration bookkeeping tables live when not in `public` (tests give every
 * file its own schema; without this, Kysely would see another schema's lock table and race).
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

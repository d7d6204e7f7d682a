import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { migrations } from './migrations/index.ts'

// Migrations are TypeScript modules listed in migrations/index.ts, so the same list works in the
// server bundle, in tests and in the CLI (no directory scanning at run time).
const provider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations
  },
}

/**
 * The migration bookkeeping tables live in the connection's current schema (the first of its
 * search_path). Kysely would otherwise look for them across every schema of the database and
 * could find another schema's tables (tests and deployments that share a database by schema).
 */
export async function migrateToLatest(db: Kysely<any>, schema?: string): Promise<string[]> {
  const migrationTableSchema = schema ?? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}

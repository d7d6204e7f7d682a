// For files that call code reaching the app's database() (route modules, the job queue's senders):
//   vi.mock('~/lib/db.server.ts', async (original) => (await import('./app-database-mock.ts')).answeringTestDatabase(await original()))
// and withTestDatabase(…, { appDatabase: true }) makes database() answer the file's test database.
import type { DB } from '~/lib/db.server.ts'

let current: DB | undefined

export function useAsAppDatabase(db: DB): void {
  current = db
}

/** ~/lib/db.server.ts as it is, but for database(), which answers the database given to useAsAppDatabase. */
export function answeringTestDatabase(actual: unknown): object {
  return { ...(actual as object), database: async () => current }
}

// The lines every route-level integration file began with: its own copy of the app database.
import { afterAll } from 'vitest'
import { freshAppDatabase } from './app-database.ts'

/**
 * Sets `env`, makes a copy of the run's template database this file's `database()` (call it with
 * top-level await before importing app modules: getEnv() reads the environment once), and closes
 * the job queue and the database after the file's tests. Returns the app's handle.
 */
export async function openAppDatabase(name: string, env: Record<string, string> = {}) {
  Object.assign(process.env, env)
  await freshAppDatabase(name)
  const { closeDatabase, database } = await import('~/lib/db.server.ts')
  const { closeJobQueue } = await import('~/lib/jobs/queue.server.ts')
  afterAll(async () => {
    await closeJobQueue()
    await closeDatabase()
  })
  return database()
}

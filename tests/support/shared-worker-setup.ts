// Integration files share a worker process (isolate: false) but not the app's modules: before each
// file the app's module registry is reset (node_modules stay loaded: the cost saved) and the
// environment restored; after it, the app's database and job queue of that file are closed.
import { afterAll, vi } from 'vitest'

const g = globalThis as { __envAtStart?: Record<string, string | undefined> }
g.__envAtStart ??= { ...process.env }
for (const key of Object.keys(process.env)) if (!(key in g.__envAtStart)) delete process.env[key]
Object.assign(process.env, g.__envAtStart)
vi.resetModules()

afterAll(async () => {
  const { closeJobQueue } = await import('~/lib/jobs/queue.server.ts')
  await closeJobQueue().catch(() => {})
  const { closeDatabase } = await import('~/lib/db.server.ts')
  await closeDatabase().catch(() => {})
})

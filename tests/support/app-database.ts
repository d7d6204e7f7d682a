// The one database harness of the integration tests: each test file gets its own copy of the
// run's template database (tests/support/template-database.ts), which the app's database()
// answers, so route modules, domain operations and the test's own queries share one handle.
import { afterAll } from 'vitest'
import type { DB } from '~/lib/db.server.ts'
import { copyTemplate, engine } from './template-database.ts'

export { engine }

/** The schema holding a file's tables on PostgreSQL (`public` of its own database); undefined on PGlite. */
export const testSchema = engine === 'postgres' ? 'public' : undefined

/**
 * Sets `env`, points the app's database() at a fresh copy of the template (DATABASE_URL on
 * PostgreSQL, DATA_DIR on PGlite; `name` names the PGlite copy's folder), and after the file's
 * tests closes the job queue and the database and removes the copy. Call with top-level await
 * before the app first reads its environment (getEnv() reads it once). Returns the app's handle.
 */
export async function openAppDatabase(name: string, env: Record<string, string> = {}): Promise<DB> {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123'
  process.env.LOG_LEVEL ??= 'silent'
  Object.assign(process.env, env)
  const copy = await copyTemplate(name)
  if (copy.options.url) process.env.DATABASE_URL = copy.options.url
  else delete process.env.DATABASE_URL
  if (copy.options.dataDir) process.env.DATA_DIR = copy.options.dataDir
  const { closeDatabase, database } = await import('~/lib/db.server.ts')
  const { getEnv } = await import('~/lib/env.server.ts')
  const read = getEnv()
  if (read.DATABASE_URL !== copy.options.url || (copy.options.dataDir && read.DATA_DIR !== copy.options.dataDir)) {
    await copy.remove()
    throw new Error(`${name}: the app read its environment before openAppDatabase(); import the module that reads it (server/*, a route) after the call`)
  }
  afterAll(async () => {
    const { closeJobQueue } = await import('~/lib/jobs/queue.server.ts')
    await closeJobQueue()
    await closeDatabase()
    await copy.remove()
  })
  return database()
}

export const testContext = (clientIp = '198.51.100.1') => ({ clientIp, cspNonce: '', requestId: 'test' })

/**
 * A loader's or action's arguments as React Router passes them (future.v8_passThroughRequests):
 * the request as it came, and `url` without the `.data` suffix and `_routes` parameter of a
 * client-side navigation (as React Router's getNormalizedPath makes it).
 */
export function routeArgs(request: Request, context: object = testContext(), params: Record<string, string> = {}): never {
  const url = new URL(request.url)
  url.pathname = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '')
  url.searchParams.delete('_routes')
  return { request, url, context, params, pattern: '' } as never
}

/** The status of a loader/action's answer, returned or thrown, with its headers. */
export async function answerOf(run: () => Promise<unknown>): Promise<{ status: number; headers: Headers; data: unknown }> {
  let value: unknown
  try {
    value = await run()
  } catch (thrown) {
    value = thrown
  }
  if (value instanceof Response) return { status: value.status, headers: value.headers, data: null }
  if (value && typeof value === 'object' && (value as { type?: string }).type === 'DataWithResponseInit') {
    const v = value as { data: unknown; init?: { status?: number; headers?: HeadersInit } }
    return { status: v.init?.status ?? 200, headers: new Headers(v.init?.headers), data: v.data }
  }
  if (value instanceof Error) throw value
  return { status: 200, headers: new Headers(), data: value }
}

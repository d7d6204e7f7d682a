// Route modules use the app's database() handle: point it at a fresh database for one test file
// (a private PostgreSQL schema with TEST_DB=postgres, else a fresh PGlite folder). Call before
// importing any app module; the same approach as tests/integration/admin-access.test.ts.
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export async function freshAppDatabase(name: string): Promise<{ schema?: string; dataDir?: string }> {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123'
  process.env.LOG_LEVEL ??= 'silent'
  if (process.env.TEST_DB === 'postgres') {
    const schema = `test_${randomBytes(6).toString('hex')}`
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    await client.query(`create schema ${schema}`)
    await client.end()
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.searchParams.set('options', `-c search_path=${schema}`)
    process.env.DATABASE_URL = url.toString()
    return { schema }
  }
  delete process.env.DATABASE_URL
  const dataDir = mkdtempSync(join(tmpdir(), `safest-${name}-`))
  process.env.DATA_DIR = dataDir
  return { dataDir }
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

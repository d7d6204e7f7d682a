// Route modules use the app's database() handle: point it at a copy of the run's template
// database for one test file (tests/support/template-database.ts). Call before importing any app
// module (getEnv() reads the environment once).
import { copyTemplate } from './template-database.ts'

/** `name` names the PGlite copy's folder (tmp/safest-tests-…/<name>-<id>). */
export async function freshAppDatabase(name: string): Promise<{ schema?: string; dataDir?: string }> {
  process.env.BETTER_AUTH_SECRET ??= 'test-secret-test-secret-test-secret-0123'
  process.env.LOG_LEVEL ??= 'silent'
  const { options, schema } = await copyTemplate(name)
  if (options.url) process.env.DATABASE_URL = options.url
  else delete process.env.DATABASE_URL
  if (options.dataDir) process.env.DATA_DIR = options.dataDir
  return { schema, dataDir: options.dataDir }
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

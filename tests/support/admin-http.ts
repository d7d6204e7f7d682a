import { afterAll, beforeAll } from 'vitest'
// The app over HTTP with an admin's and a member's sessions, for tests of admin editors and the
// public pages they change. Call after openAppDatabase() (with ADMIN_EMAIL = TEST_ADMIN.email).

/** Starts the app; `get` and `post` (a multipart form, as the admin unless told) send real requests. */
export async function startAdminHttp() {
  const { closeDatabase, database } = await import('~/lib/db.server.ts')
  const { closeJobQueue } = await import('~/lib/jobs/queue.server.ts')
  const { startAppServer } = await import('./app-server.ts')
  const { adminAndMemberCookies } = await import('./sessions.ts')
  const db = await database()
  const cookies = await adminAndMemberCookies(db)
  const server = await startAppServer()
  const get = (path: string, cookie?: string) => fetch(server.base + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
  const post = (path: string, fields: Record<string, string | Blob>, cookie = cookies.admin) => {
    const body = new FormData()
    for (const [k, v] of Object.entries(fields)) body.set(k, v)
    return fetch(server.base + path, { method: 'POST', body, headers: { cookie }, redirect: 'manual' })
  }
  const countAudit = async () => Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
  const close = async () => {
    await server.close()
    await closeJobQueue()
    await closeDatabase()
  }
  return { db, cookies, get, post, countAudit, close }
}

/** startAdminHttp for a test file: started before its tests, closed after; the handle is filled in beforeAll. */
export function adminHttpSuite(): Awaited<ReturnType<typeof startAdminHttp>> {
  const handle = {} as Awaited<ReturnType<typeof startAdminHttp>>
  beforeAll(async () => {
    Object.assign(handle, await startAdminHttp())
  })
  afterAll(async () => handle.close?.())
  return handle
}

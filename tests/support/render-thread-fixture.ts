// A render thread for render-pool.server.test.ts: the real serveRenderThread and database line,
// with a small request handler in place of React Router's, whose routes exercise the database.
import { parentPort } from 'node:worker_threads'
import { sql } from 'kysely'
import type { AppLoadContext } from 'react-router'
import { database } from '~/lib/db.server.ts'
import { contentVersionTracker } from '~/lib/public-data-cache.server.ts'
import { serveRenderThread } from '~/lib/render-threads/serve-render-thread.server.ts'

const json = (value: unknown, init: ResponseInit = {}) => new Response(JSON.stringify(value), { ...init, headers: { 'content-type': 'application/json', ...init.headers } })

async function handle(request: Request, context: AppLoadContext): Promise<Response> {
  const url = new URL(request.url)
  const db = await database()
  const name = url.searchParams.get('name') ?? ''
  const abbr = url.searchParams.get('abbr') ?? ''
  switch (url.pathname) {
    case '/names':
      return json((await db.selectFrom('states').select('name').where('abbr', 'like', 'Z%').orderBy('abbr').execute()).map((r) => r.name))
    case '/add':
      // A transaction: its statements must reach the database on one connection, in order.
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('states').values({ abbr, name }).execute()
        await sql`select pg_sleep(0.01)`.execute(trx)
      })
      return json({ added: name })
    case '/add-then-fail':
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('states').values({ abbr, name }).execute()
          throw new Error('changed my mind')
        })
      } catch (error) {
        return json({ failed: (error as Error).message }, { status: 500 })
      }
      return json({ failed: null })
    case '/add-then-crash':
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('states').values({ abbr, name }).execute()
        process.exit(1)
      })
      return json({})
    case '/slow':
      await new Promise((r) => setTimeout(r, 400))
      return json({ slow: true })
    case '/crash-once': {
      // The first try leaves a mark and stops its thread; the second finds the mark.
      const marked = await db.selectFrom('states').select('name').where('abbr', '=', abbr).executeTakeFirst()
      if (!marked) {
        await db.insertInto('states').values({ abbr, name }).execute()
        process.exit(1)
      }
      return json({ secondTry: true })
    }
    case '/duplicate':
      try {
        await db.insertInto('states').values({ abbr: 'CO', name: 'Colorado again' }).execute()
        return json({ code: null })
      } catch (error) {
        const { code, constraint } = error as { code?: string; constraint?: string }
        return json({ code, constraint })
      }
    case '/version':
      return json({ version: await contentVersionTracker.current() })
    case '/cookies':
      return new Response(null, { status: 204, headers: [['set-cookie', 'a=1; Path=/'], ['set-cookie', 'b=2; Path=/'], ['x-thread', 'yes']] })
    case '/request':
      return json({ method: request.method, accept: request.headers.get('accept'), context })
    default:
      return new Response('Not found', { status: 404 })
  }
}

await serveRenderThread(handle, parentPort!, Promise.resolve())

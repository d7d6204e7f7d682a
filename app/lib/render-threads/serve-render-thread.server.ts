import type { MessagePort } from 'node:worker_threads'
import { Kysely } from 'kysely'
import type { AppLoadContext } from 'react-router'
import { withUnavailableAs503 } from '../db-errors.server.ts'
import type { Database } from '../db-schema.ts'
import { setThreadDatabase } from '../db.server.ts'
import { contentVersionTracker } from '../public-data-cache.server.ts'
import type { MainToThread, RenderedResponse, RenderRequest } from './messages.ts'
import { MainThreadLine, ThreadDatabaseDialect } from './thread-database.server.ts'

/** What the main thread passes as `workerData` to a render thread. */
export const RENDER_THREAD = 'safest-render-thread'

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])

/** React Router's request handler, as server.ts makes it from the server build. */
export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>

/**
 * Makes this worker thread a render thread (decision 013): it answers the GET and HEAD requests
 * the main thread sends with `handle` (the same server build as the main thread's), and its
 * database is the main thread's. `ready` is awaited before the thread says it is ready.
 */
export async function serveRenderThread(handle: RequestHandler, port: MessagePort, ready: Promise<unknown>): Promise<void> {
  const line = new MainThreadLine(port)
  setThreadDatabase(new Kysely<Database>({ dialect: withUnavailableAs503(new ThreadDatabaseDialect(line)) }))

  async function render(request: RenderRequest): Promise<RenderedResponse> {
    const response = await handle(new Request(request.url, { method: request.method, headers: request.headers }), request.context)
    const body = response.body && !NULL_BODY_STATUSES.has(response.status) ? await response.arrayBuffer() : null
    return {
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers].filter(([name]) => name !== 'set-cookie'),
      setCookies: response.headers.getSetCookie(),
      body,
    }
  }

  port.on('message', (message: MainToThread) => {
    if (line.receive(message)) return
    if (message.type === 'content-changed') {
      contentVersionTracker.markStale()
    } else if (message.type === 'render') {
      render(message.request).then(
        (response) => port.postMessage({ type: 'rendered', id: message.id, response }, response.body ? [response.body] : []),
        (error: unknown) => port.postMessage({ type: 'render-failed', id: message.id, message: error instanceof Error ? error.message : String(error) }),
      )
    }
  })
  await ready
  port.postMessage({ type: 'ready' })
}

import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { unavailableHeaders } from '~/lib/db-errors.server.ts'
import { log } from '~/lib/log.server.ts'
import { NonceContext } from '~/lib/nonce.ts'

export const streamTimeout = 5_000

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext?.cspNonce ?? ''
  // A loader hit a database outage (a thrown 503, see db-errors.server.ts): tell clients when to retry.
  if (responseStatusCode === 503) setHeaders(responseHeaders, unavailableHeaders())
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')
    // Bots and SPA-mode wait for all content; browsers get the shell as soon as it is ready.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true
          const body = new PassThrough()
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          if (shellRendered) log('error', 'render error', { error: String(error), requestId: loadContext?.requestId })
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}

/** Client-side navigations (.data requests) that hit a database outage get the same hints. */
export function handleDataRequest(response: Response): Response {
  if (response.status === 503) setHeaders(response.headers, unavailableHeaders())
  return response
}

function setHeaders(headers: Headers, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) headers.set(name, value)
}

export function handleError(error: unknown, { request }: { request: Request }) {
  // Aborted requests and planned answers (404, 405 for a POST to a page without an action…) are not errors.
  if (request.signal.aborted || isRouteErrorResponse(error)) return
  log('error', 'unhandled error', {
    url: request.url,
    error: error instanceof Error ? error.stack ?? error.message : String(error),
  })
}

import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { compressDocument } from '~/lib/compress-document.server.ts'
import { unavailableHeaders } from '~/lib/db-errors.server.ts'
import { trackDataFunctions } from '~/lib/in-flight.server.ts'
import { log } from '~/lib/log.server.ts'
import { NonceContext } from '~/lib/nonce.ts'

export const streamTimeout = 5_000

// Loaders and actions are tracked so a shutdown lets them finish (in-flight.server.ts).
export const instrumentations = [trackDataFunctions]

/**
 * Renders the whole page before answering (no page awaits data in the browser, so streaming the
 * shell first would gain nothing) and answers with one buffer: compressing one buffer is far
 * cheaper than compressing dozens of streamed chunks, and the page cache stores it as it is.
 */
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
    const chunks: Buffer[] = []
    const body = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk)
        done()
      },
      final(done) {
        clearTimeout(timer)
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
        // Compressed here, in one call, when the server asked for it (the page cache compresses
        // its own copies): see compress-document.server.ts.
        const wanted = loadContext?.documentEncoding
        const html = Buffer.concat(chunks) as Buffer<ArrayBuffer>
        const { body: payload, encoding } = compressDocument(html, wanted ?? 'identity')
        if (wanted) responseHeaders.append('Vary', 'Accept-Encoding')
        if (encoding !== 'identity') responseHeaders.set('Content-Encoding', encoding)
        resolve(new Response(payload, { headers: responseHeaders, status: responseStatusCode }))
        done()
      },
    })
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // The document is sent whole (onAllReady), so nothing gains from React moving a large
        // Suspense boundary's content to the end, hidden, behind a script that reveals it (a page
        // read without JavaScript would never show it).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          pipe(body)
        },
        onShellError(error: unknown) {
          clearTimeout(timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors of the shell itself reach handleError through onShellError; log the others here.
          if (shellRendered) log('error', 'render error', { error: String(error), requestId: loadContext?.requestId })
        },
      },
    )
    const timer = setTimeout(abort, streamTimeout + 1000)
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

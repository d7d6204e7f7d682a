import { Transform } from 'node:stream'
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@react-router/node'
import type { NextFunction, Request, Response } from 'express'
import type { AppLoadContext } from 'react-router'
import type { BodyLimit } from '~/lib/body-limits.ts'
import { isPersonalRequest, lingeringClose, refuseUnreadBody, unreadableField } from '~/lib/request-guards.server.ts'

type Handle = (request: globalThis.Request, context: AppLoadContext) => Promise<globalThis.Response>

const FORM = /^application\/x-www-form-urlencoded\s*(?:;|$)/i
const TOO_LARGE = 'Request body too large'

/**
 * What React Router answers, for a request express passed on: the body is counted against the
 * route's limit (its module's `handle.body`) as it is read, and answered 413 the moment it passes
 * it, nothing beyond read; a declared Content-Length over the limit is answered before a byte is
 * read, or, on an upload form's route (`tooLarge`), given to its action as `uploadTooLarge` with
 * no body, so the form comes back with the message under the field. A form body
 * (application/x-www-form-urlencoded) is read whole first and checked: a field that is not UTF-8 or
 * holds a NUL is answered 422 naming it, and no route code runs. Personal pages go out `no-store`.
 */
export function reactRouterHandler(handle: Handle, limitOf: (path: string) => BodyLimit | Promise<BodyLimit>, contextOf: (req: Request, res: Response, uploadTooLarge?: string) => AppLoadContext) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const limit = await limitOf(req.path)
      let uploadTooLarge: string | undefined
      let body: BodyInit | undefined
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        if (Number(req.get('content-length') ?? 0) > limit.bytes) {
          if (!limit.tooLarge) return refuseUnreadBody(req, res, 413, TOO_LARGE)
          uploadTooLarge = limit.tooLarge
          lingeringClose(req, res)
        } else if (FORM.test(req.get('content-type') ?? '')) {
          const form = await wholeBody(req, limit.bytes)
          if (!form) return refuseUnreadBody(req, res, 413, TOO_LARGE)
          const unreadable = unreadableField(form)
          if (unreadable) return refuseUnreadableField(req, res, unreadable)
          body = form
        } else {
          body = countedBody(req, res, limit)
        }
      }
      const controller = new AbortController()
      res.on('close', () => res.writableFinished || controller.abort())
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) for (const v of [value ?? []].flat()) headers.append(name, v)
      const url = new URL(req.originalUrl, `${req.protocol}://${req.host}`)
      const request = new globalThis.Request(url, { method: req.method, headers, body, signal: controller.signal, duplex: 'half' } as RequestInit)
      await send(req, res, await handle(request, contextOf(req, res, uploadTooLarge)))
    } catch (error) {
      if (!res.headersSent) next(error)
    }
  }
}

async function send(req: Request, res: Response, response: globalThis.Response) {
  if (res.headersSent || res.destroyed) return void (await response.body?.cancel())
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  // Signed-in and admin pages are never stored by browsers or shared caches, whatever a route said.
  if (isPersonalRequest(req.path, req.get('cookie'))) res.set('Cache-Control', 'no-store')
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

/** The whole body, or null past `limit` bytes (the rest is then not read). */
function wholeBody(req: Request, limit: number): Promise<Buffer<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let received = 0
    req.on('data', (chunk: Buffer) => {
      received += chunk.length
      if (received <= limit) return void chunks.push(chunk)
      req.removeAllListeners('end')
      resolve(null)
    })
    req.once('end', () => resolve(Buffer.concat(chunks) as Buffer<ArrayBuffer>))
    req.once('error', reject)
  })
}

/** The body as the route reads it, answered 413 once it passes the limit. */
function countedBody(req: Request, res: Response, limit: BodyLimit) {
  let received = 0
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length
      if (received <= limit.bytes) return done(null, chunk)
      req.unpipe(counted)
      refuseUnreadBody(req, res, 413, limit.tooLarge ?? TOO_LARGE)
      done(new Error(TOO_LARGE))
    },
  })
  req.pipe(counted)
  return createReadableStreamFromReadable(counted)
}

function refuseUnreadableField(req: Request, res: Response, { field, message }: { field: string; message: string }) {
  res.status(422).set('Cache-Control', 'no-store')
  if (req.path.startsWith('/api/') || req.path.endsWith('.data')) res.json({ error: message, errors: { [field]: message } })
  else res.type('text/plain').send(message)
}

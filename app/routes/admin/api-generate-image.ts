import { z } from 'zod'
import { generateNamedCityImage } from '~/domain/city-images/city-images-tab.admin.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { getSessionUser } from '~/domain/account/session.server.ts'
import { AppError } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseOrFail, requiredText } from '~/lib/form-fields.ts'
import type { Route } from './+types/api-generate-image'

export const AUTH_REQUIRED_MESSAGE = 'Authentication required. Please sign in to generate images.'

const USAGE = 'Send {"cityName": "…", "type": "city"}'
const bodySchema = z.object({ cityName: requiredText('City name', 100), type: z.literal('city', { message: USAGE }) })
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/** `Authorization: Bearer <session token>` counts as the session cookie. */
function withBearerSession(request: Request): Request {
  const match = /^Bearer\s+([A-Za-z0-9._~+/=%-]{10,500})$/.exec(request.headers.get('authorization') ?? '')
  if (!match) return request
  const headers = new Headers(request.headers)
  const token = match[1]!
  headers.set('cookie', [request.headers.get('cookie'), `better-auth.session_token=${token}`, `__Secure-better-auth.session_token=${token}`].filter(Boolean).join('; '))
  return new Request(request.url, { method: request.method, headers, body: request.body, duplex: 'half' } as RequestInit)
}

/**
 * POST /api/generate-runware-image {cityName, type:'city'} (spec §7): generates the city's image
 * through the job queue (the configured provider) and answers {imageUrl} when it is stored.
 * Admins only: anonymous → 401, a member → 403.
 */
export async function action({ request }: Route.ActionArgs) {
  const db = await database()
  const authed = withBearerSession(request)
  return attempt(async () => {
    let actor: string
    try {
      actor = (await requireAdmin(db, authed, 'api')).email
    } catch (refusal) {
      if (!(await getSessionUser(db, authed))) throw new AppError('unauthorized', AUTH_REQUIRED_MESSAGE)
      throw refusal
    }
    let json: unknown
    try {
      // Bytes that are not UTF-8 are refused, not read as U+FFFD.
      json = JSON.parse(strictUtf8.decode(await authed.arrayBuffer()))
    } catch {
      throw new AppError('bad-request', USAGE)
    }
    if (!json || typeof json !== 'object' || Array.isArray(json)) throw new AppError('bad-request', USAGE)
    // A NUL, a line break or an over-long name: 422 naming the field, before any query.
    const { cityName } = parseOrFail(bodySchema, json as Record<string, unknown>)
    return Response.json({ imageUrl: await generateNamedCityImage(db, cityName, actor) })
  })
}

import { data } from 'react-router'
import { CLICK_COUNTERS, countClick, countVisit, type ClickCounter } from '~/domain/owner/stats-counter.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import type { Route } from './+types/api.business-events'

const KINDS: Record<string, ClickCounter> = { call: 'call_clicks', website: 'website_clicks', directions: 'directions_clicks', email: 'email_clicks' }

/**
 * POST /api/business-events (a page's beacon, form-encoded): `kind` view and the `page` shown (a
 * business or city page's path and query), or `businessId` and `kind` call, website, directions or
 * email (a click). Counted in memory and added to the day's statistics in a batch. No cookie is
 * read or set; bots are not counted. 204, or 400 with a message.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null)
  const userAgent = request.headers.get('user-agent') ?? undefined
  const page = form?.get('page')
  if (form?.get('kind') === 'view' && typeof page === 'string' && page.length <= 600) {
    countVisit(page, userAgent)
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
  }
  const businessId = form?.get('businessId')
  const kind = KINDS[String(form?.get('kind') ?? '')]
  if (!isUuid(businessId) || !kind || !CLICK_COUNTERS.includes(kind)) return data({ message: 'Send a page and the kind view, or a business id and a kind: call, website, directions or email' }, { status: 400 })
  countClick(businessId, kind, userAgent)
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } })
}

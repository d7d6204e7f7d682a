import { data, useActionData, useLoaderData } from 'react-router'
import { CampaignForm } from '~/components/admin/campaign-form.tsx'
import { cancelCampaign } from '~/domain/admin/campaign/cancel-campaign.server.ts'
import { findCampaign } from '~/domain/admin/campaign/find-campaign.server.ts'
import { previewCampaign } from '~/domain/admin/campaign/preview-campaign.server.ts'
import { saveCampaign } from '~/domain/admin/campaign/save-campaign.server.ts'
import { scheduleCampaign } from '~/domain/admin/campaign/schedule-campaign.server.ts'
import { sendTestCampaign } from '~/domain/admin/campaign/send-test-campaign.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { countAudience } from '~/domain/campaign/audience.server.ts'
import { CAMPAIGN_INTENTS, campaignSchema, NOBODY_TO_SEND_TO, type CampaignIntent } from '~/domain/campaign/model.ts'
import { countOf } from '~/lib/plural.ts'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { database } from '~/lib/db.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { adminPost } from './admin-route.server.ts'
import type { Route } from './+types/newsletter-form'

export const meta: Route.MetaFunction = () => [{ title: 'Newsletter | Admin | Safest' }, { name: 'robots', content: 'noindex' }]
export const headers = (args: Route.HeadersArgs) => {
  const h = withActionHeaders(args)
  h.set('Cache-Control', 'no-store')
  return h
}

const noStore = { 'Cache-Control': 'no-store' }
const TAB = '/admin?tab=newsletter'

/** `/admin/newsletter` composes a new campaign; `/admin/newsletter/:id` edits a draft or scheduled one. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await database()
  const admin = await requireAdmin(db, request, 'redirect')
  const campaign = (params.id ? await findCampaign(db, params.id) : null) ?? null
  if (params.id && !campaign) throw await redirectWithToast(TAB, { type: 'error', title: 'Campaign not found' })
  const cities = (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state }))
  return { campaign, cities, adminEmail: admin.email }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const intent = String(form.get('intent') ?? 'save') as CampaignIntent
  if (!CAMPAIGN_INTENTS.includes(intent)) return data({ errors: { form: 'Unknown action' } }, { status: 400, headers: noStore })
  if (intent === 'digest') {
    await sendJob(db, 'weekly-digest', {})
    return redirectWithToast(TAB, { type: 'success', title: 'Weekly digest started', description: 'Free subscribers get their held city alerts now.' })
  }
  // The id is the URL's while editing, whatever the form sends.
  if (params.id) form.set('id', params.id)
  if (intent === 'cancel') {
    const id = String(form.get('id') ?? '')
    const cancelled = isUuid(id) && (await cancelCampaign(db, admin, id))
    return redirectWithToast(TAB, cancelled ? { type: 'success', title: 'Campaign cancelled' } : { type: 'error', title: 'This campaign can no longer be cancelled' })
  }
  const parsed = parseForm(campaignSchema, form)
  if (!parsed.ok) return data({ errors: parsed.errors }, { status: 422, headers: noStore })
  const input = parsed.value
  // Echoed back so the form keeps what was typed when it posts without JavaScript (a full page).
  const values = { subject: input.subject, body: input.body, topic: input.topic, cityIds: input.cityIds, audience: input.audience }
  switch (intent) {
    case 'preview':
      return data({ preview: await previewCampaign(input), values }, { headers: noStore })
    case 'test': {
      const sent = await sendTestCampaign(db, admin, input)
      if (!sent.ok) return data({ errors: { form: 'Too many test sends. Please try again later.' } }, { status: 429, headers: { ...noStore, 'Retry-After': String(sent.retryAfterSeconds) } })
      return data({ notice: `Test sent to ${admin.email}`, values }, { headers: noStore })
    }
    case 'save': {
      const saved = await saveCampaign(db, admin, input)
      if (!saved.ok) return data({ errors: { form: 'This campaign has started sending and can no longer be changed.' } }, { status: 409, headers: noStore })
      return redirectWithToast(`/admin/newsletter/${saved.id}`, { type: 'success', title: 'Draft saved' })
    }
    default: {
      if (intent === 'schedule' && !input.sendAt) return data({ errors: { sendAt: 'Choose when to send it' } }, { status: 422, headers: noStore })
      // Send now: refused when nobody would get it; otherwise asked first, with the count (asked again when it changed).
      const count = intent === 'send-now' ? await countAudience(db, input) : 0
      if (intent === 'send-now' && count === 0) return data({ errors: { form: NOBODY_TO_SEND_TO }, values }, { status: 422, headers: noStore })
      if (intent === 'send-now' && form.get('confirmedCount') !== String(count)) return data({ confirm: { count }, values }, { headers: noStore })
      const result = await scheduleCampaign(db, admin, input, intent === 'send-now')
      if (!result.ok && result.reason === 'in-past') return data({ errors: { sendAt: 'Send time must be in the future' } }, { status: 422, headers: noStore })
      if (!result.ok) return data({ errors: { form: 'This campaign has started sending and can no longer be changed.' } }, { status: 409, headers: noStore })
      const when = intent === 'send-now' ? `Sending to ${countOf(count, 'subscriber')}` : `Scheduled for ${result.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
      return redirectWithToast(TAB, { type: 'success', title: when, description: input.subject })
    }
  }
}

export default function NewsletterForm() {
  const { campaign, cities, adminEmail } = useLoaderData<typeof loader>()
  const result = useActionData<typeof action>()
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <CampaignForm
        campaign={campaign}
        cities={cities}
        adminEmail={adminEmail}
        errors={result && 'errors' in result ? result.errors : undefined}
        preview={result && 'preview' in result ? result.preview : undefined}
        notice={result && 'notice' in result ? result.notice : undefined}
        values={result && 'values' in result ? result.values : undefined}
        confirmCount={result && 'confirm' in result ? result.confirm.count : undefined}
      />
    </div>
  )
}

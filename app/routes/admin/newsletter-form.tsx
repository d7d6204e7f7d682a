import { data, useActionData, useLoaderData } from 'react-router'
import { CampaignForm } from '~/components/admin/campaign-form.tsx'
import { cancelCampaign } from '~/domain/campaign/cancel-campaign.admin.server.ts'
import { findCampaign } from '~/domain/campaign/find-campaign.admin.server.ts'
import { previewCampaign } from '~/domain/campaign/preview-campaign.admin.server.ts'
import { saveCampaign } from '~/domain/campaign/save-campaign.admin.server.ts'
import { scheduleCampaign } from '~/domain/campaign/schedule-campaign.admin.server.ts'
import { sendTestCampaign } from '~/domain/campaign/send-test-campaign.admin.server.ts'
import { requireAdmin } from '~/domain/admin/require-admin.server.ts'
import { countAudience } from '~/domain/campaign/audience.server.ts'
import { CAMPAIGN_INTENTS, campaignSchema, NOBODY_TO_SEND_TO, type CampaignIntent } from '~/domain/campaign/model.ts'
import { countOf } from '~/lib/plural.ts'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { database } from '~/lib/db.server.ts'
import { AppError, formErrors, invalid, invalidFields, unknownAction } from '~/lib/app-error.ts'
import { attempt } from '~/lib/app-error.server.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { withActionHeaders } from '~/lib/route-headers.ts'
import { redirectWithToast } from '~/lib/toast.server.ts'
import { adminPost, goneAnswer } from './admin-route.server.ts'
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
  if (params.id && !campaign) throw await goneAnswer({ message: 'Campaign not found', redirect: TAB })
  const cities = (await findCities(db)).map((c) => ({ id: c.id, name: c.name, state: c.state }))
  return { campaign, cities, adminEmail: admin.email }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { db, admin, form = new FormData() } = await adminPost(request)
  const intent = String(form.get('intent') ?? 'save') as CampaignIntent
  // The id is the URL's while editing, whatever the form sends.
  if (params.id) form.set('id', params.id)
  // Echoed back so the form keeps what was typed when it posts without JavaScript (a full page).
  const parsed = parseForm(campaignSchema, form)
  const values = parsed.ok ? { subject: parsed.value.subject, body: parsed.value.body, topic: parsed.value.topic, cityIds: parsed.value.cityIds, audience: parsed.value.audience } : undefined
  return attempt(async () => {
    if (!CAMPAIGN_INTENTS.includes(intent)) throw unknownAction()
    if (intent === 'digest') {
      await sendJob(db, 'weekly-digest', {})
      return redirectWithToast(TAB, { type: 'success', title: 'Weekly digest started', description: 'Free subscribers get their held city alerts now.' })
    }
    if (intent === 'cancel') {
      await cancelCampaign(db, admin, String(form.get('id') ?? ''))
      return redirectWithToast(TAB, { type: 'success', title: 'Campaign cancelled' })
    }
    if (!parsed.ok) throw invalidFields(parsed.errors)
    const input = parsed.value
    switch (intent) {
      case 'preview':
        return data({ preview: await previewCampaign(input), values }, { headers: noStore })
      case 'test':
        await sendTestCampaign(db, admin, input)
        return data({ notice: `Test sent to ${admin.email}`, values }, { headers: noStore })
      case 'save':
        return redirectWithToast(`/admin/newsletter/${await saveCampaign(db, admin, input)}`, { type: 'success', title: 'Draft saved' })
      default: {
        if (intent === 'schedule' && !input.sendAt) throw invalid('sendAt', 'Choose when to send it')
        // Send now: refused when nobody would get it; otherwise asked first, with the count (asked again when it changed).
        const count = intent === 'send-now' ? await countAudience(db, input) : 0
        if (intent === 'send-now' && count === 0) throw new AppError('invalid', NOBODY_TO_SEND_TO)
        if (intent === 'send-now' && form.get('confirmedCount') !== String(count)) return data({ confirm: { count }, values }, { headers: noStore })
        const scheduled = await scheduleCampaign(db, admin, input, intent === 'send-now')
        const when = intent === 'send-now' ? `Sending to ${countOf(count, 'subscriber')}` : `Scheduled for ${scheduled.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`
        return redirectWithToast(TAB, { type: 'success', title: when, description: input.subject })
      }
    }
  }, intent === 'cancel' ? { redirect: TAB } : { extra: { values } })
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
        errors={formErrors(result)}
        preview={result && 'preview' in result ? result.preview : undefined}
        notice={result && 'notice' in result ? result.notice : undefined}
        values={result && 'values' in result ? result.values : undefined}
        confirmCount={result && 'confirm' in result ? result.confirm.count : undefined}
      />
    </div>
  )
}

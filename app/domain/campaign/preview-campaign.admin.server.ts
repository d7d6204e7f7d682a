import { renderCampaignEmail } from '~/domain/campaign/campaign-email.server.ts'
import type { CampaignInput } from '~/domain/campaign/model.ts'
import { getEnv } from '~/lib/env.server.ts'

/** The compose form's preview: the e-mail's HTML exactly as sent (links point at the site's pages). */
export async function previewCampaign(input: Pick<CampaignInput, 'subject' | 'body'>): Promise<string> {
  const site = getEnv().SITE_URL
  const { html } = await renderCampaignEmail({
    title: input.subject,
    sections: [{ subject: input.subject, markdown: input.body }],
    preferencesUrl: new URL('/newsletter/preferences', site).toString(),
    unsubscribeUrl: new URL('/newsletter/unsubscribe', site).toString(),
  })
  return html
}

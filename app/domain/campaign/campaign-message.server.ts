import type { EmailMessage } from '~/domain/email/send-email.server.ts'
import { preferencesLink, signedUnsubscribeLink } from '~/domain/newsletter/signed-links.server.ts'
import { renderCampaignEmail, type CampaignEmailSection } from './campaign-email.server.ts'

/** A test send's links name no subscriber: they open the "not found" pages. */
export const NO_SUBSCRIBER = '00000000-0000-0000-0000-000000000000'

/**
 * A campaign (or digest) message to one subscriber: HTML and plain text, signed links to the
 * preferences page and to one-click unsubscribe, and the RFC 8058 headers.
 */
export async function buildCampaignMessage(
  to: { email: string; subscriberId: string },
  campaignId: string | null,
  title: string,
  sections: CampaignEmailSection[],
  kind: string,
): Promise<EmailMessage> {
  const unsubscribeUrl = signedUnsubscribeLink(to.subscriberId, campaignId)
  const { html, text } = await renderCampaignEmail({ title, sections, preferencesUrl: preferencesLink(to.subscriberId, campaignId), unsubscribeUrl })
  return {
    to: to.email,
    subject: title,
    html,
    text,
    kind,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

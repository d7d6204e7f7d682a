import { createElement } from 'react'
import type { CampaignEmailInput } from './campaign-email-template.tsx'

export type { CampaignEmailInput, CampaignEmailSection } from './campaign-email-template.tsx'

/**
 * The HTML (React Email) and plain-text parts of a campaign or digest message. React Email is loaded
 * at the first message (~0.5 s to load: every process, test file and worker paid it at start).
 */
export async function renderCampaignEmail(input: CampaignEmailInput): Promise<{ html: string; text: string }> {
  const [{ render, toPlainText }, { CampaignEmail }] = await Promise.all([import('@react-email/components'), import('./campaign-email-template.tsx')])
  const html = await render(createElement(CampaignEmail, input))
  const text = toPlainText(html)
  return { html, text }
}

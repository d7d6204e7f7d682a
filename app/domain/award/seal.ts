import { monthYear } from '~/lib/audit-dates.ts'
import { AWARD_STATUS_LABELS, type AwardStatus } from './model.ts'

const escapeXml = (text: string) =>
  text
    // Control characters are not allowed in XML 1.0: a name holding one still gives a valid SVG.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!)

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

const COLORS: Record<AwardStatus, { fill: string; accent: string }> = {
  current: { fill: '#0f2a4a', accent: '#16a34a' },
  expired: { fill: '#6b7280', accent: '#b91c1c' },
  revoked: { fill: '#6b7280', accent: '#b91c1c' },
}

/**
 * The live seal a business shows on its own site (/seal/{code}.svg): a shield, the badge's name, the
 * business's name, "Verified {Month Year}" and the status, so an expired or revoked award says so.
 * Self-contained (an SVG shown as an image loads nothing else); every text escaped.
 */
export function sealSvg(seal: { code: string; badgeName: string; businessName: string; issuedOn: string; status: AwardStatus }): string {
  const { fill, accent } = COLORS[seal.status]
  const status = AWARD_STATUS_LABELS[seal.status]
  const label = `Safest ${seal.badgeName}: ${seal.businessName}, ${status}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(label)}">
<title>${escapeXml(label)}</title>
<rect x="0.5" y="0.5" width="239" height="95" rx="10" fill="#ffffff" stroke="${fill}"/>
<path d="M30 12 L50 20 V42 C50 56 41 64 30 70 C19 64 10 56 10 42 V20 Z" fill="${fill}"/>
<path d="M21 40 L28 47 L40 33" fill="none" stroke="#ffffff" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
<text x="30" y="86" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="9" font-weight="700" fill="${fill}">SAFEST</text>
<text x="62" y="24" font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" fill="${fill}">${escapeXml(clip(seal.badgeName, 24))}</text>
<text x="62" y="42" font-family="Arial, Helvetica, sans-serif" font-size="11" fill="#1f2937">${escapeXml(clip(seal.businessName, 28))}</text>
<text x="62" y="58" font-family="Arial, Helvetica, sans-serif" font-size="10" fill="#4b5563">Verified ${escapeXml(monthYear(seal.issuedOn))}</text>
<rect x="62" y="66" width="${status.length * 7 + 14}" height="18" rx="9" fill="${accent}"/>
<text x="69" y="79" font-family="Arial, Helvetica, sans-serif" font-size="11" font-weight="700" fill="#ffffff">${status}</text>
<text x="232" y="88" text-anchor="end" font-family="Arial, Helvetica, sans-serif" font-size="8" fill="#6b7280">${escapeXml(seal.code)}</text>
</svg>
`
}

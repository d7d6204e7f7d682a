import type { ClaimMethod, ClaimStatus } from '~/lib/db-schema-owners.ts'
import { shownDate } from '~/lib/shown-date.ts'
import { maskAddress } from './model.ts'

// Where a member's claim stands, as the dashboard and the claim page say it: what was sent, and
// what happens next (never a dead end).

export interface ClaimFacts {
  method: ClaimMethod
  status: ClaimStatus
  /** The business had a verified owner when the claim was made. */
  contested: boolean
  address: string | null
  documentNames: string[]
  note: string | null
  codeExpiresAt: Date | string | null
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** "2 documents (deed.pdf, license.pdf) and a note", or where the code went. */
export function claimSent(c: ClaimFacts): string {
  if (c.method === 'documents') {
    const docs = `${plural(c.documentNames.length, 'document')} (${c.documentNames.join(', ')})`
    return c.note ? `${docs} and a note` : docs
  }
  return `A code to ${maskAddress(c.address ?? '')}`
}

/** What happens next, for the member to read. */
export function claimNextStep(c: ClaimFacts): string {
  if (c.status === 'code-sent') {
    const until = c.codeExpiresAt ? ` by ${shownDate(c.codeExpiresAt)}` : ''
    return `Enter the 6-digit code from that e-mail on the claim page${until}. A code works once; you can ask for a new one there.`
  }
  if (c.contested) return 'This business has a verified owner, so our team looks at both sides and e-mails you the decision. Until then, nothing changes on its page.'
  return 'Our team reviews what you sent and e-mails you the decision. Once it is approved, the business appears under My businesses, where you manage its page.'
}

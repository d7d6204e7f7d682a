import type * as React from 'react'
import { Link } from 'react-router'
import { CLAIM_STATUS_LABELS } from '~/domain/owner/model.ts'
import { claimNextStep, claimSent, type ClaimFacts } from '~/domain/owner/claim-standing.ts'
import { shownDate } from '~/lib/shown-date.ts'

export interface PendingClaimView extends ClaimFacts {
  id: string
  businessId: string
  businessName: string
  businessPath: string
  createdAt: string
}

export interface PendingApplicationView {
  id: string
  badgeName: string
  businessName: string
  statusLabel: string
  sentOn: string
  sent: string
  next: string
}

/** One pending request: what it is, its status and date, what was sent and what happens next. */
function PendingItem({ title, status, sentOn, sent, next, children }: { title: React.ReactNode; status: string; sentOn: string; sent: string; next: string; children?: React.ReactNode }) {
  return (
    <li className="grid gap-2 rounded-xl border bg-white p-4 text-sm shadow-sm" data-testid="pending-request">
      <h3 className="text-base font-semibold break-words text-navy">{title}</h3>
      <p>
        <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">{status}</span> · Sent <time dateTime={sentOn}>{shownDate(sentOn)}</time>
      </p>
      <p><span className="font-medium">What was sent:</span> {sent}</p>
      <p><span className="font-medium">What happens next:</span> {next}</p>
      {children}
    </li>
  )
}

/** A member's claims and badge applications still on their way; nothing when there are none. */
export function PendingRequests({ claims, applications, headingId = 'pending-heading' }: { claims: PendingClaimView[]; applications: PendingApplicationView[]; headingId?: string }) {
  if (claims.length === 0 && applications.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-lg font-bold text-navy">Pending claims and applications</h2>
      <ul className="grid gap-3">
        {claims.map((c) => (
          <PendingItem key={c.id} title={<>Claim of <Link to={c.businessPath} className="hover:underline">{c.businessName}</Link></>} status={CLAIM_STATUS_LABELS[c.status]} sentOn={c.createdAt} sent={claimSent(c)} next={claimNextStep(c)}>
            {c.status === 'code-sent' && <Link to={`/claim/${c.businessId}`} className="w-fit font-medium text-primary hover:underline">Enter your code<span className="sr-only"> for {c.businessName}</span></Link>}
          </PendingItem>
        ))}
        {applications.map((a) => (
          <PendingItem key={a.id} title={`${a.badgeName} application: ${a.businessName}`} status={a.statusLabel} sentOn={a.sentOn} sent={a.sent} next={a.next}>
            <Link to={`/applications/${a.id}`} className="w-fit font-medium text-primary hover:underline">View application<span className="sr-only"> for {a.badgeName}, {a.businessName}</span></Link>
          </PendingItem>
        ))}
      </ul>
    </section>
  )
}

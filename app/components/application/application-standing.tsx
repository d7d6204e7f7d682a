import type { ApplicationStatus } from '~/domain/application/model.ts'
import { applicationNextStep } from '~/domain/application/application-standing.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { shownDate } from '~/lib/shown-date.ts'

export interface SubmittedBusiness {
  category: string | null
  address: string | null
  phone: string | null
  email: string | null
  website: string | null
  description: string | null
  status: 'pending' | 'approved' | 'rejected'
  cityName: string | null
  state: string | null
}

/** /applications/{id}: when it was sent (and paid), what happens next. */
export function ApplicationDates({ sentOn, paidAt, status, auditDate }: { sentOn: string; paidAt: string | null; status: ApplicationStatus; auditDate: string | null }) {
  return (
    <>
      <p className="mt-2 text-sm">
        Sent <time dateTime={sentOn}>{shownDate(sentOn)}</time>
        {paidAt && <> · Paid <time dateTime={paidAt}>{shownDate(paidAt)}</time></>}
      </p>
      <section aria-labelledby="next-step-heading" className="mt-4 rounded-lg border bg-muted/40 p-4 text-sm">
        <h2 id="next-step-heading" className="font-semibold text-navy">What happens next</h2>
        <p className="mt-1">{applicationNextStep({ status, auditDate })}</p>
      </section>
    </>
  )
}

/** The new business the member described with the application, as they sent it. */
export function SubmittedBusinessDetails({ business }: { business: SubmittedBusiness }) {
  const rows: [string, string | null][] = [
    ['Category', business.category ? categoryLabel(business.category) : null],
    ['Address', [business.address, business.cityName && `${business.cityName}, ${business.state}`].filter(Boolean).join(', ') || null],
    ['Phone', business.phone],
    ['Email', business.email],
    ['Website', business.website],
    ['Description', business.description],
  ]
  return (
    <section aria-labelledby="business-details-heading" className="mt-6">
      <h2 id="business-details-heading" className="font-semibold text-navy">Your business’s details</h2>
      <p className="text-sm text-muted-foreground">
        {business.status === 'pending' ? 'Not in the directory yet: our team adds it when it approves your submission.' : business.status === 'approved' ? 'Approved for the directory.' : 'Not added to the directory.'}
      </p>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {rows.filter(([, v]) => v).map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

import { Link } from 'react-router'
import { BadgeCheck } from '~/components/ui/icons.tsx'
import { DAY_LABELS, photoUrl as photoSrc } from '~/domain/owner/model.ts'
import type { BusinessExtras } from '~/domain/owner/find-business-extras.server.ts'
import { ContactBusinessForm } from './contact-business-form.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'

/** The header's ownership line: "Verified owner", or the way to claim the business. */
export function OwnershipMark({ businessId, claimed }: { businessId: string; claimed: boolean }) {
  return claimed ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-sm font-medium text-emerald-800">
      <BadgeCheck className="size-4" aria-hidden /> Verified owner
    </span>
  ) : (
    <Link to={`/claim/${businessId}`} rel="nofollow" className="text-sm font-medium text-primary underline-offset-4 hover:underline">
      Claim this business
    </Link>
  )
}

/** Opening hours and photos, as the owner keeps them. */
export function OwnerContent({ extras }: { extras: BusinessExtras }) {
  if (extras.hours.length === 0 && extras.photos.length === 0) return null
  return (
    <TitledSection id="hours-photos-heading" title={extras.photos.length ? 'Hours and photos' : 'Opening hours'} card>
      {extras.hours.length > 0 && (
        <dl className="mt-3 grid grid-cols-[8rem_1fr] gap-1 text-sm">
          {extras.hours.map((h) => (
            <div key={h.day} className="contents">
              <dt className="text-muted-foreground">{DAY_LABELS[h.day]}</dt>
              <dd className="text-slate-800">{h.text}</dd>
            </div>
          ))}
        </dl>
      )}
      {extras.photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {extras.photos.map((p) => (
            <li key={p.id}>
              <img src={photoSrc(p.id, 400)} srcSet={`${photoSrc(p.id, 400)} 400w, ${photoSrc(p.id, 800)} 800w`} sizes="(min-width: 640px) 33vw, 50vw"
                width={400} height={300} loading="lazy" decoding="async" alt={p.alt} className="aspect-[4/3] w-full rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      )}
    </TitledSection>
  )
}

/** "Contact Business" on the business page. */
export function ContactBusinessSection({ businessId, businessName }: { businessId: string; businessName: string }) {
  return (
    <TitledSection id="contact-business-heading" title="Contact Business" card>
      <p className="mt-1 text-sm text-muted-foreground">Send {businessName} a message; they answer by e-mail.</p>
      <ContactBusinessForm businessId={businessId} className="mt-4" />
    </TitledSection>
  )
}

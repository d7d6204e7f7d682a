import { Link } from 'react-router'
import { Crown } from '~/components/ui/icons.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { PREMIUM_BENEFITS, type Viewer } from '~/domain/premium/model.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

/** The one list of what Premium includes (billing page, /thank-you, gates). */
export function PremiumBenefits({ className }: { className?: string }) {
  return (
    <ul className={className ?? 'grid gap-3'} aria-label="What Premium includes">
      {PREMIUM_BENEFITS.map((b) => (
        <li key={b.id} className="flex gap-3">
          <Crown className="mt-0.5 size-5 shrink-0 text-amber-600" aria-hidden />
          <span>
            <Link to={b.href} className="font-semibold text-navy underline-offset-4 hover:underline">
              {b.title}
            </Link>
            <span className="block text-sm text-muted-foreground">{b.description}</span>
          </span>
        </li>
      ))}
    </ul>
  )
}

/** Shown in place of member content: what Premium includes and how to get it. */
export function PremiumGate({ viewer, what }: { viewer: Exclude<Viewer, 'premium'>; what: string }) {
  return (
    <TitledSection id="premium-gate-heading" title={<>{what} are for Premium members</>} className="rounded-2xl border-2 border-amber-300 bg-amber-50/60 p-6">
      <p className="mt-1 text-sm text-muted-foreground">Premium includes:</p>
      <PremiumBenefits className="mt-3 grid gap-3" />
      <div className="mt-5 flex flex-wrap gap-3">
        {viewer === 'anonymous' ? (
          <>
            <Link to="/dashboard/billing" className={buttonVariants()}>
              Go Premium
            </Link>
            <Link to="/thank-you-very-much" className={buttonVariants({ variant: 'outline' })}>
              Sign in
            </Link>
          </>
        ) : (
          <Link to="/dashboard/billing" className={buttonVariants()}>
            Go Premium
          </Link>
        )}
      </div>
    </TitledSection>
  )
}

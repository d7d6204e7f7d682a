import { Award, ClipboardList, Crown, ShieldCheck } from '~/components/ui/icons.tsx'
import { Link, useRouteLoaderData } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import type { loader as dashboardLoader } from './dashboard.tsx'

export const meta = () => [{ title: 'Dashboard | Safest' }]

export default function DashboardOverview() {
  const data = useRouteLoaderData<typeof dashboardLoader>('routes/dashboard')
  if (!data) return null
  const { user } = data
  const premium = user.subscriptionLevel === 'premium'
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">Welcome, {user.name.split(' ')[0]}</h1>
      <section aria-labelledby="membership-heading" className="rounded-xl border bg-white p-6 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-3">
            <span className={`grid size-12 place-items-center rounded-full ${premium ? 'bg-amber-100 text-amber-700' : 'bg-secondary text-primary'}`}>
              {premium ? <Crown aria-hidden /> : <ShieldCheck aria-hidden />}
            </span>
            <div>
              <h2 id="membership-heading" className="text-sm text-muted-foreground">
                Membership level
              </h2>
              <p className="text-xl font-bold text-navy" data-testid="membership-level">
                {premium ? 'Premium' : 'Free'}
              </p>
            </div>
          </div>
          <Link to="/dashboard/billing" className={buttonVariants({ variant: premium ? 'outline' : 'default' })}>
            {premium ? 'Manage membership' : 'Go Premium'}
          </Link>
        </div>
      </section>
      <section aria-labelledby="next-heading">
        <h2 id="next-heading" className="mb-3 text-lg font-bold text-navy">
          Next steps
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {[
            { to: '/quiz', icon: ClipboardList, title: 'Take the assessment', text: 'Get product picks for your household.' },
            { to: '/city', icon: ShieldCheck, title: 'Browse the directory', text: 'Find safety-rated businesses near you.' },
            { to: '/badge', icon: Award, title: 'List your business', text: 'Apply for a badge and a directory listing.' },
          ].map((s) => (
            <li key={s.to}>
              <Link to={s.to} className="flex h-full flex-col gap-2 rounded-xl border bg-white p-5 shadow-sm hover:border-primary">
                <s.icon className="size-6 text-accent" aria-hidden />
                <span className="font-semibold text-navy">{s.title}</span>
                <span className="text-sm text-muted-foreground">{s.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}

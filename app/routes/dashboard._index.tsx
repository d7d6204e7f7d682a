import { Award, ClipboardList, Crown, ShieldCheck } from '~/components/ui/icons.tsx'
import { Link, useLoaderData, useRouteLoaderData } from 'react-router'
import { PendingRequests } from '~/components/dashboard/pending-requests.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { findPendingApplications } from '~/domain/application/find-pending-applications.server.ts'
import { findPendingClaims } from '~/domain/owner/find-pending-claims.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/dashboard._index'
import { buttonVariants } from '~/components/ui/button.tsx'
import type { loader as dashboardLoader } from './dashboard.tsx'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { LinkTiles } from '~/components/ui/link-tiles.tsx'
import { DashboardPage } from '~/components/dashboard-page.tsx'

export const meta = () => [{ title: 'Dashboard | Safest' }]

/** The overview: membership, what the member is waiting for (claims, badge applications), next steps. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  const [claims, applications] = await Promise.all([findPendingClaims(db, user.id), findPendingApplications(db, user.id)])
  return { claims, applications }
}

export default function DashboardOverview() {
  const pending = useLoaderData<typeof loader>()
  const data = useRouteLoaderData<typeof dashboardLoader>('routes/dashboard')
  if (!data) return null
  const { user } = data
  const premium = user.subscriptionLevel === 'premium'
  return (
    <DashboardPage title={`Welcome, ${user.name.split(' ')[0]}`}>
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
      <PendingRequests claims={pending.claims} applications={pending.applications} />
      <TitledSection id="next-heading" title="Next steps" size="lg">
        <LinkTiles
          className="mt-3 grid gap-4 sm:grid-cols-3"
          tiles={[
            { to: '/quiz', icon: ClipboardList, title: 'Take the assessment', text: 'Get product picks for your household.' },
            { to: '/city', icon: ShieldCheck, title: 'Browse the directory', text: 'Find safety-rated businesses near you.' },
            { to: '/badge', icon: Award, title: 'List your business', text: 'Apply for a badge and a directory listing.' },
          ]}
        />
      </TitledSection>
    </DashboardPage>
  )
}

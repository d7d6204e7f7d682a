import { Link, useLoaderData } from 'react-router'
import { buttonVariants } from '~/components/ui/button.tsx'
import { ListPanel } from '~/components/ui/list-panel.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { findMemberSubmissions } from '~/domain/submission/find-member-submissions.server.ts'
import { database } from '~/lib/db.server.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/dashboard.submissions'
import { DashboardPage } from '~/components/dashboard-page.tsx'
import { shownDate } from '~/lib/shown-date.ts'

export const meta = () => [{ title: 'My Submissions | Dashboard | Safest' }]

export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  return { submissions: await findMemberSubmissions(db, user.id) }
}

const KIND_LABELS = { business: 'Business listing', nomination: 'Nomination', application: 'Directory application' } as const
const STATUS_STYLES = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
} as const

export default function MySubmissions() {
  const { submissions } = useLoaderData<typeof loader>()
  return (
    <DashboardPage title="My Submissions">
      <ListPanel
        items={submissions}
        empty={
          <>
            <p className="font-semibold text-navy">You haven’t submitted a business yet.</p>
            <p className="mt-1">Businesses you add or nominate while signed in appear here with their review status.</p>
            <Link to="/#get-listed" className={cn(buttonVariants(), 'mt-4')}>
              Add Your Business
            </Link>
          </>
        }
      >
        {(s) => (
          <>
            <div>
              <p className="font-semibold text-navy">{s.businessName}</p>
              <p className="text-sm text-muted-foreground">
                {KIND_LABELS[s.kind]}
                {s.cityName ? ` · ${s.cityName}` : ''} · {shownDate(s.createdAt)}
              </p>
              {s.status === 'rejected' && s.decisionReason && <p className="mt-1 text-sm text-red-900">Reason: {s.decisionReason}</p>}
            </div>
            <span className={cn('rounded-full px-3 py-1 text-xs font-semibold capitalize', STATUS_STYLES[s.status])}>{s.status}</span>
          </>
        )}
      </ListPanel>
    </DashboardPage>
  )
}

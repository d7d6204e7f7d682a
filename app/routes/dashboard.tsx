import { Award, Bookmark, Building2, CreditCard, FileText, LayoutDashboard, UserRound } from '~/components/ui/icons.tsx'
import { NavLink, Outlet, useLoaderData } from 'react-router'
import { ConfirmEmailNotice } from '~/components/account/confirm-email-notice.tsx'
import { isAddressConfirmed } from '~/domain/account/find-address-confirmation.server.ts'
import { requireUser } from '~/domain/account/session.server.ts'
import { database } from '~/lib/db.server.ts'
import { cn } from '~/lib/utils.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard | Safest' }]

export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  return { user, confirmed: await isAddressConfirmed(db, user.id) }
}

const LINKS = [
  { to: '/dashboard', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/dashboard/profile', label: 'Profile', icon: UserRound },
  { to: '/dashboard/billing', label: 'Membership & Billing', icon: CreditCard },
  { to: '/dashboard/submissions', label: 'My Submissions', icon: FileText },
  { to: '/dashboard/listings', label: 'My businesses', icon: Building2 },
  { to: '/dashboard/badges', label: 'My Badges', icon: Award },
  { to: '/dashboard/saved', label: 'Saved businesses', icon: Bookmark },
]

export default function DashboardLayout() {
  const { user, confirmed } = useLoaderData<typeof loader>()
  return (
    <div className="bg-muted/60">
      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 md:grid-cols-[14rem_1fr]">
        <aside className="min-w-0">
          <p className="text-sm text-muted-foreground">Signed in as</p>
          <p className="truncate font-semibold text-navy">{user.name}</p>
          <nav aria-label="Dashboard" className="mt-4 flex flex-wrap gap-1 md:flex-col md:flex-nowrap">
            {LINKS.map((l) => (
              <NavLink
                key={l.to}
                to={l.to}
                end={l.end}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-white',
                    isActive ? 'bg-white text-primary shadow-sm' : 'text-slate-700',
                  )
                }
              >
                <l.icon className="size-4" aria-hidden /> {l.label}
              </NavLink>
            ))}
          </nav>
        </aside>
        <div className="min-w-0">
          {!confirmed && <ConfirmEmailNotice email={user.email} />}
          <Outlet />
        </div>
      </div>
    </div>
  )
}

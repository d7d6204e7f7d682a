import { NavLink } from 'react-router'
import { cn } from '~/lib/utils.ts'

/** The pages of one owned business: its heading and links between them. */
export function OwnerNav({ business }: { business: { id: string; name: string; path: string | null } }) {
  const base = `/dashboard/listings/${business.id}`
  const links = [
    { to: base, label: 'Edit listing', end: true },
    { to: `${base}/photos`, label: 'Photos' },
    { to: `${base}/leads`, label: 'Messages' },
    { to: `${base}/statistics`, label: 'Statistics' },
  ]
  return (
    <div className="space-y-3">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">{business.name}</h1>
      <nav aria-label="Manage business" className="flex flex-wrap gap-1">
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} end={l.end} className={({ isActive }) => cn('rounded-md px-3 py-1.5 text-sm font-medium', isActive ? 'bg-white text-primary shadow-sm' : 'text-slate-700 hover:bg-white')}>
            {l.label}
          </NavLink>
        ))}
        {business.path && <a href={business.path} className="rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-white">View page</a>}
      </nav>
    </div>
  )
}

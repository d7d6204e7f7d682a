import { Link, useLoaderData } from 'react-router'
import { RouteErrorBoundary } from '~/components/route-error-boundary.tsx'
import { OwnerNav } from '~/components/owner/owner-nav.tsx'
import { StatsChart } from '~/components/owner/stats-chart.tsx'
import { findBusinessStats } from '~/domain/owner/find-business-stats.server.ts'
import { shortDay, STAT_COUNTERS, STAT_LABELS } from '~/domain/owner/model.ts'
import { cn } from '~/lib/utils.ts'
import { ownedBusinessRequest } from './owner-route.server.ts'
import type { Route } from './+types/dashboard.business-statistics'

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Statistics: ${data?.business.name ?? 'Business'} | Safest` }]

/** GET /dashboard/listings/{id}/statistics?days=30|90: the owner's daily statistics (anyone else: 404). */
export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { db, business } = await ownedBusinessRequest({ request, url, params })
  const days = url.searchParams.get('days') === '90' ? 90 : 30
  return { business, stats: await findBusinessStats(db, business.id, days) }
}

export default function BusinessStatisticsPage() {
  const { business, stats } = useLoaderData<typeof loader>()
  const active = stats.series.filter((d) => STAT_COUNTERS.some((c) => d[c] > 0)).reverse()
  return (
    <div className="space-y-6">
      <OwnerNav business={business} />
      <section aria-labelledby="stats-heading" className="grid min-w-0 gap-4 rounded-xl border bg-white p-4 shadow-sm sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="stats-heading" className="text-xl font-bold text-navy">Last {stats.days} days</h2>
          <nav aria-label="Period" className="flex gap-1 text-sm">
            {([30, 90] as const).map((d) => (
              <Link key={d} to={`?days=${d}`} aria-current={stats.days === d ? 'page' : undefined} className={cn('rounded-md px-3 py-1.5', stats.days === d ? 'bg-primary text-white' : 'hover:bg-muted')}>
                {d} days
              </Link>
            ))}
          </nav>
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {STAT_COUNTERS.map((c) => (
            <div key={c} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs text-muted-foreground">{STAT_LABELS[c]}</dt>
              <dd className="text-2xl font-bold text-navy" data-testid={`total-${c}`}>{stats.totals[c].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </dl>
        <StatsChart series={stats.series} title={`Page views (bars) and leads (dots) per day, last ${stats.days} days`} />
        <p className="text-xs text-muted-foreground">Counted on our server without cookies; visits by search engines and other bots are left out. Today’s numbers can take a minute to appear.</p>
        {/* A phone reads each day as a line of what was counted; wider screens, the table. */}
        <ul aria-label="Statistics per day" className="grid gap-2 text-sm sm:hidden">
          {active.length === 0 ? <li className="text-muted-foreground">Nothing counted in this period yet.</li> : active.map((d) => (
            <li key={d.day} className="rounded-lg border p-3">
              <p className="font-semibold text-navy"><time dateTime={d.day}>{shortDay(d.day)}</time></p>
              <p>{STAT_COUNTERS.filter((c) => d[c] > 0).map((c) => `${STAT_LABELS[c]}: ${d[c]}`).join(' · ')}</p>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full text-right text-sm">
            <caption className="sr-only">Statistics per day</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-2 text-left">Day</th>
                {STAT_COUNTERS.map((c) => <th key={c} scope="col" className="px-2 py-2">{STAT_LABELS[c]}</th>)}
              </tr>
            </thead>
            <tbody>
              {active.length === 0 ? (
                <tr><td colSpan={STAT_COUNTERS.length + 1} className="py-4 text-center text-muted-foreground">Nothing counted in this period yet.</td></tr>
              ) : active.map((d) => (
                <tr key={d.day} className="border-b last:border-0">
                  <th scope="row" className="py-1.5 text-left font-medium whitespace-nowrap"><time dateTime={d.day}>{shortDay(d.day)}</time></th>
                  {STAT_COUNTERS.map((c) => <td key={c} className="px-2 py-1.5">{d[c]}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  )
}

export const ErrorBoundary = RouteErrorBoundary

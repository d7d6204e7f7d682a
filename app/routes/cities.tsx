import { Search } from 'lucide-react'
import { useMemo, useState } from 'react'
import { useLoaderData } from 'react-router'
import { CityCard } from '~/components/directory/city-card.tsx'
import { Input } from '~/components/ui/input.tsx'
import { findCities } from '~/domain/directory/find-cities.server.ts'
import { database } from '~/lib/db.server.ts'
import type { Route } from './+types/cities'

export const meta: Route.MetaFunction = () => [
  { title: 'Directory of Cities | Safest' },
  { name: 'description', content: 'Safety-rated businesses in 52 US cities, grouped by state.' },
]

export async function loader({ request }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q')?.trim().slice(0, 100) ?? ''
  const cities = await findCities(await database())
  return { cities, q }
}

export default function Cities() {
  const { cities, q: initialQuery } = useLoaderData<typeof loader>()
  const [q, setQ] = useState(initialQuery)
  const groups = useMemo(() => {
    const needle = q.trim().toLowerCase()
    const matching = cities.filter(
      (c) => !needle || c.name.toLowerCase().includes(needle) || c.stateName.toLowerCase().includes(needle) || c.state.toLowerCase() === needle,
    )
    const byState = new Map<string, typeof cities>()
    for (const c of matching) byState.set(c.stateName, [...(byState.get(c.stateName) ?? []), c])
    return [...byState.entries()].sort(([a], [b]) => a.localeCompare(b))
  }, [cities, q])

  return (
    <div>
      <header className="bg-gradient-to-br from-navy to-primary px-4 py-14 text-white sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Directory of Cities</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            {cities.length} cities across all 50 states. Pick a city to see its safety-rated businesses.
          </p>
          <form method="get" role="search" className="relative mt-6 max-w-md" onSubmit={(e) => e.preventDefault()}>
            <label htmlFor="city-search" className="sr-only">
              Search cities or states
            </label>
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              id="city-search"
              name="q"
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder="Search cities or states..."
              className="h-12 bg-white pl-9 text-foreground"
            />
          </form>
        </div>
      </header>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {groups.length === 0 && <p className="text-center text-muted-foreground">No cities match “{q}”.</p>}
        {groups.map(([stateName, list]) => (
          <section key={stateName} aria-labelledby={`state-${list[0]!.state}`} className="mb-10">
            <h2 id={`state-${list[0]!.state}`} className="mb-4 text-xl font-bold text-navy">
              {stateName}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {list.map((c) => (
                <li key={c.id}>
                  <CityCard city={c} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}

import { useState } from 'react'
import { Link } from 'react-router'
import type { CitySummary } from '~/domain/directory/types.ts'
import { cn } from '~/lib/utils.ts'
import { CityCard } from '../directory/city-card.tsx'
import { buttonVariants } from '../ui/button.tsx'

/** Without a state chosen, the home page shows this many cities (fewer on phones) and links to all. */
const FEATURED_CITIES = 12
const FEATURED_CITIES_PHONE = 6

export function BrowseByState({ cities, states }: { cities: CitySummary[]; states: { abbr: string; name: string }[] }) {
  const [selected, setSelected] = useState<string | null>(null)
  const shown = selected ? cities.filter((c) => c.state === selected) : cities.slice(0, FEATURED_CITIES)
  return (
    <section id="cities" aria-labelledby="cities-heading" className="mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6">
      <h2 id="cities-heading" className="text-3xl font-bold tracking-tight text-navy">
        Browse by State
      </h2>
      <p className="mt-2 text-muted-foreground">Pick a state to see its cities, or browse them all.</p>
      <div role="group" aria-label="Filter cities by state" className="mt-6 grid grid-cols-6 gap-1.5 sm:grid-cols-10 lg:grid-cols-[repeat(25,minmax(0,1fr))]">
        {[...states].sort((a, b) => a.abbr.localeCompare(b.abbr)).map((s) => (
          <button
            key={s.abbr}
            type="button"
            title={s.name}
            aria-pressed={selected === s.abbr}
            onClick={() => setSelected((cur) => (cur === s.abbr ? null : s.abbr))}
            className={cn(
              'rounded-md border px-1 py-2 text-xs font-semibold transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
              selected === s.abbr ? 'border-primary bg-primary text-white' : 'bg-white text-slate-700 hover:border-primary hover:text-primary',
            )}
          >
            {s.abbr}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-muted-foreground" aria-live="polite">
        {selected ? `Showing cities in ${states.find((s) => s.abbr === selected)?.name}` : `${cities.length} cities across all 50 states`}
      </p>
      {shown.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed p-10 text-center text-muted-foreground">No cities found for the selected state.</p>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shown.map((c, i) => (
            <li key={c.id} className={cn(!selected && i >= FEATURED_CITIES_PHONE && 'max-sm:hidden')}>
              <CityCard city={c} />
            </li>
          ))}
        </ul>
      )}
      {!selected && (
        <div className="mt-8 text-center">
          <Link to="/city" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
            See all {cities.length} cities
          </Link>
        </div>
      )}
    </section>
  )
}

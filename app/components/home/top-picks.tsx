import { Star } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { TOP_PICKS } from '~/content/top-picks.ts'
import { Checkbox } from '../ui/checkbox.tsx'

export function TopPicks() {
  const [compare, setCompare] = useState<string[]>([])
  return (
    <section aria-labelledby="picks-heading" className="bg-muted/60 py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="picks-heading" className="text-3xl font-bold tracking-tight text-navy">
              Our Top Picks
            </h2>
            <p className="mt-2 text-muted-foreground">Five products our reviewers recommend most often.</p>
          </div>
          <Link to="/products" className="font-semibold text-primary underline-offset-4 hover:underline">
            See All Products →
          </Link>
        </div>
        <ul className="mt-8 flex snap-x gap-4 overflow-x-auto pb-4">
          {TOP_PICKS.map((pick) => (
            <li key={pick.id} className="w-64 shrink-0 snap-start rounded-xl border bg-white p-5 shadow-sm">
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{pick.category}</p>
              <h3 className="mt-1 font-bold text-navy">{pick.name}</h3>
              <p className="mt-2 flex items-center gap-1 text-sm">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span>{pick.rating.toFixed(1)}</span>
                <span className="text-muted-foreground">· {pick.priceRange}</span>
              </p>
              <label className="mt-4 flex items-center gap-2 text-sm">
                <Checkbox
                  checked={compare.includes(pick.id)}
                  onChange={(e) =>
                    setCompare((c) => (e.target.checked ? [...c, pick.id] : c.filter((id) => id !== pick.id)))
                  }
                />
                Add to Compare
              </label>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

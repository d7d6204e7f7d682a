import { Star } from '~/components/ui/icons.tsx'
import { useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router'
import type { TopPick } from '~/domain/guides/model.ts'
import type { ProductReviewTeaser } from '~/domain/guides/product-review-sections.ts'
import { createCompareStore, knownIds, MAX_COMPARE } from '../compare/compare-store.ts'
import { SampleContentNotice } from '../content/sample-content-notice.tsx'
import { Checkbox } from '../ui/checkbox.tsx'
import { lazyDialog, preloadOnIntent } from '../ui/lazy-dialog.tsx'
import { ProductReviewCallout } from '../products/product-review-callout.tsx'
import { toast } from '../ui/toast.tsx'
import { HomeBand } from './home-band.tsx'

// The comparison tray (and its dialog) loads with the first product picked.
const CompareTray = lazyDialog(() => import('../products/product-comparison.tsx').then((m) => m.ProductCompareTray), (p) => p.items.length > 0)

/**
 * The five most popular of the guide's products (from the database, as the owner ranks them): each
 * name leads to its card on the category page. The picks chosen with Add to Compare are kept in
 * localStorage (they survive navigation and reloads).
 */
export function TopPicks({ picks, review }: { picks: TopPick[]; review: ProductReviewTeaser | null }) {
  const ids = picks.map((p) => p.id).join(' ')
  const topPicksCompare = useMemo(() => createCompareStore('safest.compare.top-picks', knownIds(ids.split(' '))), [ids])
  const compare = topPicksCompare.useEntries()
  // The checkboxes need JavaScript: they stay disabled until the page is interactive.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  const chosen = compare.flatMap((id) => picks.filter((p) => p.id === id))

  const toggle = (id: string) => {
    if (topPicksCompare.toggle(id) === 'full') {
      toast.error(`You can compare at most ${MAX_COMPARE} products`, {
        description: 'Remove one from the comparison tray to add another.',
      })
    }
  }

  return (
    <HomeBand
      id="picks-heading"
      title="Our Top Picks"
      shaded
      intro={
        <>
          <p className="mt-2 text-muted-foreground">
            Five products our reviewers recommend most often. Tick up to {MAX_COMPARE} to compare them side by side.
          </p>
          {picks.some((p) => p.sample) && <SampleContentNotice className="mt-3" />}
        </>
      }
      aside={
        <Link to="/products" className="font-semibold text-primary underline-offset-4 hover:underline">
          See All Products →
        </Link>
      }
    >
      {/* Scrolls sideways on small screens: focusable so keyboard users can scroll it too. */}
      <ul
        tabIndex={0}
        aria-label="Top picks"
        className="mt-8 flex snap-x gap-4 overflow-x-auto rounded-lg pb-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 lg:grid lg:grid-cols-5 lg:overflow-visible"
      >
        {picks.map((pick) => {
          const checked = compare.includes(pick.id)
          return (
            <li
              key={pick.id}
              data-pick-id={pick.id}
              className="flex w-64 shrink-0 snap-start flex-col lg:w-auto rounded-xl border bg-white p-5 shadow-sm data-[compared=true]:border-primary data-[compared=true]:ring-2 data-[compared=true]:ring-primary/20"
              data-compared={checked}
            >
              <img src={pick.image} alt="" width={400} height={300} loading="lazy" className="mb-3 h-32 w-full rounded-lg object-cover" />
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">{pick.category}</p>
              <h3 id={`pick-${pick.id}`} className="mt-1 font-bold text-navy">
                <Link to={pick.href} className="underline-offset-4 hover:underline">
                  {pick.name}
                </Link>
              </h3>
              <p className="mt-2 flex items-center gap-1 text-sm">
                <Star className="size-4 fill-amber-400 text-amber-400" aria-hidden />
                <span>{pick.rating.toFixed(1)}</span>
                <span className="text-muted-foreground">· {pick.priceRange}</span>
              </p>
              <label className="mt-auto flex cursor-pointer items-center gap-2 pt-4 text-sm">
                <Checkbox
                  checked={checked}
                  disabled={!hydrated}
                  onChange={() => toggle(pick.id)}
                  {...preloadOnIntent(CompareTray.preload)}
                  aria-describedby={`pick-${pick.id}`}
                />
                Add to Compare
              </label>
            </li>
          )
        })}
      </ul>
      {review && <ProductReviewCallout review={review} headingLevel="h3" className="mt-8" />}
      <CompareTray items={chosen} onRemove={topPicksCompare.remove} onClear={topPicksCompare.clear} />
    </HomeBand>
  )
}

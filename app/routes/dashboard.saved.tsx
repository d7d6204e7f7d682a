import { Link, useFetcher, useLoaderData } from 'react-router'
import { SafetyScore } from '~/components/directory/safety-score.tsx'
import { ReviewRating } from '~/components/reviews/review-rating.tsx'
import { RemoveSavedButton } from '~/components/favorite/save-button.tsx'
import { Mail } from '~/components/ui/icons.tsx'
import { Button } from '~/components/ui/button.tsx'
import { requireUser } from '~/domain/account/session.server.ts'
import { findFavorites } from '~/domain/favorite/find-favorites.server.ts'
import type { SavedBusiness } from '~/domain/favorite/model.ts'
import { compareHref, MAX_COMPARED_BUSINESSES } from '~/domain/compare/model.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { shownDate } from '~/lib/shown-date.ts'
import { database } from '~/lib/db.server.ts'
import { DashboardPage } from '~/components/dashboard-page.tsx'
import type { Route } from './+types/dashboard.saved'

export const meta = () => [{ title: 'Saved businesses | Dashboard | Safest' }]

/** /dashboard/saved: the member's saved businesses, with Remove (to take one off) and its change e-mails. */
export async function loader({ request, url }: Route.LoaderArgs) {
  const db = await database()
  const user = await requireUser(db, request, url)
  return { favorites: await findFavorites(db, user.id) }
}

export default function SavedBusinesses() {
  const { favorites } = useLoaderData<typeof loader>()
  return (
    <DashboardPage
      title="Saved businesses"
      action={favorites.length > 1 && (
        <Link to={compareHref(favorites.slice(0, MAX_COMPARED_BUSINESSES).map((f) => f.id))} className="text-sm font-semibold text-primary underline-offset-4 hover:underline">
          Compare the first {Math.min(favorites.length, MAX_COMPARED_BUSINESSES)}
        </Link>
      )}
    >
      {favorites.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-white p-8 text-center text-muted-foreground">
          Nothing saved yet. Press Save on a business’s card or page to keep it here. <Link to="/search" className="font-medium text-primary underline">Search businesses</Link>
        </p>
      ) : (
        <ul className="grid gap-4" aria-label="Saved businesses">
          {favorites.map((f) => (
            <SavedItem key={f.id} business={f} />
          ))}
        </ul>
      )}
    </DashboardPage>
  )
}

function SavedItem({ business: f }: { business: SavedBusiness }) {
  const fetcher = useFetcher()
  const pending = fetcher.formData?.get('notify')
  const notify = pending === undefined || pending === null ? f.notify : pending === 'on'
  return (
    <li className="grid gap-3 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-[1fr_auto] sm:items-start" data-testid="saved-business">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">
          {categoryLabel(f.category)} · {f.cityName}
        </p>
        <h2 id={`saved-${f.id}`} className="text-lg font-bold text-navy">
          <Link to={f.href} className="hover:underline">
            {f.name}
          </Link>
        </h2>
        <div className="mt-1 flex flex-wrap items-center gap-3 text-sm">
          <SafetyScore score={f.safetyScore} />
          <ReviewRating rating={f.rating} count={f.reviewCount} />
        </div>
        <p className="mt-1 text-sm text-muted-foreground">{f.currentAwards.length ? `Awards: ${f.currentAwards.join(', ')}` : 'No current awards'} · saved {shownDate(f.savedOn)}</p>
      </div>
      <div className="grid gap-2 sm:justify-items-end">
        <RemoveSavedButton businessId={f.id} businessName={f.name} />
        {/* A toggle button in a plain form: it works before the page's script runs; with it, the press shows at once. */}
        <fetcher.Form method="post" action={`/businesses/${f.id}/favorite`}>
          <input type="hidden" name="intent" value="notify" />
          <input type="hidden" name="returnTo" value="/dashboard/saved" />
          <input type="hidden" name="notify" value={notify ? 'off' : 'on'} />
          <Button type="submit" size="sm" variant="outline" aria-pressed={notify} className="aria-pressed:border-primary aria-pressed:text-primary">
            <Mail aria-hidden /> E-mail me changes<span className="sr-only"> of {f.name}</span>
          </Button>
        </fetcher.Form>
      </div>
    </li>
  )
}

import { useLoaderData } from 'react-router'
import { BadgeSteps } from '~/components/home/badge-steps.tsx'
import { BrowseByState } from '~/components/home/browse-by-state.tsx'
import { CategoryTiles } from '~/components/home/category-tiles.tsx'
import { GetListed, SafetyStandards, WhyListed } from '~/components/home/get-listed.tsx'
import { Hero } from '~/components/home/hero.tsx'
import { Newsletter } from '~/components/home/newsletter.tsx'
import { TopBusinesses } from '~/components/home/top-businesses.tsx'
import { TopPicks } from '~/components/home/top-picks.tsx'
import { findTopPicks } from '~/domain/guides/find-guides.server.ts'
import { findFeaturedProductReview } from '~/domain/guides/find-product-review.server.ts'
import { findTopBusinesses } from '~/domain/business/find-businesses.server.ts'
import { findCities, findStates } from '~/domain/directory/find-cities.server.ts'
import { findTopNear } from '~/domain/places/find-top-near.server.ts'
import { searchText } from '~/lib/control-characters.ts'
import { DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { database } from '~/lib/db.server.ts'
import { publicDataCache } from '~/lib/public-data-cache.server.ts'
import type { Route } from './+types/home'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: ['top', 'near', 'newsletter'] } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [
  { title: 'Safest — The Safest City In The U.S.' },
  {
    name: 'description',
    content: 'Browse safety-rated restaurants, clinics, childcare and contractors in 52 US cities, and find trusted safety products.',
  },
]

export async function loader({ url }: Route.LoaderArgs) {
  const top = url.searchParams.get('top')
  const category = DIRECTORY_CATEGORIES.some((c) => c.value === top) ? top! : 'restaurants'
  const db = await database()
  // "Top 5 … in the U.S." until a place is chosen (?near=), then "… near {place}".
  const near = searchText(url.searchParams.get('near'))
  const [cities, states, topBusinesses, topNear, topPicks, featuredProductReview] = await Promise.all([
    publicDataCache.get('cities', () => findCities(db)),
    publicDataCache.get('states', () => findStates(db)),
    publicDataCache.get(`top:${category}`, () => findTopBusinesses(db, category)),
    findTopNear(db, category, near),
    findTopPicks(db),
    findFeaturedProductReview(db),
  ])
  const place = topNear && 'placeLabel' in topNear ? topNear : null
  return { cities, states, topPicks, featuredProductReview, category, topBusinesses: place ? place.businesses : topBusinesses, near, placeLabel: place?.placeLabel ?? null, placeNotFound: topNear && 'notFound' in topNear }
}

export default function Home() {
  const { cities, states, topPicks, featuredProductReview, category, topBusinesses, near, placeLabel, placeNotFound } = useLoaderData<typeof loader>()
  return (
    <>
      <Hero cities={cities} />
      <CategoryTiles />
      <TopPicks picks={topPicks} review={featuredProductReview} />
      <BadgeSteps />
      <TopBusinesses category={category} businesses={topBusinesses} states={states} cities={cities} near={near} placeLabel={placeLabel} placeNotFound={Boolean(placeNotFound)} />
      <BrowseByState cities={cities} states={states} />
      <GetListed />
      <WhyListed />
      <SafetyStandards />
      <Newsletter cities={cities} />
    </>
  )
}

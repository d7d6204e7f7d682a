import { MapPin } from '~/components/ui/icons.tsx'
import { Link } from 'react-router'
import { CityImage } from '~/components/city-image.tsx'
import type { CitySummary } from '~/domain/directory/types.ts'
import { countOf } from '~/lib/plural.ts'

/** Spec §4: a city without its own image shows the night-city placeholder. */
export { CITY_PLACEHOLDER_IMAGE } from '~/domain/city-images/city-image-urls.ts'

export function CityCard({ city }: { city: CitySummary }) {
  const placeholder = city.imageVersion === 0
  return (
    <Link
      to={`/city/${city.slug}`}
      className="group relative block overflow-hidden rounded-xl bg-navy shadow-sm ring-offset-2 transition hover:shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <CityImage
        slug={city.slug}
        version={city.imageVersion}
        alt=""
        sizes="(min-width: 1280px) 300px, (min-width: 1024px) 24vw, (min-width: 640px) 48vw, 100vw"
        maxWidth={800}
        className="aspect-video w-full object-cover opacity-90 transition duration-300 group-hover:scale-105"
      />
      <div className="absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent" />
      <div className="absolute inset-x-0 bottom-0 p-4 text-white">
        <h3 className="text-lg font-bold">{city.name}</h3>
        <p className="flex items-center gap-1 text-sm text-slate-200">
          <MapPin className="size-3.5" aria-hidden /> {city.stateName}
          <span aria-hidden> · </span>
          {countOf(city.businessCount, 'business', 'businesses')}
        </p>
      </div>
      {placeholder && <span className="sr-only">Using placeholder image</span>}
    </Link>
  )
}

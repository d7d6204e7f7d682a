import { MapPin } from 'lucide-react'
import { Link } from 'react-router'
import type { CitySummary } from '~/domain/directory/types.ts'
import { countOf } from '~/lib/plural.ts'

/** Spec §4: a city without its own image shows the night-city placeholder. */
export const CITY_PLACEHOLDER_IMAGE = '/city-night.jpg'

export function CityCard({ city }: { city: CitySummary }) {
  const placeholder = !city.imagePath
  return (
    <Link
      to={`/city/${city.slug}`}
      className="group relative block overflow-hidden rounded-xl bg-navy shadow-sm ring-offset-2 transition hover:shadow-lg focus-visible:ring-[3px] focus-visible:ring-ring"
    >
      <img
        src={city.imagePath ? `${city.imagePath}?w=640` : CITY_PLACEHOLDER_IMAGE}
        alt=""
        loading="lazy"
        decoding="async"
        width={400}
        height={225}
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

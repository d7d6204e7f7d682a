import { MapPin } from '~/components/ui/icons.tsx'
import { CityImage } from '~/components/city-image.tsx'
import { Breadcrumb } from '~/components/ui/breadcrumb.tsx'
import type { CitySummary } from '~/domain/directory/types.ts'
import { countOf } from '~/lib/plural.ts'
import type { ReactNode } from 'react'

/** A city page's banner: its picture, breadcrumb, name and count of businesses. */
export function CityHero({ city, notice }: { city: CitySummary; notice?: ReactNode }) {
  return (
    <section className="relative isolate overflow-hidden bg-navy text-white">
      <CityImage slug={city.slug} version={city.imageVersion} alt="" sizes="100vw" priority className="absolute inset-0 -z-10 size-full object-cover opacity-60" />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-navy via-navy/60 to-navy/20" />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <Breadcrumb tone="dark" items={[{ label: 'Directory', to: '/city' }, { label: city.stateName }]} />
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{city.name}</h1>
        <p className="mt-3 flex items-center gap-1.5 text-lg text-slate-100">
          <MapPin className="size-5" aria-hidden /> {city.stateName} · {countOf(city.businessCount, 'safety-rated business', 'safety-rated businesses')}
        </p>
        {notice && <div className="mt-4">{notice}</div>}
      </div>
    </section>
  )
}

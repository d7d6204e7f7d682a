export interface CityImageRow {
  id: number
  name: string
  state: string
  slug: string
  imagePath: string | null
}

/** Spec §9: the admin's six specific cities. */
export const SPECIFIC_CITIES = ['Birmingham', 'Anchorage', 'Little Rock', 'Denver', 'Hartford', 'Wilmington'] as const

/**
 * City Images / Specific Cities tabs: each city with its current image, or the placeholder.
 * (Generation — Generate Image, Regenerate, Generate All — arrives with the city-images work.)
 */
export function CityImagesTab({ title, cities }: { title: string; cities: CityImageRow[] }) {
  return (
    <section aria-labelledby="city-images-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="city-images-heading" className="text-xl font-bold text-navy">{title}</h2>
        <p className="text-sm text-muted-foreground">{cities.length} cities and the image each city page shows.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {cities.map((c) => (
          <li key={c.id} className="overflow-hidden rounded-xl border bg-white shadow-sm">
            <img src={c.imagePath ?? '/city-night.jpg'} alt={`${c.name}, ${c.state}`} width={400} height={225} loading="lazy" className="aspect-video w-full object-cover" />
            <div className="p-3">
              <p className="font-semibold text-navy">{c.name}, {c.state}</p>
              {!c.imagePath && <p className="text-sm text-muted-foreground">Using placeholder image</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

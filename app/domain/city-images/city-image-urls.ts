/** Image URLs of a city (shared by the server and the pages). */

export const CITY_PLACEHOLDER_IMAGE = '/city-night.jpg'
export const CITY_IMAGE_WIDTHS = [400, 800, 1600] as const

/** The stored original (spec §3: one jpg per city named by its slug); cached 5 minutes. */
export function cityImagePath(slug: string): string {
  return `/city-images/${slug}.jpg`
}

/** One delivered size, versioned: the URL changes with every new image, so it is cached for good. */
export function cityImageVariantUrl(slug: string, version: number, width: number, format: 'webp' | 'jpg'): string {
  return `/city-images/${slug}.v${version}-${width}.${format}`
}

/** A srcset in one format, of every width up to maxWidth (cards stop at 800: small downloads). */
export function cityImageSrcSet(slug: string, version: number, format: 'webp' | 'jpg', maxWidth = 1600): string {
  return cityImageWidths(maxWidth).map((w) => `${cityImageVariantUrl(slug, version, w, format)} ${w}w`).join(', ')
}

/** The widths offered up to maxWidth (at least the smallest one). */
export function cityImageWidths(maxWidth = 1600): number[] {
  const widths = CITY_IMAGE_WIDTHS.filter((w) => w <= maxWidth)
  return widths.length ? widths : [CITY_IMAGE_WIDTHS[0]]
}

/** The stored original of a city's image, and one delivered size of a version of it. */
export const originalKey = (slug: string) => `city-images/${slug}.jpg`
export const variantKey = (slug: string, version: number, width: number, format: 'webp' | 'jpg') => `city-images/${slug}.v${version}-${width}.${format}`

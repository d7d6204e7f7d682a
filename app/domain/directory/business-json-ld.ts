import { categoryLabel } from '~/lib/categories.ts'
import type { BusinessProfile } from './types.ts'

/** schema.org LocalBusiness for a business page (name, address, contact, page URL). No aggregateRating: we do not hold a review count. */
export function localBusinessJsonLd(b: BusinessProfile, pageUrl: string) {
  // "1700 Champa St, Denver, CO 80202": street, then locality, region and postal code.
  const match = /^(.*?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(b.address)
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    url: pageUrl,
    name: b.name,
    description: b.description,
    additionalType: categoryLabel(b.category),
    address: {
      '@type': 'PostalAddress',
      ...(match
        ? { streetAddress: match[1], addressLocality: match[2], addressRegion: match[3], postalCode: match[4] }
        : { streetAddress: b.address, addressLocality: b.cityName, addressRegion: b.state }),
      addressCountry: 'US',
    },
    ...(b.phone ? { telephone: b.phone } : {}),
    ...(b.email ? { email: b.email } : {}),
    ...(b.website ? { sameAs: [b.website] } : {}),
  }
}

/** A maps search for the address (opens the visitor's map app or Google Maps). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

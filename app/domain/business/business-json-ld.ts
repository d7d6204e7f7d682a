import { categoryLabel } from '~/lib/categories.ts'
import type { BusinessDetails, BusinessProfile } from './types.ts'

/** What a LocalBusiness node says of a business: the business page gives all of it, a city page's list the card's part. */
type LocalBusinessFacts = Pick<BusinessProfile, 'name' | 'address' | 'cityName' | 'state'> &
  Partial<Pick<BusinessProfile, 'description' | 'category' | 'phone' | 'email' | 'website'>>

/**
 * schema.org LocalBusiness for a business and its page: name, address and what else is given
 * (description, category, contact).
 */
function localBusiness(b: LocalBusinessFacts, pageUrl: string) {
  return {
    '@type': 'LocalBusiness',
    '@id': pageUrl,
    url: pageUrl,
    name: b.name,
    ...(b.description ? { description: b.description } : {}),
    ...(b.category ? { additionalType: categoryLabel(b.category) } : {}),
    address: postalAddress(b.address, b.cityName, b.state),
    ...(b.phone ? { telephone: b.phone } : {}),
    ...(b.email ? { email: b.email } : {}),
    ...(b.website ? { sameAs: [b.website] } : {}),
  }
}

/**
 * A business page's JSON-LD; its aggregateRating comes from approved visitor reviews only (issue
 * 31), and there is none without reviews. The safety score is not a rating and is never given as one.
 */
export function localBusinessJsonLd(b: BusinessProfile, pageUrl: string) {
  const rating =
    b.reviewCount > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: Number(b.rating.toFixed(1)), reviewCount: b.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}
  return { '@context': 'https://schema.org', ...localBusiness(b, pageUrl), ...rating }
}

/** "1700 Champa St, Denver, CO 80202" as a schema.org PostalAddress (street, locality, region, postal code). */
export function postalAddress(address: string, cityName: string, state: string) {
  const match = /^(.*?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(address)
  return {
    '@type': 'PostalAddress',
    ...(match
      ? { streetAddress: match[1], addressLocality: match[2], addressRegion: match[3], postalCode: match[4] }
      : { streetAddress: address, addressLocality: cityName, addressRegion: state }),
    addressCountry: 'US',
  }
}

/** A city page's businesses as a schema.org ItemList of LocalBusiness, in the order shown. */
export function cityItemListJsonLd(
  city: { name: string; state: string; slug: string },
  businesses: Pick<BusinessDetails, 'name' | 'address' | 'phone' | 'slug'>[],
  siteUrl: string,
  firstPosition = 1,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Safety-rated businesses in ${city.name}, ${city.state}`,
    url: new URL(`/city/${city.slug}`, siteUrl).href,
    numberOfItems: businesses.length,
    itemListElement: businesses.map((b, i) => {
      const url = new URL(`/city/${city.slug}/${b.slug}`, siteUrl).href
      const { name, address, phone } = b
      return { '@type': 'ListItem', position: firstPosition + i, url, item: localBusiness({ name, address, phone, cityName: city.name, state: city.state }, url) }
    }),
  }
}

/** A maps search for the address (opens the visitor's map app or Google Maps). */
export function mapsUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
}

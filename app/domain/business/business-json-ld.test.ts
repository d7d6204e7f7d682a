import { describe, expect, it } from 'vitest'
import { cityItemListJsonLd, localBusinessJsonLd } from './business-json-ld.ts'
import { recordOrEmpty } from '~/domain/safety-record/read-safety-record.server.ts'
import type { BusinessDetails, BusinessProfile } from './types.ts'

// The schema.org properties (own and inherited from Thing / Intangible / Organization / Place) of
// the types our pages emit; a property outside this list is not in the vocabulary for that type.
const THING = ['@context', '@type', '@id', 'name', 'url', 'description', 'additionalType', 'sameAs', 'image', 'identifier', 'alternateName']
const VOCABULARY: Record<string, string[]> = {
  ItemList: [...THING, 'itemListElement', 'numberOfItems', 'itemListOrder'],
  ListItem: [...THING, 'position', 'item', 'nextItem', 'previousItem'],
  LocalBusiness: [...THING, 'address', 'telephone', 'email', 'aggregateRating', 'geo', 'openingHours', 'priceRange', 'areaServed'],
  AggregateRating: [...THING, 'ratingValue', 'reviewCount', 'ratingCount', 'bestRating', 'worstRating', 'itemReviewed'],
  PostalAddress: [...THING, 'streetAddress', 'addressLocality', 'addressRegion', 'postalCode', 'addressCountry'],
}

/** Every typed node uses a known type and only that type's properties; returns the problems. */
function validate(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => validate(n, `${path}[${i}]`))
  if (!node || typeof node !== 'object') return []
  const record = node as Record<string, unknown>
  const problems: string[] = []
  const type = record['@type']
  if (typeof type === 'string') {
    const allowed = VOCABULARY[type]
    if (!allowed) problems.push(`${path}: unknown type ${type}`)
    else for (const key of Object.keys(record)) if (!allowed.includes(key)) problems.push(`${path}: ${type} has no property ${key}`)
  }
  for (const [key, value] of Object.entries(record)) problems.push(...validate(value, `${path}.${key}`))
  return problems
}

const card = (n: number): BusinessDetails => ({
    id: `id-${n}`,
    name: `Business ${n}`,
    category: 'restaurants',
    description: 'A safe place.',
    rating: 4.5,
    reviewCount: 2,
    safetyScore: 90,
    address: `${n} Larimer St, Denver, CO 80202`,
    phone: n === 1 ? '(303) 555-0100' : null,
    email: null,
    website: null,
    certifications: [],
    slug: `business-${n}`,
    citySlug: 'denver',
    auditedLabel: 'Not yet audited',
    currentBadges: [],
    safety: recordOrEmpty(null),
    awards: [],
  })

describe('city page structured data', () => {
  const list = cityItemListJsonLd({ name: 'Denver', state: 'CO', slug: 'denver' }, [card(1), card(2)], 'https://safest.example', 13)

  it('is a schema.org ItemList of LocalBusiness entries with only valid properties', () => {
    expect(validate(list)).toEqual([])
    expect(list['@type']).toBe('ItemList')
    expect(list.numberOfItems).toBe(2)
  })

  it('links each business page and keeps the shown order and positions', () => {
    expect(list.itemListElement.map((e) => [e.position, e.url])).toEqual([
      [13, 'https://safest.example/city/denver/business-1'],
      [14, 'https://safest.example/city/denver/business-2'],
    ])
    expect(list.itemListElement[0]!.item).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'Business 1',
      telephone: '(303) 555-0100',
      address: { '@type': 'PostalAddress', streetAddress: '1 Larimer St', addressLocality: 'Denver', addressRegion: 'CO', postalCode: '80202' },
    })
    expect(list.itemListElement[1]!.item).not.toHaveProperty('telephone')
  })

  it('business pages use the same vocabulary', () => {
    const profile = { ...card(3), cityName: 'Denver', state: 'CO', stateName: 'Colorado', email: 'a@b.example', website: 'https://b.example' } as unknown as BusinessProfile
    expect(validate(localBusinessJsonLd(profile, 'https://safest.example/city/denver/business-3'))).toEqual([])
  })

  it('rates a business from its approved reviews only, and not at all without reviews', () => {
    const profile = (reviewCount: number) => ({ ...card(4), rating: 4.25, reviewCount, cityName: 'Denver', state: 'CO', stateName: 'Colorado' }) as unknown as BusinessProfile
    expect(localBusinessJsonLd(profile(4), 'https://safest.example/x').aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4, bestRating: 5, worstRating: 1 })
    expect(localBusinessJsonLd(profile(0), 'https://safest.example/x')).not.toHaveProperty('aggregateRating')
  })

  it('says the same of a business in a city list as its page does, less the page-only details', () => {
    const profile = { ...card(1), cityName: 'Denver', state: 'CO', stateName: 'Colorado', email: 'a@b.example', website: 'https://b.example' } as unknown as BusinessProfile
    const { '@context': _, description, additionalType, email, sameAs, aggregateRating: __, ...shared } = localBusinessJsonLd(profile, list.itemListElement[0]!.url)
    expect([description, additionalType, email, sameAs]).toEqual(['A safe place.', 'Restaurants', 'a@b.example', ['https://b.example']])
    expect(list.itemListElement[0]!.item).toEqual(shared)
  })
})

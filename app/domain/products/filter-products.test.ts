import { describe, expect, it } from 'vitest'
import { PRODUCTS } from '~/content/products.ts'
import {
  applyProductFilters,
  DEFAULT_PRODUCT_FILTERS,
  filterProducts,
  firstPrice,
  hasActiveFilters,
  matchesCategory,
  matchesPrice,
  matchesRating,
  matchesSearch,
  parseProductFilters,
  productFilterParams,
  sortProducts,
  type FilterableProduct,
  type ProductFilters,
} from './filter-products.ts'

type P = FilterableProduct & { id: string }
const product = (id: string, over: Partial<P>): P => ({
  id,
  name: id,
  description: '',
  category: 'Home Safety',
  rating: 4,
  priceRange: '$10-$20',
  popularity: 1,
  ...over,
})

const FIXTURE: P[] = [
  product('lock', { name: 'Keypad Smart Lock', description: 'A deadbolt with a code.', rating: 4.1, priceRange: '$120-$280', popularity: 3 }),
  product('alarm', { name: 'Smoke Alarm', description: 'Wireless INTERCONNECT.', rating: 4.6, priceRange: '$35-$60', popularity: 1 }),
  product('vpn', { name: 'Privacy VPN', category: 'Cyber Safety', description: 'Encrypts public Wi-Fi.', rating: 4.4, priceRange: '$3-$10/month', popularity: 2 }),
  product('seat', { name: 'Car Seat', category: 'Child Safety', description: 'Rear-facing lock-in.', rating: 4.8, priceRange: '$220-$400', popularity: 5 }),
  product('monitor', { name: 'Baby Monitor', category: 'Child Safety', description: 'Night vision.', rating: 3.4, priceRange: '$60-$120', popularity: 4 }),
  product('gate', { name: 'Safety Gate', category: 'Child Safety', description: 'Doorways.', rating: 3.5, priceRange: '$50-$80', popularity: 6 }),
  product('purifier', { name: 'Air Purifier', category: 'Environmental Safety', description: 'HEPA.', rating: 4.5, priceRange: '$100', popularity: 7 }),
  product('filter', { name: 'Water Filter', category: 'Environmental Safety', description: 'NSF.', rating: 4.0, priceRange: '$200-$600', popularity: 8 }),
  product('free', { name: 'Safety Guide', category: 'Physical Safety', description: 'Free to read.', rating: 4.0, priceRange: 'Free', popularity: 9 }),
]
const ids = (list: readonly P[]) => list.map((p) => p.id)
const filters = (over: Partial<ProductFilters>): ProductFilters => ({ ...DEFAULT_PRODUCT_FILTERS, ...over })

describe('firstPrice', () => {
  it('reads the first number of a price range', () => {
    expect(firstPrice('$60-$120')).toBe(60)
    expect(firstPrice('$3-$10/month')).toBe(3)
    expect(firstPrice('$1,299-$1,999')).toBe(1299)
    expect(firstPrice('$39.99')).toBe(39.99)
    expect(firstPrice('Free')).toBeNaN()
  })
})

describe('search', () => {
  it('matches the name or the description, case-insensitively', () => {
    expect(ids(filterProducts(FIXTURE, filters({ q: 'smart lock' })))).toEqual(['lock'])
    expect(ids(filterProducts(FIXTURE, filters({ q: 'interconnect' })))).toEqual(['alarm'])
    expect(ids(filterProducts(FIXTURE, filters({ q: 'LOCK' })))).toEqual(['lock', 'seat'])
    expect(ids(filterProducts(FIXTURE, filters({ q: '  hepa  ' })))).toEqual(['purifier'])
  })
  it('does not match the category or the price', () => {
    expect(matchesSearch(FIXTURE[2], 'cyber')).toBe(false)
    expect(matchesSearch(FIXTURE[2], '$3')).toBe(false)
  })
  it('an empty search matches everything', () => {
    expect(filterProducts(FIXTURE, filters({ q: '' }))).toHaveLength(FIXTURE.length)
    expect(filterProducts(FIXTURE, filters({ q: '   ' }))).toHaveLength(FIXTURE.length)
  })
  it('finds nothing for an unknown word', () => {
    expect(filterProducts(FIXTURE, filters({ q: 'zzzz' }))).toEqual([])
  })
})

describe('category', () => {
  it('keeps only the chosen category', () => {
    expect(ids(filterProducts(FIXTURE, filters({ category: 'child-safety' })))).toEqual(['seat', 'monitor', 'gate'])
    expect(ids(filterProducts(FIXTURE, filters({ category: 'cyber-safety' })))).toEqual(['vpn'])
    expect(filterProducts(FIXTURE, filters({ category: 'elderly-safety' }))).toEqual([])
  })
  it('null is All Categories', () => {
    expect(matchesCategory(FIXTURE[0], null)).toBe(true)
  })
})

describe('rating', () => {
  it.each([
    ['4.5', ['alarm', 'seat', 'purifier']],
    ['4.0', ['lock', 'alarm', 'vpn', 'seat', 'purifier', 'filter', 'free']],
    ['3.5', ['lock', 'alarm', 'vpn', 'seat', 'gate', 'purifier', 'filter', 'free']],
  ] as const)('at least %s (inclusive)', (rating, expected) => {
    expect(ids(filterProducts(FIXTURE, filters({ rating })))).toEqual(expected)
  })
  it('null keeps every rating', () => {
    expect(matchesRating(FIXTURE[4], null)).toBe(true)
  })
})

describe('price (first number of priceRange)', () => {
  it('under 50', () => {
    expect(ids(filterProducts(FIXTURE, filters({ price: 'under-50' })))).toEqual(['alarm', 'vpn'])
  })
  it('50 to 100, both ends included', () => {
    expect(ids(filterProducts(FIXTURE, filters({ price: '50-100' })))).toEqual(['monitor', 'gate', 'purifier'])
  })
  it('over 100 up to 200', () => {
    expect(ids(filterProducts(FIXTURE, filters({ price: '100-200' })))).toEqual(['lock', 'filter'])
  })
  it('over 200', () => {
    expect(ids(filterProducts(FIXTURE, filters({ price: 'over-200' })))).toEqual(['seat'])
  })
  it('a price range without a number matches no band, but shows without a price filter', () => {
    const free = FIXTURE.find((p) => p.id === 'free')!
    for (const price of ['under-50', '50-100', '100-200', 'over-200'] as const) expect(matchesPrice(free, price)).toBe(false)
    expect(matchesPrice(free, null)).toBe(true)
  })
})

describe('combined filters', () => {
  it('category and rating', () => {
    expect(ids(filterProducts(FIXTURE, filters({ category: 'child-safety', rating: '4.0' })))).toEqual(['seat'])
  })
  it('category and price', () => {
    expect(ids(filterProducts(FIXTURE, filters({ category: 'child-safety', price: '50-100' })))).toEqual(['monitor', 'gate'])
  })
  it('search, rating and price', () => {
    expect(ids(filterProducts(FIXTURE, filters({ q: 'a', rating: '4.5', price: 'under-50' })))).toEqual(['alarm'])
  })
  it('all four at once', () => {
    expect(ids(filterProducts(FIXTURE, filters({ q: 'gate', category: 'child-safety', rating: '3.5', price: '50-100' })))).toEqual(['gate'])
    expect(filterProducts(FIXTURE, filters({ q: 'gate', category: 'child-safety', rating: '4.5', price: '50-100' }))).toEqual([])
  })
})

describe('sorts', () => {
  it('Popularity: rank 1 first', () => {
    expect(ids(sortProducts(FIXTURE, 'popularity'))).toEqual(['alarm', 'vpn', 'lock', 'monitor', 'seat', 'gate', 'purifier', 'filter', 'free'])
  })
  it('Rating high to low, ties by popularity', () => {
    expect(ids(sortProducts(FIXTURE, 'rating-desc'))).toEqual(['seat', 'alarm', 'purifier', 'vpn', 'lock', 'filter', 'free', 'gate', 'monitor'])
  })
  it('Rating low to high, ties by popularity', () => {
    expect(ids(sortProducts(FIXTURE, 'rating-asc'))).toEqual(['monitor', 'gate', 'filter', 'free', 'lock', 'vpn', 'purifier', 'alarm', 'seat'])
  })
  it('Price high to low on the first number; no price last', () => {
    expect(ids(sortProducts(FIXTURE, 'price-desc'))).toEqual(['seat', 'filter', 'lock', 'purifier', 'monitor', 'gate', 'alarm', 'vpn', 'free'])
  })
  it('Price low to high on the first number; no price last', () => {
    expect(ids(sortProducts(FIXTURE, 'price-asc'))).toEqual(['vpn', 'alarm', 'gate', 'monitor', 'purifier', 'lock', 'filter', 'seat', 'free'])
  })
  it('does not change the input array', () => {
    const copy = [...FIXTURE]
    sortProducts(FIXTURE, 'price-asc')
    expect(FIXTURE).toEqual(copy)
  })
  it('applyProductFilters filters then sorts', () => {
    expect(ids(applyProductFilters(FIXTURE, filters({ category: 'child-safety', sort: 'price-asc' })))).toEqual(['gate', 'monitor', 'seat'])
  })
})

describe('on the real catalogue', () => {
  const all = (over: Partial<ProductFilters>) => applyProductFilters(PRODUCTS, filters(over))
  it('no filters shows all 18, most popular first', () => {
    const list = all({})
    expect(list).toHaveLength(18)
    expect(list.map((p) => p.popularity)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
  })
  it('each category has 3', () => {
    for (const category of ['child-safety', 'home-safety', 'cyber-safety', 'physical-safety', 'environmental-safety', 'elderly-safety'] as const) {
      expect(all({ category })).toHaveLength(3)
    }
  })
  it('every rating and price option leaves some products but not all', () => {
    for (const rating of ['4.5', '4.0', '3.5'] as const) expect(all({ rating }).length).toBeGreaterThan(0)
    expect(all({ rating: '3.5' }).length).toBeLessThan(18)
    const bands = (['under-50', '50-100', '100-200', 'over-200'] as const).map((price) => all({ price }).length)
    for (const n of bands) expect(n).toBeGreaterThan(0)
    expect(bands.reduce((a, b) => a + b)).toBe(18)
  })
  it('sorts are monotonic', () => {
    const ratings = all({ sort: 'rating-desc' }).map((p) => p.rating)
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a))
    const prices = all({ sort: 'price-asc' }).map((p) => firstPrice(p.priceRange))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })
})

describe('URL params', () => {
  it('parses every filter', () => {
    const params = new URLSearchParams('q=%20Lock%20&category=child-safety&rating=4.5&price=50-100&sort=price-desc')
    expect(parseProductFilters(params)).toEqual({ q: 'Lock', category: 'child-safety', rating: '4.5', price: '50-100', sort: 'price-desc' })
  })
  it('accepts rating 4 as 4.0 and is lenient about case', () => {
    expect(parseProductFilters(new URLSearchParams('rating=4&category=Home-Safety&sort=RATING-ASC'))).toMatchObject({
      rating: '4.0',
      category: 'home-safety',
      sort: 'rating-asc',
    })
  })
  it('junk falls back to the defaults', () => {
    const junk = new URLSearchParams('category=toys&rating=5&price=cheap&sort=newest&rating=abc')
    expect(parseProductFilters(junk)).toEqual(DEFAULT_PRODUCT_FILTERS)
    expect(parseProductFilters(new URLSearchParams('rating=NaN&rating=Infinity'))).toEqual(DEFAULT_PRODUCT_FILTERS)
    expect(parseProductFilters(new URLSearchParams(''))).toEqual(DEFAULT_PRODUCT_FILTERS)
  })
  it('caps the search length', () => {
    expect(parseProductFilters(new URLSearchParams({ q: 'x'.repeat(500) })).q).toHaveLength(100)
  })
  it('writes only non-default values, in a fixed order', () => {
    expect(productFilterParams(DEFAULT_PRODUCT_FILTERS).toString()).toBe('')
    expect(productFilterParams({ sort: 'popularity', q: '  ' }).toString()).toBe('')
    expect(
      productFilterParams({ sort: 'rating-asc', price: 'over-200', rating: '3.5', category: 'cyber-safety', q: 'vpn plan' }).toString(),
    ).toBe('q=vpn+plan&category=cyber-safety&rating=3.5&price=over-200&sort=rating-asc')
  })
  it('round-trips', () => {
    const f: ProductFilters = { q: 'alarm', category: 'home-safety', rating: '4.0', price: 'under-50', sort: 'price-asc' }
    expect(parseProductFilters(productFilterParams(f))).toEqual(f)
  })
  it('hasActiveFilters', () => {
    expect(hasActiveFilters(DEFAULT_PRODUCT_FILTERS)).toBe(false)
    expect(hasActiveFilters(filters({ sort: 'price-asc' }))).toBe(true)
    expect(hasActiveFilters(filters({ q: 'x' }))).toBe(true)
  })
})

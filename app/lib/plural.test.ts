import { describe, expect, it } from 'vitest'
import { countOf } from './plural.ts'

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'Business', 'Businesses')).toBe('1 Business')
    expect(countOf(0, 'Business', 'Businesses')).toBe('0 Businesses')
    expect(countOf(2, 'business', 'businesses')).toBe('2 businesses')
    expect(countOf(1200, 'city', 'cities')).toBe('1,200 cities')
  })
})

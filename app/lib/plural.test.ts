import { describe, expect, it } from 'vitest'
import { countOf, formatNumber } from './plural.ts'

describe('countOf', () => {
  it('uses the singular for exactly one', () => {
    expect(countOf(1, 'Business', 'Businesses')).toBe('1 Business')
    expect(countOf(0, 'Business', 'Businesses')).toBe('0 Businesses')
    expect(countOf(2, 'business', 'businesses')).toBe('2 businesses')
    expect(countOf(1200, 'city', 'cities')).toBe('1,200 cities')
  })
})

describe('formatNumber', () => {
  it('groups whole numbers in thousands as US English does, signs and decimals included', () => {
    expect(formatNumber(0)).toBe('0')
    expect(formatNumber(999)).toBe('999')
    expect(formatNumber(1000)).toBe('1,000')
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatNumber(-45210)).toBe('-45,210')
    expect(formatNumber(1234.5)).toBe('1,234.5')
  })
})

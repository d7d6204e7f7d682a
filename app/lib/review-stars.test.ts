import { describe, expect, it } from 'vitest'
import { formatLongDate, formatPrice, formatRating, formatReadingTime, starParts } from './review-stars.ts'

describe('starParts (spec §9 review stars)', () => {
  /** [full, half, empty] stars of each rating. */
  const stars = (ratings: number[]) => ratings.map((r) => Object.values(starParts(r)))

  it('fills the whole part and gives a half star for a fraction of 0.5', () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: 1, empty: 0 })
    expect(stars([3.5, 0.5])).toEqual([[3, 1, 1], [0, 1, 4]])
  })

  it('gives a half star for fractions above 0.5 too (never rounds up to a full star)', () => {
    expect(stars([4.9, 2.7])).toEqual([[4, 1, 0], [2, 1, 2]])
  })

  it('leaves fractions below 0.5 empty', () => {
    expect(stars([4.4, 1.1, 0.4])).toEqual([[4, 0, 1], [1, 0, 4], [0, 0, 5]])
  })

  it('handles whole ratings and the ends of the scale', () => {
    expect(stars([0, 3, 5])).toEqual([[0, 0, 5], [3, 0, 2], [5, 0, 0]])
  })

  it('always adds up to five stars, for every rating in steps of 0.1', () => {
    for (let tenths = 0; tenths <= 50; tenths++) {
      const { full, half, empty } = starParts(tenths / 10)
      expect(full + half + empty).toBe(5)
      expect(full).toBe(Math.floor(tenths / 10))
      expect(half).toBe(tenths % 10 >= 5 ? 1 : 0)
    }
  })

  it('is not fooled by floating-point noise', () => {
    expect(starParts(0.1 + 0.2 + 4.2)).toEqual({ full: 4, half: 1, empty: 0 }) // 4.499999…
    expect(starParts(4.45)).toEqual({ full: 4, half: 1, empty: 0 }) // rounds to the 0.1 step first
  })

  it('clamps out-of-range and invalid ratings to 0–5', () => {
    expect(starParts(7)).toEqual({ full: 5, half: 0, empty: 0 })
    expect(starParts(-2)).toEqual({ full: 0, half: 0, empty: 5 })
    expect(starParts(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 })
    expect(starParts(Infinity)).toEqual({ full: 5, half: 0, empty: 0 })
  })
})

describe('formatRating', () => {
  it('shows one decimal out of 5.0', () => {
    const ratings = [4.5, 4, 0, 5, 4.46, 9]
    expect(ratings.map((r) => formatRating(r))).toEqual(['4.5/5.0', '4.0/5.0', '0.0/5.0', '5.0/5.0', '4.5/5.0', '5.0/5.0'])
  })
})

describe('formatPrice', () => {
  it('shows dollars with two decimals', () => {
    const prices = [39.99, 40, 14.5, 0, 1299]
    expect(prices.map((p) => formatPrice(p))).toEqual(['$39.99', '$40.00', '$14.50', '$0.00', '$1,299.00'])
  })
})

describe('formatLongDate and formatReadingTime', () => {
  it('writes the publish date out in full, whatever the time zone', () => {
    expect(formatLongDate('2025-03-03')).toBe('March 3, 2025')
    expect(formatLongDate('2024-12-31')).toBe('December 31, 2024')
    expect(() => formatLongDate('not a date')).toThrow(RangeError)
  })

  it('shows the reading time in minutes', () => {
    expect(formatReadingTime(8)).toBe('8 min read')
    expect(formatReadingTime(0)).toBe('1 min read')
  })
})

import { describe, expect, it } from 'vitest'
import { distanceAway, distanceWords } from './geo.ts'

describe('distanceWords / distanceAway', () => {
  it('says "here" for a business at the place itself (a ZIP code\'s or a city\'s own point)', () => {
    for (const miles of [0, 0.001, 0.049]) {
      expect(distanceWords(miles)).toBe('here')
      expect(distanceAway(miles)).toBe('here')
    }
  })

  it('never says "0.0 mi": from 0.05 mi it is at least "0.1 mi"', () => {
    expect(distanceWords(0.05)).toBe('0.1 mi')
    expect(distanceWords(0.09)).toBe('0.1 mi')
    expect(distanceAway(0.12)).toBe('0.1 mi away')
    for (let miles = 0.05; miles < 1; miles += 0.01) expect(distanceWords(miles)).not.toMatch(/^0\.0/)
  })

  it('gives tenths under 10 miles and whole miles from there (9.96 reads "10 mi", not "10.0 mi")', () => {
    expect(distanceWords(3.24)).toBe('3.2 mi')
    expect(distanceWords(9.94)).toBe('9.9 mi')
    expect(distanceWords(9.96)).toBe('10 mi')
    expect(distanceWords(12.5)).toBe('13 mi')
    expect(distanceAway(24.4)).toBe('24 mi away')
  })
})

import { describe, expect, it } from 'vitest'
import { shownDate } from './shown-date.ts'

describe('shownDate', () => {
  it('writes a calendar date and a moment alike, the moment by its UTC day', () => {
    expect(shownDate('2026-12-01')).toBe('December 1, 2026')
    expect(shownDate('2026-07-01T23:30:00.000Z')).toBe('July 1, 2026')
    expect(shownDate(new Date(Date.UTC(2028, 1, 29, 0, 5)))).toBe('February 29, 2028')
  })
})

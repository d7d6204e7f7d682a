import { describe, expect, it } from 'vitest'
import { pageOf } from './paging.ts'

describe('pageOf', () => {
  it('keeps the requested page within the pages there are, and skips the rows before it', () => {
    expect(pageOf(45, 20, 2)).toEqual({ page: 2, pageCount: 3, offset: 20 })
    expect(pageOf(45, 20, 9)).toEqual({ page: 3, pageCount: 3, offset: 40 })
    expect(pageOf(0, 20, 1)).toEqual({ page: 1, pageCount: 1, offset: 0 })
  })

  it('reads a page that is not a whole number of at least 1 as the first', () => {
    for (const requested of [0, -3, Number.NaN]) expect(pageOf(45, 20, requested).page).toBe(1)
    expect(pageOf(45, 20, 2.7).page).toBe(2)
  })

  it('offers at most maxPages pages', () => {
    expect(pageOf(10_000, 25, 99, 40)).toEqual({ page: 40, pageCount: 40, offset: 975 })
  })
})

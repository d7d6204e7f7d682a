import { describe, expect, it } from 'vitest'
import { parseDirectoryQuery } from '~/domain/directory/directory-query.ts'
import { parseBusinessQuery } from '~/domain/business/business-query.ts'
import { parseProductFilters } from '~/domain/products/filter-products.ts'
import { searchText } from './control-characters.ts'

describe('search text from query parameters', () => {
  it('turns control characters into spaces, trims and caps', () => {
    expect(searchText('  ki\u0000tch\ren\n ')).toBe('ki tch en')
    expect(searchText('x'.repeat(300))).toHaveLength(100)
    expect(searchText(null)).toBe('')
  })

  it('is what every search box reads (directory, listings tables, products)', () => {
    const hostile = new URLSearchParams({ q: '\u0000safe\u0007 ' })
    expect(parseDirectoryQuery(hostile).q).toBe('safe')
    expect(parseBusinessQuery(hostile).q).toBe('safe')
    expect(parseProductFilters(hostile).q).toBe('safe')
  })
})

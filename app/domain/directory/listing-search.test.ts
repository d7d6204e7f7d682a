import { describe, expect, it } from 'vitest'
import { prefixQuery } from './listing-search.ts'

describe('listing search', () => {
  it('quotes a word as a prefix query', () => {
    expect(prefixQuery('harbor')).toBe("'harbor':*")
    expect(prefixQuery("o'q\\")).toBe("'o\\'q\\\\':*")
  })
})

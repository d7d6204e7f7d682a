import { describe, expect, it } from 'vitest'
import { prefixQuery } from './business-search.ts'

describe('listing search', () => {
  it('asks for a short word as one entry of the vector and a longer one as a prefix, quoted', () => {
    expect(prefixQuery('ma')).toBe("'ma'")
    expect(prefixQuery('harbor')).toBe("'harbor':*")
    expect(prefixQuery("o'q\\")).toBe("'o\\'q\\\\':*")
  })
})

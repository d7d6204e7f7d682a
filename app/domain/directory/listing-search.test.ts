import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { prefixEnd, wordStartPattern } from './listing-search.ts'

/** Bytewise UTF-8 order: how PostgreSQL's collate "C" compares the words table's words. */
const compareC = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'))

describe('listing search', () => {
  it('finds a word at the start of a word only', () => {
    expect(wordStartPattern('harbor')).toBe('(^|[[:space:][:punct:]])harbor')
  })

  it('bounds the range of every string that starts with a prefix', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.string({ unit: 'grapheme' }), (prefix, rest) => {
        const end = prefixEnd(prefix)
        fc.pre(end !== null)
        expect(compareC(prefix + rest, end)).toBeLessThan(0)
        expect(compareC(prefix, end)).toBeLessThan(0)
      }),
    )
    expect(prefixEnd('harbor')).toBe('harbos')
    expect(prefixEnd('a\ud7ff')).toBe('a\ue000')
    expect(prefixEnd('a\u{10ffff}')).toBe('b')
    expect(prefixEnd('\u{10ffff}')).toBeNull()
  })
})

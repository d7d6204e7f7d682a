import { describe, expect, it } from 'vitest'
import { knownIds, MAX_COMPARE, parseCompareList, toggleCompareEntry } from './compare-store.ts'

const PRODUCTS = knownIds(['a', 'b', 'c', 'd', 'e'])
const id = (v: string) => v

describe('compare tray lists', () => {
  it('reads a stored list, keeping only known ids, without duplicates, at most 3', () => {
    expect(parseCompareList('["a","c"]', PRODUCTS)).toEqual(['a', 'c'])
    expect(parseCompareList('["a","zzz","a",7,"b"]', PRODUCTS)).toEqual(['a', 'b'])
    expect(parseCompareList('["a","b","c","d"]', PRODUCTS)).toHaveLength(MAX_COMPARE)
  })
  it('anything malformed is an empty list', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '"a"', '[]', 'null']) expect(parseCompareList(raw, PRODUCTS)).toEqual([])
  })
  it('reads entries that are objects through their kind (a business: id and name)', () => {
    const kind = {
      read: (v: unknown) => (v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'string' ? (v as { id: string }) : null),
      idOf: (v: { id: string }) => v.id,
    }
    expect(parseCompareList('[{"id":"x","name":"X"},{"id":"x"},{"nope":1},{"id":"y"}]', kind)).toEqual([{ id: 'x', name: 'X' }, { id: 'y' }])
  })
  it('toggles: adds, removes, and refuses a fourth', () => {
    expect(toggleCompareEntry([], 'a', id)).toEqual({ list: ['a'], result: 'added' })
    expect(toggleCompareEntry(['a', 'b'], 'a', id)).toEqual({ list: ['b'], result: 'removed' })
    expect(toggleCompareEntry(['a', 'b', 'c'], 'd', id)).toEqual({ list: ['a', 'b', 'c'], result: 'full' })
    expect(toggleCompareEntry(['a', 'b', 'c'], 'c', id)).toEqual({ list: ['a', 'b'], result: 'removed' })
  })
})

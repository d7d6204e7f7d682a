import { describe, expect, it } from 'vitest'
import { MAX_COMPARE, parseCompareIds, toggleCompareId } from './compare-store.ts'

const ALLOWED = ['a', 'b', 'c', 'd', 'e']

describe('compare tray ids', () => {
  it('reads a stored list, keeping only known ids, without duplicates, at most 3', () => {
    expect(parseCompareIds('["a","c"]', ALLOWED)).toEqual(['a', 'c'])
    expect(parseCompareIds('["a","zzz","a",7,"b"]', ALLOWED)).toEqual(['a', 'b'])
    expect(parseCompareIds('["a","b","c","d"]', ALLOWED)).toHaveLength(MAX_COMPARE)
  })
  it('anything malformed is an empty list', () => {
    for (const raw of [null, '', 'not json', '{"a":1}', '"a"', '[]', 'null']) expect(parseCompareIds(raw, ALLOWED)).toEqual([])
  })
  it('toggles: adds, removes, and refuses a fourth', () => {
    expect(toggleCompareId([], 'a')).toEqual({ ids: ['a'], result: 'added' })
    expect(toggleCompareId(['a', 'b'], 'a')).toEqual({ ids: ['b'], result: 'removed' })
    expect(toggleCompareId(['a', 'b', 'c'], 'd')).toEqual({ ids: ['a', 'b', 'c'], result: 'full' })
    expect(toggleCompareId(['a', 'b', 'c'], 'c')).toEqual({ ids: ['a', 'b'], result: 'removed' })
  })
})

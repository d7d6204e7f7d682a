import { describe, expect, it } from 'vitest'
import { directoryHref, directoryRedirect, directorySearchParams, nextSort, parseDirectoryQuery } from './directory-query.ts'

describe('parseDirectoryQuery', () => {
  it('reads every filter from the URL', () => {
    const q = parseDirectoryQuery(
      new URLSearchParams('q=clinic&category=healthcare&badge=osha-compliant&badge=local-safety-leader&sort=rating&dir=asc&page=2&state=co'),
    )
    expect(q).toEqual({ q: 'clinic', category: 'healthcare', badges: ['osha', 'city'], sort: 'rating', dir: 'asc', page: 2, state: 'CO' })
  })

  it('falls back to defaults for junk instead of failing', () => {
    const q = parseDirectoryQuery(new URLSearchParams('category=spaceships&badge=nasa&badge=osha&sort=price&dir=up&page=-3&state=Colorado'))
    expect(q).toEqual({ q: '', category: null, badges: [], sort: 'score', dir: 'desc', page: 1, state: null })
  })

  it('accepts an upper-case category from the state dialog and drops duplicate badges', () => {
    const q = parseDirectoryQuery(new URLSearchParams('category=Restaurants&badge=osha-compliant&badge=osha-compliant'))
    expect(q.category).toBe('restaurants')
    expect(q.badges).toEqual(['osha'])
  })

  it('round-trips through search params, omitting defaults', () => {
    const params = directorySearchParams({ q: 'x', category: 'retail', badges: ['state'], sort: 'score', dir: 'desc', page: 1 })
    expect(params.toString()).toBe('q=x&category=retail&badge=state-certified')
    expect(parseDirectoryQuery(params)).toMatchObject({ q: 'x', category: 'retail', badges: ['state'] })
  })
})

describe('nextSort', () => {
  it('flips the direction of the current key', () => {
    expect(nextSort({ sort: 'score', dir: 'desc' }, 'score')).toEqual({ sort: 'score', dir: 'asc' })
    expect(nextSort({ sort: 'score', dir: 'asc' }, 'score')).toEqual({ sort: 'score', dir: 'desc' })
  })
  it('starts a new key descending', () => {
    expect(nextSort({ sort: 'score', dir: 'asc' }, 'rating')).toEqual({ sort: 'rating', dir: 'desc' })
  })
})

describe('directoryHref', () => {
  it('writes the query with the change, leaving defaults out', () => {
    const query = parseDirectoryQuery(new URLSearchParams('q=pizza&badge=osha-compliant&page=3'))
    expect(directoryHref('/city/denver', query, { page: 4 })).toBe('/city/denver?q=pizza&badge=osha-compliant&page=4')
    expect(directoryHref('/city/denver', query, { q: '', badges: [], page: 1 })).toBe('/city/denver')
  })
})

describe('directoryRedirect', () => {
  const at = (search: string) => directoryRedirect(new URL(`http://x/city/denver${search}`))

  it('answers Reset Filters with the bare URL, keeping the state', () => {
    expect(at('?reset=1&q=pizza&type=retail&state=co')).toBe('/city/denver?state=CO')
    expect(at('?reset=1&q=pizza')).toBe('/city/denver')
  })

  it('answers a sort button with the next order, on page 1, keeping the filters', () => {
    expect(at('?q=pizza&page=3&sort_key=rating')).toBe('/city/denver?q=pizza&sort=rating')
    expect(at('?q=pizza&sort=score&dir=desc&sort_key=score')).toBe('/city/denver?q=pizza&dir=asc')
  })

  it('answers the older parameter names (?type=, ?cert=) with today\'s, so old links keep working', () => {
    expect(at('?type=retail&cert=osha&cert=city&sort=rating')).toBe('/city/denver?category=retail&badge=osha-compliant&badge=local-safety-leader&sort=rating')
    expect(at('?cert=state')).toBe('/city/denver?badge=state-certified')
    expect(at('?cert=nasa&q=pizza')).toBe('/city/denver?q=pizza')
  })

  it('leaves any other URL alone', () => {
    expect(at('?q=pizza&page=2')).toBeNull()
    expect(at('?sort_key=price')).toBeNull()
  })
})

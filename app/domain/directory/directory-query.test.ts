import { describe, expect, it } from 'vitest'
import { directoryHref, directoryRedirect, directorySearchParams, nextSort, parseDirectoryQuery } from './directory-query.ts'

describe('parseDirectoryQuery', () => {
  it('reads every filter from the URL', () => {
    const q = parseDirectoryQuery(
      new URLSearchParams('q=clinic&type=healthcare&cert=osha&cert=city&sort=rating&dir=asc&page=2&state=co'),
    )
    expect(q).toEqual({ q: 'clinic', type: 'healthcare', certs: ['osha', 'city'], sort: 'rating', dir: 'asc', page: 2, state: 'CO' })
  })

  it('falls back to defaults for junk instead of failing', () => {
    const q = parseDirectoryQuery(new URLSearchParams('type=spaceships&cert=nasa&sort=price&dir=up&page=-3&state=Colorado'))
    expect(q).toEqual({ q: '', type: null, certs: [], sort: 'score', dir: 'desc', page: 1, state: null })
  })

  it('accepts an upper-case type from the state dialog and drops duplicate certifications', () => {
    const q = parseDirectoryQuery(new URLSearchParams('type=Restaurants&cert=osha&cert=osha'))
    expect(q.type).toBe('restaurants')
    expect(q.certs).toEqual(['osha'])
  })

  it('round-trips through search params, omitting defaults', () => {
    const params = directorySearchParams({ q: 'x', type: 'retail', certs: ['state'], sort: 'score', dir: 'desc', page: 1 })
    expect(params.toString()).toBe('q=x&type=retail&cert=state')
    expect(parseDirectoryQuery(params)).toMatchObject({ q: 'x', type: 'retail', certs: ['state'] })
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
    const query = parseDirectoryQuery(new URLSearchParams('q=pizza&cert=osha&page=3'))
    expect(directoryHref('/city/denver', query, { page: 4 })).toBe('/city/denver?q=pizza&cert=osha&page=4')
    expect(directoryHref('/city/denver', query, { q: '', certs: [], page: 1 })).toBe('/city/denver')
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

  it('leaves any other URL alone', () => {
    expect(at('?q=pizza&page=2')).toBeNull()
    expect(at('?sort_key=price')).toBeNull()
  })
})

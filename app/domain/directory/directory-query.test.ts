import { describe, expect, it } from 'vitest'
import { directorySearchParams, nextSort, parseDirectoryQuery } from './directory-query.ts'

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

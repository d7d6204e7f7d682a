import { describe, expect, it } from 'vitest'
import { compareHref, parseCompareQuery } from './model.ts'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const C = '33333333-3333-4333-8333-333333333333'
const D = '44444444-4444-4444-8444-444444444444'

describe('/compare query', () => {
  it('reads up to 3 business ids in order, without duplicates; anything else is left out', () => {
    expect(parseCompareQuery(new URLSearchParams(`ids=${A},${B}`))).toEqual({ ids: [A, B], near: '' })
    expect(parseCompareQuery(new URLSearchParams(`ids=${B},nope,${B.toUpperCase()},' OR 1=1 --,${A}&near=80202`))).toEqual({ ids: [B, A], near: '80202' })
    expect(parseCompareQuery(new URLSearchParams(`ids=${A},${B},${C},${D}`)).ids).toEqual([A, B, C])
    expect(parseCompareQuery(new URLSearchParams(`ids=${A}&ids=${C}`)).ids).toEqual([A, C])
    expect(parseCompareQuery(new URLSearchParams('near=%00Denver%1b')).near).toBe('Denver')
  })
  it('writes a short URL with readable commas, and reads it back', () => {
    expect(compareHref([A, B])).toBe(`/compare?ids=${A},${B}`)
    expect(compareHref([A], 'Denver, CO')).toBe(`/compare?ids=${A}&near=Denver,+CO`)
    expect(compareHref([])).toBe('/compare')
    expect(parseCompareQuery(new URL(compareHref([A, C], 'Boulder, CO'), 'http://x').searchParams)).toEqual({ ids: [A, C], near: 'Boulder, CO' })
  })
})

import { describe, expect, it } from 'vitest'
import { PublicDataCache } from './public-data-cache.server.ts'

describe('PublicDataCache', () => {
  it('reads once per key until the content version moves, then reads again', async () => {
    let version = 1
    let reads = 0
    const cache = new PublicDataCache(async () => version)
    const read = async () => `cities v${version} (read ${++reads})`
    expect(await cache.get('cities', read)).toBe('cities v1 (read 1)')
    expect(await cache.get('cities', read)).toBe('cities v1 (read 1)')
    version = 2 // a business was saved
    expect(await cache.get('cities', read)).toBe('cities v2 (read 2)')
    expect(reads).toBe(2)
  })

  it('shares one read between concurrent callers and keeps nothing from a failed read', async () => {
    const cache = new PublicDataCache(async () => 1)
    let reads = 0
    const failing = () => Promise.reject(new Error(`database unavailable ${++reads}`))
    const both = await Promise.allSettled([cache.get('city:denver', failing), cache.get('city:denver', failing)])
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(reads).toBe(1)
    expect(await cache.get('city:denver', async () => 'Denver')).toBe('Denver')
  })

  it('keeps at most its limit of entries, dropping the least recently used', async () => {
    const cache = new PublicDataCache(async () => 1, 2)
    let reads = 0
    const read = async () => ++reads
    await cache.get('a', read)
    await cache.get('b', read)
    expect(await cache.get('a', read)).toBe(1) // a is now the more recently used
    await cache.get('c', read) // drops b
    expect(await cache.get('a', read)).toBe(1)
    expect(await cache.get('b', read)).toBe(4)
  })
})

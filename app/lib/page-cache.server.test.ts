import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ContentVersionTracker, PageCache, compressPage, pageCacheKey, pickEncoding, preparePage } from './page-cache.server.ts'

const key = (url: string) => pageCacheKey(new URL(url, 'http://safest.test'))

describe('page cache keys', () => {
  it('keep only the parameters a page reads, in a fixed order', () => {
    expect(key('/city/denver?sort=rating&utm_source=mail&type=retail&q=')).toBe('/city/denver?type=retail&sort=rating')
    expect(key('/city/denver?fbclid=1')).toBe('/city/denver')
    expect(key('/city/denver?type=retail&sort=rating')).toBe(key('/city/denver?sort=rating&type=retail'))
    expect(key('/city/denver?cert=state&cert=osha&cert=osha')).toBe('/city/denver?cert=osha&cert=state')
    expect(key('/?fbclid=123')).toBe('/')
    expect(key('/products?q=lock&category=home-safety&utm_campaign=x')).toBe('/products?q=lock&category=home-safety')
  })

  it('refuse pages that are personal or not pages', () => {
    for (const path of ['/dashboard', '/admin', '/login', '/api/newsletter', '/thank-you', '/city-images/denver.jpg', '/healthz', '/City/Denver']) {
      expect(key(path)).toBeNull()
    }
    expect(key(`/city/denver?q=${'x'.repeat(201)}`)).toBeNull()
    // Parameters a loader acts on without showing them (the no-JavaScript sort and reset redirect).
    expect(key('/city/denver?sort_key=rating')).toBeNull()
    expect(key('/city/denver?reset=1&type=retail')).toBeNull()
  })
})

describe('cached pages', () => {
  const html = '<html><head><script nonce="abc">window.a=1</script><script type="module" nonce="abc">import "/x.js"</script><script src="/y.js" nonce="abc"></script><script type="application/ld+json" nonce="abc">{"@type":"Thing"}</script></head></html>'

  it('carry no nonce, and the hashes of exactly their inline executable scripts', () => {
    const { html: stripped, scriptHashes } = preparePage(html)
    expect(stripped).not.toContain('nonce')
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
    expect(scriptHashes).toEqual([hash('window.a=1'), hash('import "/x.js"')])
  })

  it('are stored precompressed with a version-bound ETag', () => {
    const page = compressPage(7, 200, 'text/html; charset=utf-8', html)
    expect(page.etag).toMatch(/^W\/"7-/)
    expect(page.body.br.length).toBeGreaterThan(0)
    expect(page.body.gzip.length).toBeGreaterThan(0)
    expect(page.body.identity.toString()).toBe(preparePage(html).html)
  })

  it('pick brotli, then gzip, as the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('*')).toBe('br')
  })

  it('are evicted least recently used first and go stale with a new version', () => {
    const cache = new PageCache(2)
    const page = (v: number) => compressPage(v, 200, 'text/html', '<p>x</p>')
    cache.set('/a', page(1))
    cache.set('/b', page(1))
    expect(cache.get('/a', 1)).toBeDefined()
    cache.set('/c', page(1))
    expect(cache.get('/b', 1)).toBeUndefined()
    expect(cache.get('/a', 1)).toBeDefined()
    expect(cache.get('/a', 2)).toBeUndefined()
  })
})

describe('content version tracker', () => {
  it('reads at most once per interval, and at once after a local write', async () => {
    let reads = 0
    let version = 1
    let now = 0
    const tracker = new ContentVersionTracker(async () => (reads++, version), 1000, () => now)
    expect(await tracker.current()).toBe(1)
    version = 2
    now = 500
    expect(await tracker.current()).toBe(1)
    expect(reads).toBe(1)
    now = 1001
    expect(await tracker.current()).toBe(2)
    version = 3
    tracker.markStale()
    expect(await tracker.current()).toBe(3)
    expect(reads).toBe(3)
  })

  it('tells its listeners of a new version before the reader gets it, once per change', async () => {
    let version = 1
    let now = 0
    const tracker = new ContentVersionTracker(async () => version, 1000, () => now)
    const heard: string[] = []
    tracker.onChange((v) => heard.push(`changed to ${v}`))
    heard.push(`read ${await tracker.current()}`)
    now = 2000
    heard.push(`read ${await tracker.current()}`)
    version = 2
    now = 4000
    heard.push(`read ${await tracker.current()}`)
    expect(heard).toEqual(['changed to 1', 'read 1', 'read 1', 'changed to 2', 'read 2'])
  })

  it('does not trust a read that started before a local write finished', async () => {
    let release!: (v: number) => void
    let calls = 0
    const tracker = new ContentVersionTracker(() => (calls++ === 0 ? new Promise<number>((r) => (release = r)) : Promise.resolve(5)), 1000, () => 0)
    const first = tracker.current()
    tracker.markStale()
    release(4)
    expect(await first).toBe(4)
    expect(await tracker.current()).toBe(5)
  })
})

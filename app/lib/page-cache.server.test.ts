import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { pickEncoding } from './compress-document.server.ts'
import { ContentVersionTracker, compressPage, preparePage } from './page-cache.server.ts'

const headers = (scriptSrc: string) => ({ 'Content-Security-Policy': `script-src ${scriptSrc}` })

describe('cached pages', () => {
  const html = '<html><head><script nonce="abc">window.a=1</script><script type="module" nonce="abc">import "/x.js"</script><script src="/y.js" nonce="abc"></script><script type="application/ld+json" nonce="abc">{"@type":"Thing"}</script></head></html>'

  it('carry no nonce, and the hashes of exactly their inline executable scripts', () => {
    const { html: stripped, scriptHashes } = preparePage(html)
    expect(stripped).not.toContain('nonce')
    const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
    expect(scriptHashes).toEqual([hash('window.a=1'), hash('import "/x.js"')])
  })

  it('are stored precompressed with a version-bound ETag and their headers', () => {
    const page = compressPage(7, 200, 'text/html; charset=utf-8', html, headers)
    expect(page.etag).toMatch(/^W\/"7-/)
    expect(page.body.br.length).toBeGreaterThan(0)
    expect(page.body.gzip.length).toBeGreaterThan(0)
    expect(page.body.identity.toString()).toBe(preparePage(html).html)
    const { scriptHashes } = preparePage(html)
    const named = (headers: string[]) => Object.fromEntries(headers.flatMap((value, i) => (i % 2 ? [] : [[value, headers[i + 1]]])))
    expect(named(page.headers.br)).toMatchObject({
      'Content-Security-Policy': `script-src 'self' ${scriptHashes.join(' ')}`,
      'Content-Encoding': 'br',
      'Content-Length': String(page.body.br.length),
      ETag: page.etag,
      Vary: 'Accept-Encoding, Cookie',
    })
    expect(named(page.headers.identity)).not.toHaveProperty('Content-Encoding')
    expect(named(page.headers.notModified)).not.toHaveProperty('Content-Length')
  })

  it('pick brotli, then gzip, as the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br')
    expect(pickEncoding('gzip')).toBe('gzip')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding(undefined)).toBe('identity')
    expect(pickEncoding('*')).toBe('br')
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

  it('gives its version without a read only while it is fresh', async () => {
    let now = 0
    const tracker = new ContentVersionTracker(async () => 4, 1000, () => now)
    expect(tracker.fresh()).toBeUndefined()
    await tracker.current()
    expect(tracker.fresh()).toBe(4)
    tracker.markStale()
    expect(tracker.fresh()).toBeUndefined()
    await tracker.current()
    now = 1001
    expect(tracker.fresh()).toBeUndefined()
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

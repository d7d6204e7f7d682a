import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { compressDocument } from './compress-document.server.ts'

const page = Buffer.from(`<!DOCTYPE html><html><body>${'<p class="text-sm text-muted-foreground">Safety-rated business</p>'.repeat(200)}</body></html>`)

describe('compressDocument', () => {
  it('compresses a page with brotli or gzip, and the browser gets the same page back', () => {
    const br = compressDocument(page, 'br')
    expect(br.encoding).toBe('br')
    expect(br.body.length).toBeLessThan(page.length / 10)
    expect(brotliDecompressSync(br.body).equals(page)).toBe(true)
    const gzip = compressDocument(page, 'gzip')
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.body).equals(page)).toBe(true)
  })

  it('round-trips a page larger than the compression window', () => {
    const large = Buffer.from(Array.from({ length: 3000 }, (_, i) => `<li>Business ${i * 7919}</li>`).join(''))
    expect(large.length).toBeGreaterThan(64 * 1024)
    const br = compressDocument(large, 'br')
    expect(br.body.length).toBeLessThan(large.length / 3)
    expect(brotliDecompressSync(br.body).equals(large)).toBe(true)
  })

  it('leaves a page alone for a client that takes no compression, and a tiny one for everybody', () => {
    expect(compressDocument(page, 'identity')).toEqual({ body: page, encoding: 'identity' })
    const tiny = Buffer.from('<p>Not found</p>')
    expect(compressDocument(tiny, 'br')).toEqual({ body: tiny, encoding: 'identity' })
  })
})

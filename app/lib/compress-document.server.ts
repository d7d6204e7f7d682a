import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

export type DocumentEncoding = 'br' | 'gzip' | 'identity'

// Below this a compressed body saves less than its headers cost.
const MIN_BYTES = 1024

/**
 * A page rendered for one visitor, compressed in one call. The `compression` middleware would
 * pipe it through a zlib stream instead: measured on an uncached city page (69 KB), that stream
 * cost ~1 ms of CPU per request, where compressing the whole buffer at once takes 0.16 ms (brotli
 * quality 2, which takes a third of the CPU of the default quality for a page ~7 % larger). The
 * window is 64 KB (lgwin 16): the city page (64 KB) comes out the same size as with the default
 * 4 MB window, and a larger page a few per cent larger. A 256 KB window (lgwin 18) cost 1.35 ms
 * a page in a loop that also allocates, like a render does, against 0.20 ms for 64 KB: the
 * encoder's larger buffers are fresh memory (page faults) on every call (2026-11-26, morning).
 */
export function compressDocument(html: Buffer<ArrayBuffer>, encoding: DocumentEncoding): { body: Buffer<ArrayBuffer>; encoding: DocumentEncoding } {
  if (encoding === 'identity' || html.length < MIN_BYTES) return { body: html, encoding: 'identity' }
  return { body: compress(html, encoding), encoding }
}

/** One body in one call: brotli (quality 2 for a live render, higher for a copy kept) or gzip. */
export function compress(body: Buffer, encoding: 'br' | 'gzip', brotliQuality = 2): Buffer<ArrayBuffer> {
  const out = encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_LGWIN]: 16, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 6 })
  // zlib answers in a fresh, unshared buffer.
  return out as Buffer<ArrayBuffer>
}

const encodings = new Map<string, DocumentEncoding>()

/** br, then gzip, then none, as the client accepts (q=0 refuses). Remembers the last 100 answers. */
export function pickEncoding(acceptEncoding = ''): DocumentEncoding {
  let encoding = encodings.get(acceptEncoding)
  if (!encoding) {
    if (encodings.size >= 100) encodings.clear()
    encodings.set(acceptEncoding, (encoding = parseEncoding(acceptEncoding)))
  }
  return encoding
}

function parseEncoding(acceptEncoding: string): DocumentEncoding {
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}

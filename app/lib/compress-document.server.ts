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
  const body =
    encoding === 'br'
      ? brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 2, [zlib.BROTLI_PARAM_LGWIN]: 16, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : gzipSync(html, { level: 6 })
  // zlib answers in a fresh, unshared buffer.
  return { body: body as Buffer<ArrayBuffer>, encoding }
}

import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/** Shared caches and CDNs may keep a page a minute and serve it stale while they refetch. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600'

/** A document's headers (CSP and other security headers) for a `script-src` value. */
export type DocumentHeaders = (scriptSrc: string) => Record<string, string>

export interface CachedPage {
  version: number
  status: number
  etag: string
  body: { identity: Buffer; gzip: Buffer; br: Buffer }
  /**
   * Every header of the answer as name, value, name, value… (what `writeHead` takes), built once
   * when the page is stored: per encoding, and for a 304. The CSP allows the page's inline scripts
   * by their hashes (a shared page carries no nonce).
   */
  headers: { identity: string[]; gzip: string[]; br: string[]; notModified: string[] }
}

/** Strips nonces from a rendered page and lists the hashes of its inline scripts. */
export function preparePage(html: string): { html: string; scriptHashes: string[] } {
  const stripped = html.replace(/ nonce="[^"]*"/g, '')
  const scriptHashes = new Set<string>()
  for (const match of stripped.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/(ld\+)?json"/.test(match[1] ?? '')) continue // data, never executed
    scriptHashes.add(`'sha256-${createHash('sha256').update(match[2] ?? '').digest('base64')}'`)
  }
  return { html: stripped, scriptHashes: [...scriptHashes] }
}

export function compressPage(version: number, status: number, contentType: string, html: string, documentHeaders: DocumentHeaders): CachedPage {
  const { html: stripped, scriptHashes } = preparePage(html)
  const identity = Buffer.from(stripped)
  const body = {
    identity,
    gzip: gzipSync(identity, { level: 6 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  }
  const etag = `W/"${version}-${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`
  const notModified = Object.entries({
    ...documentHeaders(["'self'", ...scriptHashes].join(' ')),
    'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL,
    ETag: etag,
    Vary: 'Accept-Encoding, Cookie',
  }).flat()
  const withBody = (encoding: keyof typeof body) => [
    ...notModified,
    'Content-Type',
    contentType,
    ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
    'Content-Length',
    String(body[encoding].length),
  ]
  return { version, status, etag, body, headers: { identity: withBody('identity'), gzip: withBody('gzip'), br: withBody('br'), notModified } }
}

const encodings = new Map<string, 'br' | 'gzip' | 'identity'>()

/** br, then gzip, then none, as the client accepts (q=0 refuses). Remembers the last 100 answers. */
export function pickEncoding(acceptEncoding = ''): 'br' | 'gzip' | 'identity' {
  let encoding = encodings.get(acceptEncoding)
  if (!encoding) {
    if (encodings.size >= 100) encodings.clear()
    encodings.set(acceptEncoding, (encoding = parseEncoding(acceptEncoding)))
  }
  return encoding
}

function parseEncoding(acceptEncoding: string): 'br' | 'gzip' | 'identity' {
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

/**
 * A bounded LRU of rendered pages. Entries carry the content version they were rendered at;
 * a newer version makes them stale (see ContentVersionTracker).
 */
export class PageCache {
  #entries = new Map<string, CachedPage>()
  #bytes = 0
  hits = 0
  misses = 0
  constructor(private readonly maxEntries = 2000, private readonly maxBytes = 64 * 1024 * 1024) {}

  get(key: string, version: number): CachedPage | undefined {
    const entry = this.#entries.get(key)
    if (!entry || entry.version !== version) return undefined
    this.#entries.delete(key)
    this.#entries.set(key, entry) // most recently used last
    return entry
  }

  set(key: string, page: CachedPage): void {
    this.delete(key)
    this.#entries.set(key, page)
    this.#bytes += size(page)
    for (const [oldest, entry] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break
      this.#entries.delete(oldest)
      this.#bytes -= size(entry)
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= size(entry)
  }

  clear(): void {
    this.#entries.clear()
    this.#bytes = 0
  }

  stats() {
    return { hits: this.hits, misses: this.misses, entries: this.#entries.size, bytes: this.#bytes }
  }
}

const size = (p: CachedPage) => p.body.identity.length + p.body.gzip.length + p.body.br.length

/**
 * The content version as this instance knows it: read from the database at most once per
 * `intervalMs` (so a write on another instance is seen within a second), and at once after a
 * write on this instance (`markStale`, called when a mutating request has finished).
 */
export class ContentVersionTracker {
  #version = -1
  #validUntil = Number.NEGATIVE_INFINITY
  #generation = 0
  #pending: Promise<number> | null = null
  constructor(private readonly read: () => Promise<number>, private readonly intervalMs = 1000, private readonly now = () => Date.now()) {}

  /** The version while it is fresh (no read needed), else undefined: lets a cache hit be answered synchronously. */
  fresh(): number | undefined {
    return this.now() < this.#validUntil ? this.#version : undefined
  }

  async current(): Promise<number> {
    if (this.now() < this.#validUntil) return this.#version
    const generation = this.#generation
    this.#pending ??= this.read()
      .then((version) => {
        this.#version = version
        // A write that finished while this read ran may not be in it: read again next time.
        this.#validUntil = generation === this.#generation ? this.now() + this.intervalMs : Number.NEGATIVE_INFINITY
        return version
      })
      .finally(() => {
        this.#pending = null
      })
    return this.#pending
  }

  markStale(): void {
    this.#validUntil = Number.NEGATIVE_INFINITY
    this.#generation++
  }
}

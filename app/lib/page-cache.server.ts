import { createHash } from 'node:crypto'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/**
 * The public pages an anonymous visitor may get from the in-process cache, each with the query
 * parameters its loader reads (anything else is dropped from the key, and the page is rendered
 * from the normalised URL, so `?utm_source=x` costs no render).
 */
const CACHEABLE: { path: RegExp; params: readonly string[]; multi?: readonly string[] }[] = [
  { path: /^\/$/, params: ['top', 'newsletter'] },
  { path: /^\/city$/, params: ['q'] },
  { path: /^\/city\/[a-z0-9-]{1,80}$/, params: ['state', 'q', 'type', 'cert', 'sort', 'dir', 'page'], multi: ['cert'] },
  { path: /^\/city\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,120}$/, params: [] },
  { path: /^\/products$/, params: ['q', 'category', 'rating', 'price', 'sort'] },
  { path: /^\/products\/[a-z-]{1,40}$/, params: [] },
  { path: /^\/reviews\/example$/, params: [] },
  { path: /^\/quiz$/, params: ['a'] },
  { path: /^\/(badge|methodology|about|contact|careers|blog|privacy|terms|cookies|refund-policy)$/, params: [] },
]

const MAX_PARAM_LENGTH = 200
// Parameters added by ads and mail links; they change nothing on the page.
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid|ref)$/

/**
 * The cache key of a URL: its path and known parameters in a fixed order; null = not cacheable.
 * Any other parameter (say `?sort_key=` of the no-JavaScript sort, which the loader answers with
 * a redirect) sends the request down the ordinary path.
 */
export function pageCacheKey(url: URL): string | null {
  const route = CACHEABLE.find((r) => r.path.test(url.pathname))
  if (!route) return null
  for (const name of url.searchParams.keys()) if (!route.params.includes(name) && !TRACKING.test(name)) return null
  const key = new URLSearchParams()
  for (const name of route.params) {
    const values = url.searchParams.getAll(name).filter((v) => v !== '')
    if (values.some((v) => v.length > MAX_PARAM_LENGTH)) return null
    const kept = route.multi?.includes(name) ? [...new Set(values)].sort() : values.slice(0, 1)
    for (const value of kept) key.append(name, value)
  }
  const query = key.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

export interface CachedPage {
  version: number
  status: number
  contentType: string
  etag: string
  /** sha256 hashes of the page's inline scripts, for its Content-Security-Policy. */
  scriptHashes: string[]
  body: { identity: Buffer; gzip: Buffer; br: Buffer }
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

export function compressPage(version: number, status: number, contentType: string, html: string): CachedPage {
  const { html: body, scriptHashes } = preparePage(html)
  const identity = Buffer.from(body)
  return {
    version,
    status,
    contentType,
    etag: `W/"${version}-${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
    scriptHashes,
    body: {
      identity,
      gzip: gzipSync(identity, { level: 6 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    },
  }
}

/** br, then gzip, then none, as the client accepts (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
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
  readonly #listeners: ((version: number) => void)[] = []
  constructor(private readonly read: () => Promise<number>, private readonly intervalMs = 1000, private readonly now = () => Date.now()) {}

  /**
   * Calls `listener` whenever a read finds another version than the last one, before the reader
   * gets it: render threads (decision 013) then hear of it before they are asked to render for it.
   */
  onChange(listener: (version: number) => void): void {
    this.#listeners.push(listener)
  }

  async current(): Promise<number> {
    if (this.now() < this.#validUntil) return this.#version
    const generation = this.#generation
    this.#pending ??= this.read()
      .then((version) => {
        const changed = version !== this.#version
        this.#version = version
        if (changed) for (const listener of this.#listeners) listener(version)
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

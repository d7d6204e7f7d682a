import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import { compress } from './compress-document.server.ts'

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
  // Compressed once for every visitor: brotli at quality 5 (live renders take 2).
  const body = { identity, gzip: compress(identity, 'gzip'), br: compress(identity, 'br', 5) }
  const etag = `W/"${version}-${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`
  const notModified = Object.entries({
    ...documentHeaders(["'self'", ...scriptHashes].join(' ')),
    // A not-found page may be a page soon (a new business): shared caches ask again each time.
    'Cache-Control': status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : 'public, no-cache',
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

/** A bounded LRU of rendered pages (by their stored bytes); each page carries its content version. */
export function pageStore(maxEntries: number, maxBytes: number): LRUCache<string, CachedPage> {
  return new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (p) => p.body.identity.length + p.body.gzip.length + p.body.br.length })
}

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

import { contentVersion } from './content-version.server.ts'
import { database } from './db.server.ts'
import { ContentVersionTracker } from './page-cache.server.ts'

/**
 * Public data kept in memory until the content version moves: every write that changes a public
 * page bumps it (content-version.server.ts), and so does the `new-day` job at 00:00 UTC (a badge
 * stops counting once its expiry date has passed). Per-visitor data are never kept here; the page cache
 * (decision 007) is the cache of whole pages for anonymous visitors. A bounded LRU.
 */
export class PublicDataCache {
  #version = Number.NaN
  readonly #entries = new Map<string, Promise<unknown>>()

  constructor(
    private readonly currentVersion: () => Promise<number>,
    private readonly maxEntries = 1_000,
  ) {}

  async get<T>(key: string, read: () => Promise<T>): Promise<T> {
    const version = await this.currentVersion()
    if (version !== this.#version) {
      this.#entries.clear()
      this.#version = version
    }
    let entry = this.#entries.get(key) as Promise<T> | undefined
    if (entry) {
      // Most recently used last, so the oldest is the least recently used.
      this.#entries.delete(key)
      this.#entries.set(key, entry)
    } else {
      entry = read()
      this.#entries.set(key, entry)
      // A failed read (an outage) is not kept: the next request tries again.
      entry.catch(() => this.#entries.delete(key))
      // Unknown keys (a mistyped city, a search nobody repeats) must not grow the map without bound:
      // drop the least recently used.
      if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
    }
    return entry
  }
}

/**
 * This process's view of the content version: read at most once
 * a second, at once after a local write.
 */
export const contentVersionTracker = new ContentVersionTracker(async () => contentVersion(await database()))

/** Small, hot data every render of a kind of page reads: a city's row, the lists of cities and states. */
export const publicDataCache = new PublicDataCache(() => contentVersionTracker.current())

/**
 * A city page's businesses, by city and filters (decision 014): the same for every visitor until
 * the content version moves, and read on every render of a page the page cache does not answer
 * (a signed-in member's, or the first after a change).
 */
export const directoryResultsCache = new PublicDataCache(() => contentVersionTracker.current(), 500)

import { contentVersion } from './content-version.server.ts'
import { database } from './db.server.ts'
import { ContentVersionTracker } from './page-cache.server.ts'

/**
 * Small, hot public data that every render of a kind of page reads (a city's row, the list of
 * cities and states), kept in memory until the content version moves: every write that changes a
 * public page bumps it (content-version.server.ts). Per-visitor or per-filter results are never
 * kept here; the page cache (decision 007) is the cache of whole pages.
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
    if (!entry) {
      entry = read()
      this.#entries.set(key, entry)
      // A failed read (an outage) is not kept: the next request tries again.
      entry.catch(() => this.#entries.delete(key))
      // Unknown keys (a mistyped city) must not grow the map without bound: drop the oldest.
      if (this.#entries.size > this.maxEntries) this.#entries.delete(this.#entries.keys().next().value!)
    }
    return entry
  }
}

/** This process's view of the content version: read at most once a second, at once after a local write. */
export const contentVersionTracker = new ContentVersionTracker(async () => contentVersion(await database()))

export const publicDataCache = new PublicDataCache(() => contentVersionTracker.current())

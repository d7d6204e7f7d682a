import { useSyncExternalStore } from 'react'

/** The most entries a comparison tray holds (products or businesses). */
export const MAX_COMPARE = 3

/** How a tray's stored entries are read back: `read` keeps a valid one (else null), `idOf` names it. */
export interface CompareEntryKind<T> {
  read: (value: unknown) => T | null
  idOf: (entry: T) => string
}

/** Reads a stored list: only valid entries, no duplicates, at most MAX_COMPARE; anything malformed is empty. */
export function parseCompareList<T>(raw: string | null, kind: CompareEntryKind<T>): readonly T[] {
  if (!raw) return []
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return []
    const seen = new Set<string>()
    const out: T[] = []
    for (const item of value) {
      const entry = kind.read(item)
      if (entry === null || seen.has(kind.idOf(entry))) continue
      seen.add(kind.idOf(entry))
      out.push(entry)
    }
    return out.slice(0, MAX_COMPARE)
  } catch {
    return []
  }
}

export type ToggleResult = 'added' | 'removed' | 'full'

/** Adds or removes an entry; refuses a new one when the list is already full. */
export function toggleCompareEntry<T>(list: readonly T[], entry: T, idOf: (entry: T) => string): { list: readonly T[]; result: ToggleResult } {
  const id = idOf(entry)
  if (list.some((e) => idOf(e) === id)) return { list: list.filter((e) => idOf(e) !== id), result: 'removed' }
  if (list.length >= MAX_COMPARE) return { list, result: 'full' }
  return { list: [...list, entry], result: 'added' }
}

/** Product ids of a known list (the home page's top picks). */
export const knownIds = (allowed: readonly string[]): CompareEntryKind<string> => ({
  read: (v) => (typeof v === 'string' && allowed.includes(v) ? v : null),
  idOf: (v) => v,
})

/**
 * A comparison list kept in localStorage, so it survives navigation and reloads and follows other tabs.
 * The server (and the hydration render) always sees an empty list; the stored one appears right after,
 * so the HTML never mismatches. Without storage (blocked, private mode) it lives in memory.
 */
export function createCompareStore<T>(storageKey: string, kind: CompareEntryKind<T>) {
  const EMPTY: readonly T[] = Object.freeze([])
  const listeners = new Set<() => void>()
  let memory: string | null = null
  let cachedRaw: string | null | undefined
  let cached: readonly T[] = EMPTY

  const readRaw = () => {
    try {
      return window.localStorage.getItem(storageKey)
    } catch {
      return memory
    }
  }
  const getSnapshot = () => {
    const raw = readRaw()
    if (raw !== cachedRaw) {
      cachedRaw = raw
      const list = parseCompareList(raw, kind)
      cached = list.length ? list : EMPTY
    }
    return cached
  }
  const getServerSnapshot = () => EMPTY
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => {
      if (e.key === storageKey || e.key === null) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
  const write = (list: readonly T[]) => {
    const raw = list.length ? JSON.stringify(list) : null
    memory = raw
    try {
      if (raw) window.localStorage.setItem(storageKey, raw)
      else window.localStorage.removeItem(storageKey)
    } catch {
      // Storage unavailable: the in-memory copy still works for this page view.
    }
    listeners.forEach((l) => l())
  }

  return {
    useEntries: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot),
    toggle(entry: T): ToggleResult {
      const { list, result } = toggleCompareEntry(getSnapshot(), entry, kind.idOf)
      if (result !== 'full') write(list)
      return result
    },
    remove: (id: string) => write(getSnapshot().filter((e) => kind.idOf(e) !== id)),
    clear: () => write(EMPTY),
  }
}

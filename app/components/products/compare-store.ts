import { useSyncExternalStore } from 'react'

/** The most products the comparison tray holds. */
export const MAX_COMPARE = 3

const EMPTY: readonly string[] = Object.freeze([])

/** Reads stored ids: only known ones, no duplicates, at most MAX_COMPARE; anything malformed is empty. */
export function parseCompareIds(raw: string | null, allowed: readonly string[]): readonly string[] {
  if (!raw) return EMPTY
  try {
    const value: unknown = JSON.parse(raw)
    if (!Array.isArray(value)) return EMPTY
    const ids = [...new Set(value.filter((v): v is string => typeof v === 'string' && allowed.includes(v)))].slice(0, MAX_COMPARE)
    return ids.length ? ids : EMPTY
  } catch {
    return EMPTY
  }
}

export type ToggleResult = 'added' | 'removed' | 'full'

/** Adds or removes an id; refuses a new one when the list is already full. */
export function toggleCompareId(ids: readonly string[], id: string): { ids: readonly string[]; result: ToggleResult } {
  if (ids.includes(id)) return { ids: ids.filter((x) => x !== id), result: 'removed' }
  if (ids.length >= MAX_COMPARE) return { ids, result: 'full' }
  return { ids: [...ids, id], result: 'added' }
}

/**
 * A comparison list kept in localStorage, so it survives navigation and reloads and follows other tabs.
 * The server (and the hydration render) always sees an empty list; the stored one appears right after,
 * so the HTML never mismatches. Without storage (blocked, private mode) it lives in memory.
 */
export function createCompareStore(storageKey: string, allowed: readonly string[]) {
  const listeners = new Set<() => void>()
  let memory: string | null = null
  let cachedRaw: string | null | undefined
  let cachedIds: readonly string[] = EMPTY

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
      cachedIds = parseCompareIds(raw, allowed)
    }
    return cachedIds
  }
  const getServerSnapshot = () => EMPTY
  const notify = () => listeners.forEach((l) => l())
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
  const write = (ids: readonly string[]) => {
    const raw = ids.length ? JSON.stringify(ids) : null
    memory = raw
    try {
      if (raw) window.localStorage.setItem(storageKey, raw)
      else window.localStorage.removeItem(storageKey)
    } catch {
      // Storage unavailable: the in-memory copy still works for this page view.
    }
    notify()
  }

  return {
    useIds: () => useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot),
    toggle(id: string): ToggleResult {
      const { ids, result } = toggleCompareId(getSnapshot(), id)
      if (result !== 'full') write(ids)
      return result
    },
    remove: (id: string) => write(getSnapshot().filter((x) => x !== id)),
    clear: () => write(EMPTY),
  }
}

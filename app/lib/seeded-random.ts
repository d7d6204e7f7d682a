/**
 * The one seeded random generator (mulberry32) and the string hashes that seed it: the seed's
 * businesses and audits, the scale seed and the city drawings. Deterministic: no Math.random, no
 * clock, so the same seed always gives the same data and pictures.
 */

/** 32-bit FNV-1a hash of a string, unsigned. Seeds the businesses (kept as is: it fixes their data). */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** FNV-1a with a murmur3 finaliser, so similar strings spread over the whole range (the drawings). */
export function hashString(text: string): number {
  let h = fnv1a(text)
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** A generator: call it for a float in [0, 1), or use its helpers. */
export interface Rng {
  (): number
  next(): number
  /** A float in [lo, hi). */
  range(lo: number, hi: number): number
  /** An integer in [lo, hi], both included. */
  int(lo: number, hi: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[]
  /** One value, with the chance of each proportional to its weight. */
  weighted<T>(options: readonly (readonly [T, number])[]): T
}

/** mulberry32: a tiny, fast seeded generator, wrapped with helpers. */
export function seededRandom(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() called with an empty list')
    return items[Math.floor(next() * items.length)]!
  }
  return Object.assign(next, {
    next,
    range: (lo: number, hi: number) => lo + (hi - lo) * next(),
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick,
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]): T[] => {
      const out = [...items]
      for (let i = out.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        ;[out[i], out[j]] = [out[j]!, out[i]!]
      }
      return out
    },
    weighted: <T>(options: readonly (readonly [T, number])[]): T => {
      if (options.length === 0) throw new Error('weighted() called with no options')
      let r = next() * options.reduce((sum, [, w]) => sum + w, 0)
      for (const [value, w] of options) {
        r -= w
        if (r < 0) return value
      }
      return options[options.length - 1]![0]
    },
  })
}

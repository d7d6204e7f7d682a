/** Deterministic randomness and colour helpers for the city drawings (no Math.random, no clock). */

/** 32-bit FNV-1a with a murmur3 finaliser, so similar strings spread over the whole range. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number
  range(lo: number, hi: number): number
  int(lo: number, hi: number): number
  pick<T>(items: readonly T[]): T
  chance(p: number): boolean
}

/** mulberry32 wrapped with helpers. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    range: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    chance: (p) => next() < p,
  }
}

/** A number for SVG: one decimal at most. */
export function n(v: number): string {
  return String(Math.round(v * 10) / 10)
}

export function hsl(h: number, s: number, l: number, a = 1): string {
  const hh = ((h % 360) + 360) % 360
  const c = (x: number) => Math.max(0, Math.min(100, x))
  return a < 1 ? `hsla(${n(hh)},${n(c(s))}%,${n(c(l))}%,${a})` : `hsl(${n(hh)},${n(c(s))}%,${n(c(l))}%)`
}

/** A polygon's points attribute. */
export function pts(points: [number, number][]): string {
  return points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')
}

/** The canvas every drawing uses; the renderer scales it to the requested size. */
export const W = 1600
export const H = 900

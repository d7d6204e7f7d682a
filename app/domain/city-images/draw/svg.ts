/** SVG helpers for the city drawings (their randomness is ~/lib/seeded-random.ts). */

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

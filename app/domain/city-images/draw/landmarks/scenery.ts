import type { Rng } from '~/lib/seeded-random.ts'
import { hsl, n, pts } from '../svg.ts'

/** Hot-air balloons drifting in the sky. */
export function balloons(rng: Rng, x0: number, x1: number): string {
  let s = ''
  for (let i = 0; i < rng.int(4, 7); i++) {
    const x = rng.range(x0, x1)
    const y = rng.range(120, 420)
    const r = rng.range(16, 38)
    const hue = rng.pick([0, 30, 50, 200, 280, 330])
    s += `<path d="M${n(x - r)} ${n(y)} A${n(r)} ${n(r * 1.1)} 0 1 1 ${n(x + r)} ${n(y)} Q${n(x + r * 0.6)} ${n(y + r * 0.8)} ${n(x + r * 0.25)} ${n(y + r * 1.15)} H${n(x - r * 0.25)} Q${n(x - r * 0.6)} ${n(y + r * 0.8)} ${n(x - r)} ${n(y)} Z" fill="${hsl(hue, 75, 55)}"/>` +
      `<path d="M${n(x)} ${n(y - r * 1.1)} Q${n(x - r * 0.5)} ${n(y)} ${n(x)} ${n(y + r * 1.15)}" stroke="${hsl(hue + 40, 80, 70)}" stroke-width="${n(r * 0.25)}" fill="none"/>` +
      `<rect x="${n(x - r * 0.18)}" y="${n(y + r * 1.35)}" width="${n(r * 0.36)}" height="${n(r * 0.3)}" fill="${hsl(25, 40, 28)}"/>`
  }
  return s
}

/** Sailboats on open water. */
export function sailboats(rng: Rng, x0: number, x1: number, y0: number, y1: number): string {
  let s = ''
  for (let i = 0; i < rng.int(3, 5); i++) {
    const x = rng.range(x0, x1)
    const y = rng.range(y0, y1)
    const k = 0.6 + (y - y0) / Math.max(1, y1 - y0)
    s += `<polygon points="${pts([[x - 26 * k, y], [x + 26 * k, y], [x + 18 * k, y + 8 * k], [x - 18 * k, y + 8 * k]])}" fill="${hsl(215, 30, 25)}"/>` +
      `<polygon points="${pts([[x, y - 2], [x, y - 62 * k], [x + 22 * k, y - 4]])}" fill="#fbfbf8"/><polygon points="${pts([[x - 3, y - 4], [x - 3, y - 48 * k], [x - 20 * k, y - 4]])}" fill="#eef2f5"/>`
  }
  return s
}

/** A riverboat: a white paddle steamer with twin stacks. */
export function paddleSteamer(x: number, y: number): string {
  return `<polygon points="${pts([[x - 110, y], [x + 120, y], [x + 100, y + 16], [x - 100, y + 16]])}" fill="#f3f1ea"/>` +
    `<rect x="${n(x - 90)}" y="${n(y - 24)}" width="170" height="24" fill="#f7f5ef"/><rect x="${n(x - 70)}" y="${n(y - 44)}" width="120" height="20" fill="#f7f5ef"/>` +
    `<rect x="${n(x - 86)}" y="${n(y - 19)}" width="162" height="5" fill="${hsl(0, 60, 40)}"/><rect x="${n(x - 40)}" y="${n(y - 96)}" width="10" height="52" fill="#1d2430"/><rect x="${n(x - 10)}" y="${n(y - 96)}" width="10" height="52" fill="#1d2430"/>` +
    `<circle cx="${n(x + 95)}" cy="${n(y - 4)}" r="22" fill="${hsl(0, 60, 40)}"/>`
}

/** Falls: white water tumbling over rock ledges across the river. */
export function waterfall(rng: Rng, x0: number, x1: number, y: number): string {
  let s = `<rect x="${n(x0)}" y="${n(y - 6)}" width="${n(x1 - x0)}" height="16" fill="${hsl(20, 25, 45)}"/>`
  for (let x = x0; x < x1; x += rng.range(10, 22)) s += `<rect x="${n(x)}" y="${n(y)}" width="${n(rng.range(6, 14))}" height="${n(rng.range(28, 55))}" rx="4" fill="#f4f8fb" opacity="0.85"/>`
  return s + `<rect x="${n(x0 - 20)}" y="${n(y + 40)}" width="${n(x1 - x0 + 40)}" height="14" rx="7" fill="#ffffff" opacity="0.5"/>`
}

/** White letters on a hillside, tilted with the slope. */
export function hillsideSign(x: number, y: number): string {
  let s = ''
  for (let i = 0; i < 9; i++) s += `<rect x="${n(x + i * 26)}" y="${n(y - i * 3)}" width="18" height="24" fill="#fdfdfd"/>`
  return s
}

/** A statue on a tall pedestal, one arm raised. */
export function statue(x: number, base: number, color: string): string {
  return `<polygon points="${pts([[x - 34, base], [x - 26, base - 60], [x + 26, base - 60], [x + 34, base]])}" fill="${color}"/><rect x="${n(x - 20)}" y="${n(base - 96)}" width="40" height="36" fill="${color}"/>` +
    `<polygon points="${pts([[x - 13, base - 96], [x - 9, base - 150], [x + 9, base - 150], [x + 13, base - 96]])}" fill="${color}"/><circle cx="${n(x)}" cy="${n(base - 158)}" r="8" fill="${color}"/>` +
    `<polygon points="${pts([[x + 6, base - 146], [x + 14, base - 196], [x + 20, base - 194], [x + 12, base - 142]])}" fill="${color}"/><circle cx="${n(x + 17)}" cy="${n(base - 200)}" r="6" fill="${color}"/>`
}

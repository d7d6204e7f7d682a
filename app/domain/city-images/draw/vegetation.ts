import type { CityTraits } from '../city-traits.ts'
import type { Palette } from './palette.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { H, hsl, n, W } from './svg.ts'
import { GROUND, waterBand } from './water.ts'

function palm(x: number, y: number, h: number, color: string): string {
  let fronds = ''
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI + (i / 6) * Math.PI
    const fx = x + 4 + Math.cos(a) * h * 0.45
    const fy = y - h + Math.sin(a) * h * 0.18 + h * 0.12
    fronds += `<path d="M${n(x + 4)} ${n(y - h)} Q${n((x + 4 + fx) / 2)} ${n(y - h - h * 0.15)} ${n(fx)} ${n(fy)}" stroke="${color}" stroke-width="${n(h * 0.07)}" fill="none" stroke-linecap="round"/>`
  }
  return `<path d="M${n(x)} ${n(y)} Q${n(x - h * 0.08)} ${n(y - h * 0.5)} ${n(x + 4)} ${n(y - h)}" stroke="${color}" stroke-width="${n(h * 0.05)}" fill="none"/>${fronds}`
}

function pine(x: number, y: number, h: number, color: string): string {
  return `<polygon points="${n(x)},${n(y - h)} ${n(x + h * 0.22)},${n(y)} ${n(x - h * 0.22)},${n(y)}" fill="${color}"/>`
}

function round(x: number, y: number, h: number, color: string): string {
  return `<rect x="${n(x - 2)}" y="${n(y - h * 0.4)}" width="4" height="${n(h * 0.4)}" fill="${color}"/><ellipse cx="${n(x)}" cy="${n(y - h * 0.62)}" rx="${n(h * 0.33)}" ry="${n(h * 0.38)}" fill="${color}"/>`
}

function cactus(x: number, y: number, h: number, color: string): string {
  const w = h * 0.12
  return `<g fill="${color}"><rect x="${n(x - w / 2)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" rx="${n(w / 2)}"/>` +
    `<rect x="${n(x - w * 2)}" y="${n(y - h * 0.65)}" width="${n(w * 0.8)}" height="${n(h * 0.35)}" rx="${n(w * 0.4)}"/><rect x="${n(x - w * 2)}" y="${n(y - h * 0.34)}" width="${n(w * 1.6)}" height="${n(w * 0.8)}"/>` +
    `<rect x="${n(x + w * 1.2)}" y="${n(y - h * 0.8)}" width="${n(w * 0.8)}" height="${n(h * 0.4)}" rx="${n(w * 0.4)}"/><rect x="${n(x + w * 0.4)}" y="${n(y - h * 0.45)}" width="${n(w * 1.6)}" height="${n(w * 0.8)}"/></g>`
}

/** Trees that suit the climate: along the city's base and in the foreground. */
export function drawVegetation(t: CityTraits, p: Palette, rng: Rng): string {
  const dark = hsl(t.climate === 'desert' ? 80 : 120, 30, 18)
  const kind = { tropical: 'palm', subtropical: 'mix', desert: 'cactus', temperate: 'round', continental: 'round', subarctic: 'pine' }[t.climate]
  const tree = (x: number, y: number, h: number) => {
    const k = kind === 'mix' ? (rng.chance(0.4) ? 'palm' : 'round') : kind
    if (k === 'palm') return palm(x, y, h * 1.5, dark)
    if (k === 'pine') return pine(x, y, h * 1.3, dark)
    if (k === 'cactus') return rng.chance(0.5) ? cactus(x, y, h, dark) : `<ellipse cx="${n(x)}" cy="${n(y - h * 0.15)}" rx="${n(h * 0.3)}" ry="${n(h * 0.18)}" fill="${dark}"/>`
    return round(x, y, h, dark)
  }
  let s = ''
  // A line of trees at the foot of the city.
  for (let x = rng.range(0, 30); x < W; x += rng.range(26, 60)) s += tree(x, GROUND + 4, rng.range(16, 28))
  const band = waterBand(t)
  const foregroundTop = band ? (band.bottom < H ? band.bottom + 20 : undefined) : GROUND + 60
  if (foregroundTop !== undefined) {
    s += `<rect x="0" y="${n(foregroundTop)}" width="${W}" height="${n(H - foregroundTop)}" fill="${p.landDark}" opacity="0.5"/>`
    const count = rng.int(3, 7)
    for (let i = 0; i < count; i++) s += tree(rng.range(0, W), H - rng.range(0, 30), rng.range(60, 120))
  }
  return s
}

import type { CityTraits } from '../city-traits.ts'
import type { Palette } from './palette.ts'
import { HORIZON } from './terrain.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { H, hsl, n, pts, W } from './svg.ts'

/** Where the buildings stand. */
export const GROUND = 690

/** The band of water in front of the city, or undefined when the city has none. */
export function waterBand(t: CityTraits): { top: number; bottom: number } | undefined {
  if (t.water === 'none') return undefined
  if (t.water === 'river') return { top: GROUND + 55, bottom: GROUND + 150 }
  return { top: GROUND + 14, bottom: H }
}

/** Land between the backdrop and the city, the water (with ripples and glints) and the near bank. */
export function drawWater(t: CityTraits, p: Palette, rng: Rng): { defs: string; body: string } {
  const defs = `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${t.climate === 'tropical' ? hsl(178, 60, 55) : p.water}"/><stop offset="1" stop-color="${p.waterDeep}"/></linearGradient>
<linearGradient id="land" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.land}"/><stop offset="1" stop-color="${p.landDark}"/></linearGradient>`
  let body = `<rect x="0" y="${HORIZON - 2}" width="${W}" height="${H - HORIZON + 2}" fill="url(#land)"/>`
  const band = waterBand(t)
  if (!band) return { defs, body }
  if (t.water === 'ocean') body += `<rect x="0" y="${band.top - 12}" width="${W}" height="14" fill="${hsl(45, 55, 80)}"/>`
  if (t.water === 'river') {
    // A gently winding river: wavy top and bottom banks.
    const top: [number, number][] = []
    const bottom: [number, number][] = []
    const ph = rng.range(0, 6)
    for (let x = -20; x <= W + 20; x += 40) {
      top.push([x, band.top + 10 * Math.sin(x * 0.004 + ph)])
      bottom.unshift([x, band.bottom + 14 * Math.sin(x * 0.003 + ph + 1)])
    }
    body += `<polygon points="${pts([...top, ...bottom])}" fill="url(#water)"/>`
  } else {
    body += `<rect x="0" y="${band.top}" width="${W}" height="${band.bottom - band.top}" fill="url(#water)"/>`
  }
  // Ripples, and glints where the sun hits the water.
  let ripples = ''
  for (let i = 0; i < 70; i++) {
    const y = rng.range(band.top + 6, band.bottom - 4)
    const w = rng.range(20, 90) * (0.5 + (y - band.top) / (band.bottom - band.top))
    ripples += `<rect x="${n(rng.range(0, W))}" y="${n(y)}" width="${n(w)}" height="2" rx="1"/>`
  }
  body += `<g fill="#ffffff" opacity="0.22">${ripples}</g>`
  let glints = ''
  for (let i = 0; i < 18; i++) {
    const y = rng.range(band.top + 4, band.bottom - 4)
    glints += `<rect x="${n(p.sunX + rng.range(-60, 60) * (1 + (y - band.top) / 120))}" y="${n(y)}" width="${n(rng.range(20, 60))}" height="3" rx="1.5"/>`
  }
  body += `<g fill="${p.sun}" opacity="0.6">${glints}</g>`
  return { defs, body }
}

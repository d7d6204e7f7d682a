import type { CityTraits } from '../city-traits.ts'
import type { Palette } from './palette.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { H, n, W } from './svg.ts'

/** Gradient sky, the sun with its glow, and clouds (fewer in dry climates). */
export function drawSky(t: CityTraits, p: Palette, rng: Rng): { defs: string; body: string } {
  const defs = `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${p.skyTop}"/><stop offset="0.55" stop-color="${p.skyMid}"/><stop offset="0.75" stop-color="${p.skyHorizon}"/></linearGradient>
<radialGradient id="glow" cx="${n(p.sunX / W)}" cy="${n(p.sunY / H)}" r="${p.golden ? 0.6 : 0.35}" gradientTransform="translate(${n(p.sunX / W)} ${n(p.sunY / H)}) scale(1 1.78) translate(${n(-p.sunX / W)} ${n(-p.sunY / H)})">
<stop offset="0" stop-color="${p.sunGlow}" stop-opacity="0.85"/><stop offset="1" stop-color="${p.sunGlow}" stop-opacity="0"/></radialGradient>`
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/><rect width="${W}" height="${H}" fill="url(#glow)"/>`
  body += `<circle cx="${n(p.sunX)}" cy="${n(p.sunY)}" r="${n(p.sunR)}" fill="${p.sun}"/>`
  const cloudiness = { desert: 0.15, tropical: 0.9, subtropical: 0.6, temperate: 0.8, continental: 0.6, subarctic: 0.7 }[t.climate]
  const count = Math.round(rng.range(1, 6) * cloudiness)
  for (let i = 0; i < count; i++) body += cloud(rng.range(0, W), rng.range(60, 380), rng.range(0.6, 1.5), p.cloud, rng)
  if (t.palette !== 'day') {
    // Long thin bands of cloud catch the low light.
    for (let i = 0; i < rng.int(2, 4); i++) {
      const y = rng.range(220, 470)
      body += `<rect x="${n(rng.range(-200, W - 400))}" y="${n(y)}" width="${n(rng.range(300, 800))}" height="${n(rng.range(4, 10))}" rx="5" fill="${p.cloud}" opacity="${n(rng.range(0.35, 0.6))}"/>`
    }
  }
  return { defs, body }
}

/** A puffy cloud: overlapping ellipses on a flat base. */
function cloud(x: number, y: number, scale: number, fill: string, rng: Rng): string {
  let parts = ''
  const puffs = rng.int(3, 6)
  for (let i = 0; i < puffs; i++) {
    const cx = x + (i - puffs / 2) * 38 * scale + rng.range(-10, 10)
    const r = rng.range(22, 42) * scale
    parts += `<ellipse cx="${n(cx)}" cy="${n(y - r * 0.4)}" rx="${n(r * 1.3)}" ry="${n(r)}"/>`
  }
  parts += `<rect x="${n(x - puffs * 24 * scale)}" y="${n(y - 12 * scale)}" width="${n(puffs * 48 * scale)}" height="${n(20 * scale)}" rx="${n(10 * scale)}"/>`
  return `<g fill="${fill}" opacity="${n(rng.range(0.55, 0.85))}">${parts}</g>`
}

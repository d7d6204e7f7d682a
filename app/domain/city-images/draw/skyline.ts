import type { CityTraits } from '../city-traits.ts'
import type { Palette } from './palette.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { n, pts, W } from './svg.ts'
import { drawSignature } from './signatures.ts'
import { GROUND } from './water.ts'

type Roof = 'flat' | 'stepped' | 'antenna' | 'slant' | 'pitched' | 'pyramid' | 'cap'

const SIZES = {
  town: { count: [9, 13], max: 100, width: 760 },
  small: { count: [10, 14], max: 250, width: 720 },
  medium: { count: [15, 20], max: 350, width: 860 },
  large: { count: [20, 26], max: 440, width: 1000 },
  huge: { count: [32, 40], max: 520, width: 1400 },
} as const

/** A building with its roof: the outline polygon, split into lit and shaded faces. */
function building(x: number, w: number, h: number, roof: Roof, colors: { lit: string; shade: string }, lightFrom: 1 | -1, windows: string, rng: Rng): string {
  const top = GROUND - h
  const outline: [number, number][] = [[x, GROUND], [x, top]]
  if (roof === 'stepped') {
    const s = w * 0.15
    const r = rng.range(0.1, 0.18) * h
    outline.push([x + s, top], [x + s, top - r], [x + w - s, top - r], [x + w - s, top])
  } else if (roof === 'slant') {
    outline.push([x + w, top - w * 0.5 * (rng.chance(0.5) ? 1 : 0.4)])
  } else if (roof === 'pitched') {
    outline.push([x + w / 2, top - w * 0.35])
  } else if (roof === 'pyramid') {
    outline.push([x + w / 2, top - w * 0.9])
  } else if (roof === 'cap') {
    outline.push([x + w * 0.1, top - 8], [x + w * 0.9, top - 8])
  }
  outline.push([x + w, top], [x + w, GROUND])
  const shadeW = w * 0.32
  const shadeX = lightFrom === 1 ? x + w - shadeW : x
  let s = `<polygon points="${pts(outline)}" fill="${colors.lit}"/>`
  s += `<rect x="${n(shadeX)}" y="${n(top)}" width="${n(shadeW)}" height="${n(h)}" fill="${colors.shade}"/>`
  if (h > 50) s += `<rect x="${n(x + 3)}" y="${n(top + 6)}" width="${n(w - 6)}" height="${n(h - 12)}" fill="url(#${windows})"/>`
  if (roof === 'antenna') s += `<rect x="${n(x + w / 2 - 1.5)}" y="${n(top - h * 0.18)}" width="3" height="${n(h * 0.18)}" fill="${colors.shade}"/>`
  return s
}

/** Height of the skyline at offset u (−1 … 1 from its centre) for a shape. */
function envelope(shape: CityTraits['skyline']['shape'], u: number, rng: Rng): number {
  const a = Math.abs(u)
  switch (shape) {
    case 'towers': return 0.35 + 0.65 * Math.exp(-a * a * 2.2) * rng.range(0.55, 1)
    case 'cluster': return 0.15 + 0.85 * Math.exp(-a * a * 6) * rng.range(0.6, 1)
    case 'spread': return 0.3 + 0.45 * rng.range(0.4, 1) * (1 - a * 0.5)
    case 'lowrise': return rng.range(0.35, 1)
  }
}

/** The city's buildings in two depths, and its signature tower at the centre. */
export function drawSkyline(t: CityTraits, p: Palette, rng: Rng): { body: string; centre: number; halfWidth: number; tallest: number } {
  const size = SIZES[t.skyline.size]
  const halfWidth = size.width / 2
  const centre = t.skyline.size === 'huge' ? W / 2 + rng.range(-60, 60) : rng.range(W * 0.36, W * 0.64)
  let body = ''
  for (const depth of [0.25, 1]) {
    const count = Math.round(rng.int(size.count[0], size.count[1]) * (depth < 1 ? 0.8 : 1))
    const scale = depth < 1 ? 1.12 : 0.88
    const parts: { x: number; w: number; h: number }[] = []
    for (let i = 0; i < count; i++) {
      const u = rng.range(-1, 1)
      const w = t.skyline.shape === 'lowrise' ? rng.range(40, 80) : t.skyline.shape === 'towers' ? rng.range(28, 58) : rng.range(34, 76)
      parts.push({ x: centre + u * halfWidth - w / 2, w, h: Math.max(24, size.max * scale * envelope(t.skyline.shape, u, rng)) })
    }
    parts.sort((a, b) => b.h - a.h)
    if (depth < 1) parts.reverse()
    for (const b of depth < 1 ? parts : parts.slice().reverse()) {
      const roof: Roof = t.skyline.shape === 'lowrise' ? rng.pick(['pitched', 'flat', 'flat', 'cap'] as const)
        : b.h > size.max * 0.6 ? rng.pick(['flat', 'stepped', 'antenna', 'slant', 'pyramid', 'cap'] as const) : rng.pick(['flat', 'flat', 'cap', 'stepped'] as const)
      const colors = p.building(depth, rng)
      body += building(b.x, b.w, b.h, roof, colors, p.lightFrom, rng.pick(['winA', 'winB'] as const), rng)
    }
    if (depth < 1) body = `<g opacity="0.75">${body}</g>`
  }
  let tallest = size.max
  if (t.skyline.signature) {
    const sig = drawSignature(t.skyline.signature, centre + rng.range(-40, 40), size.max * 1.1, p, rng)
    body += sig
    tallest = size.max * 1.1
  }
  return { body, centre, halfWidth, tallest }
}

/** Window patterns the buildings use: small punched windows, and bands of glass. */
export function windowPatterns(p: Palette): string {
  return `<pattern id="winA" width="10" height="14" patternUnits="userSpaceOnUse"><rect x="2" y="3" width="5" height="7" fill="${p.window}"/></pattern>
<pattern id="winB" width="8" height="10" patternUnits="userSpaceOnUse"><rect x="0" y="2" width="8" height="4" fill="${p.window}"/></pattern>`
}

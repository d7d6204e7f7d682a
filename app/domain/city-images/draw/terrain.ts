import type { CityTraits } from '../city-traits.ts'
import type { Palette } from './palette.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { hsl, n, pts, W } from './svg.ts'

/** Where land meets the city: the base line of every backdrop. */
export const HORIZON = 610

/** A ridge line: midpoint displacement between fixed ends (jagged), as points left to right. */
function ridge(rng: Rng, base: number, height: number, roughness: number, steps = 7): [number, number][] {
  let line: [number, number][] = [[-20, base - height * rng.range(0.2, 0.6)], [W + 20, base - height * rng.range(0.2, 0.6)]]
  let spread = height * 0.9
  for (let s = 0; s < steps; s++) {
    const next: [number, number][] = []
    for (let i = 0; i < line.length - 1; i++) {
      const [x1, y1] = line[i]!
      const [x2, y2] = line[i + 1]!
      next.push([x1, y1], [(x1 + x2) / 2 + rng.range(-6, 6), (y1 + y2) / 2 + rng.range(-spread, spread)])
    }
    next.push(line[line.length - 1]!)
    line = next
    spread *= roughness
  }
  return line.map(([x, y]) => [x, Math.min(base - 4, Math.max(base - height * 1.15, y))])
}

/** Smooth rolling hills: a sum of sine waves. */
function rolling(rng: Rng, base: number, height: number): [number, number][] {
  const waves = [0, 1, 2].map(() => ({ f: rng.range(0.002, 0.008), ph: rng.range(0, 6.28), a: rng.range(0.3, 1) }))
  const out: [number, number][] = []
  for (let x = -20; x <= W + 20; x += 20) {
    const v = waves.reduce((s, w) => s + w.a * (0.5 + 0.5 * Math.sin(x * w.f + w.ph)), 0) / waves.reduce((s, w) => s + w.a, 0)
    out.push([x, base - height * (0.25 + 0.75 * v)])
  }
  return out
}

function fillUnder(line: [number, number][], fill: string, opacity = 1): string {
  return `<polygon points="${pts([...line, [W + 20, HORIZON + 40], [-20, HORIZON + 40]])}" fill="${fill}"${opacity < 1 ? ` opacity="${opacity}"` : ''}/>`
}

/** Snow on each peak above a snow line: the ridge clipped to the band above it. */
function snowCaps(line: [number, number][], snowLine: number): string {
  const caps: string[] = []
  let cap: [number, number][] = []
  for (const [x, y] of line) {
    if (y < snowLine) cap.push([x, y])
    else if (cap.length) {
      caps.push(`<polygon points="${pts([...cap, [cap[cap.length - 1]![0] + 8, snowLine + 14], [(cap[0]![0] + cap[cap.length - 1]![0]) / 2, snowLine + 30], [cap[0]![0] - 8, snowLine + 14]])}"/>`)
      cap = []
    }
  }
  return `<g fill="#f7fafc" opacity="0.92">${caps.join('')}</g>`
}

/** The land behind the city, far layers fading into the haze. */
export function drawTerrain(t: CityTraits, p: Palette, rng: Rng): string {
  const far = hsl(225, 22, 52)
  switch (t.terrain) {
    case 'plains':
      return fillUnder(rolling(rng, HORIZON, rng.range(8, 22)), p.landDark, 0.55)
    case 'hills':
      return fillUnder(rolling(rng, HORIZON, rng.range(110, 170)), p.haze, 0.9) + fillUnder(rolling(rng, HORIZON, rng.range(50, 90)), p.land, 0.75)
    case 'mountains': {
      const back = ridge(rng, HORIZON, rng.range(220, 300), 0.55)
      return fillUnder(back, far, 0.8) + fillUnder(ridge(rng, HORIZON, rng.range(120, 180), 0.5), p.landDark, 0.7)
    }
    case 'snowy-peaks': {
      const back = ridge(rng, HORIZON, rng.range(330, 420), 0.6)
      const top = Math.min(...back.map(([, y]) => y))
      return fillUnder(back, hsl(218, 22, 46)) + snowCaps(back, top + rng.range(90, 140)) + fillUnder(ridge(rng, HORIZON, rng.range(110, 160), 0.5), p.landDark, 0.75)
    }
    case 'mesa': {
      let s = fillUnder(ridge(rng, HORIZON, rng.range(160, 240), 0.55), hsl(270, 20, 62), 0.6)
      for (let i = 0; i < rng.int(2, 3); i++) {
        const x = rng.range(0, W - 300)
        const w = rng.range(160, 380)
        const h = rng.range(60, 120)
        s += `<polygon points="${pts([[x, HORIZON], [x + 30, HORIZON - h], [x + w - 30, HORIZON - h - rng.range(-8, 8)], [x + w, HORIZON]])}" fill="${hsl(18, 55, 45)}" opacity="0.9"/>`
      }
      return s
    }
    case 'volcano': {
      const cx = rng.chance(0.5) ? rng.range(180, 420) : rng.range(1180, 1420)
      const h = rng.range(190, 240)
      const crater: [number, number][] = [[cx - 420, HORIZON + 10], [cx - 190, HORIZON - h * 0.7], [cx - 110, HORIZON - h], [cx - 40, HORIZON - h * 0.88],
        [cx + 40, HORIZON - h * 0.92], [cx + 120, HORIZON - h * 0.8], [cx + 200, HORIZON - h * 0.55], [cx + 380, HORIZON + 10]]
      return fillUnder(rolling(rng, HORIZON, 60), p.haze, 0.6) + `<polygon points="${pts(crater)}" fill="${hsl(95, 30, 34)}"/>` +
        `<polyline points="${pts(crater.slice(1, 7).map(([x, y]) => [x, y + 18]))}" fill="none" stroke="${hsl(90, 25, 24)}" stroke-width="6" opacity="0.5"/>`
    }
    case 'bluffs': {
      const top = HORIZON - rng.range(90, 130)
      const line: [number, number][] = []
      for (let x = -20; x <= W + 20; x += 40) line.push([x, top + rng.range(-6, 6) + (x > W * 0.55 ? (x - W * 0.55) * 0.08 : 0)])
      let s = fillUnder(line, hsl(30, 35, 58))
      for (let x = 10; x < W; x += rng.range(18, 40)) s += `<line x1="${n(x)}" y1="${n(top + 8)}" x2="${n(x + rng.range(-6, 6))}" y2="${n(top + rng.range(30, 70))}" stroke="${hsl(28, 35, 42)}" stroke-width="3" opacity="0.6"/>`
      return s + `<rect x="0" y="${n(top + 62)}" width="${W}" height="${n(HORIZON - top)}" fill="${hsl(40, 25, 45)}" opacity="0.7"/>`
    }
  }
}

import type { Signature } from '../city-traits.ts'
import type { Palette } from './palette.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { n, pts } from './svg.ts'
import { GROUND } from './water.ts'

const poly = (points: [number, number][], fill: string) => `<polygon points="${pts(points)}" fill="${fill}"/>`
const rect = (x: number, y: number, w: number, h: number, fill: string) => `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"/>`

/** A city's signature tower, standing on the ground at x, about h tall. */
export function drawSignature(kind: Signature, x: number, h: number, p: Palette, rng: Rng): string {
  const { lit, shade } = p.building(1, rng)
  const g = GROUND
  switch (kind) {
    case 'empire': // Art-deco setbacks and a mast.
      return rect(x - 40, g - h * 0.55, 80, h * 0.55, lit) + rect(x - 30, g - h * 0.75, 60, h * 0.2, lit) + rect(x - 20, g - h * 0.85, 40, h * 0.1, lit) +
        rect(x - 10, g - h * 0.92, 20, h * 0.07, lit) + poly([[x - 6, g - h * 0.92], [x, g - h * 1.05], [x + 6, g - h * 0.92]], shade) + rect(x - 1.5, g - h * 1.15, 3, h * 0.1, shade) +
        rect(x + 12, g - h * 0.55, 28, h * 0.55, shade) + rect(x - 36, g - h * 0.74, 72, h * 0.7, 'url(#winA)')
    case 'willis': // Bundled dark tubes stepping back, two antennas.
      return rect(x - 45, g - h * 0.6, 90, h * 0.6, '#2b2f36') + rect(x - 30, g - h * 0.82, 60, h * 0.22, '#2b2f36') + rect(x - 15, g - h * 0.95, 45, h * 0.13, '#2b2f36') +
        rect(x - 8, g - h * 1.12, 3, h * 0.17, '#2b2f36') + rect(x + 20, g - h * 1.1, 3, h * 0.15, '#2b2f36') + rect(x - 40, g - h * 0.93, 80, h * 0.9, 'url(#winB)')
    case 'pyramid': // A tall white pyramid with a spire.
      return poly([[x - 45, g], [x - 6, g - h * 0.95], [x + 6, g - h * 0.95], [x + 45, g]], lit) + rect(x - 1.5, g - h * 1.05, 3, h * 0.1, lit) +
        poly([[x, g - h * 0.95], [x + 6, g - h * 0.95], [x + 45, g], [x + 15, g]], shade)
    case 'batman': // A slab with two pointed horns.
      return rect(x - 38, g - h * 0.75, 76, h * 0.75, lit) + poly([[x - 38, g - h * 0.75], [x - 34, g - h], [x - 26, g - h * 0.75]], lit) +
        poly([[x + 26, g - h * 0.75], [x + 34, g - h], [x + 38, g - h * 0.75]], lit) + poly([[x - 26, g - h * 0.75], [x, g - h * 0.82], [x + 26, g - h * 0.75]], lit) +
        rect(x + 12, g - h * 0.75, 26, h * 0.75, shade) + rect(x - 34, g - h * 0.72, 68, h * 0.7, 'url(#winB)')
    case 'crown': { // A tower topped by a ring of spikes.
      let s = rect(x - 35, g - h * 0.85, 70, h * 0.85, lit) + rect(x + 12, g - h * 0.85, 23, h * 0.85, shade)
      for (let i = 0; i < 6; i++) s += poly([[x - 35 + i * 12, g - h * 0.85], [x - 29 + i * 12, g - h], [x - 23 + i * 12, g - h * 0.85]], shade)
      return s + rect(x - 32, g - h * 0.82, 64, h * 0.8, 'url(#winA)')
    }
    case 'cylinders': { // A taller round tower ringed by four shorter ones.
      let s = ''
      for (const [dx, hh] of [[-70, 0.65], [70, 0.65], [-35, 0.72], [35, 0.72], [0, 1]] as const) {
        s += `<rect x="${n(x + dx - 22)}" y="${n(g - h * hh)}" width="44" height="${n(h * hh)}" rx="10" fill="${dx === 0 ? lit : shade}"/>` + rect(x + dx - 18, g - h * hh + 8, 36, h * hh - 10, 'url(#winB)')
      }
      return s
    }
    case 'pencil': // Slim glass tower with a rounded crown.
      return `<path d="M${n(x - 28)} ${g} V${n(g - h * 0.9)} Q${n(x)} ${n(g - h * 1.05)} ${n(x + 28)} ${n(g - h * 0.9)} V${g} Z" fill="${lit}"/>` + rect(x + 8, g - h * 0.9, 20, h * 0.9, shade) + rect(x - 24, g - h * 0.88, 48, h * 0.86, 'url(#winB)')
    case 'clock-tower': // A stone hall with a tall clock tower, a dome and a statue.
      return rect(x - 110, g - h * 0.28, 220, h * 0.28, lit) + rect(x - 26, g - h * 0.7, 52, h * 0.42, lit) + rect(x - 18, g - h * 0.82, 36, h * 0.12, lit) +
        `<ellipse cx="${n(x)}" cy="${n(g - h * 0.82)}" rx="18" ry="22" fill="${shade}"/><circle cx="${n(x)}" cy="${n(g - h * 0.64)}" r="11" fill="#f5f1e6" stroke="${shade}" stroke-width="3"/>` +
        rect(x - 3, g - h * 0.95, 6, h * 0.12, shade) + rect(x - 100, g - h * 0.26, 200, h * 0.24, 'url(#winA)')
    case 'pyramid-roof': // A granite tower topped by a pyramid and a lantern.
      return rect(x - 30, g - h * 0.78, 60, h * 0.78, lit) + rect(x + 10, g - h * 0.78, 20, h * 0.78, shade) + poly([[x - 32, g - h * 0.78], [x, g - h * 0.95], [x + 32, g - h * 0.78]], shade) +
        rect(x - 4, g - h * 1.0, 8, h * 0.06, p.window) + rect(x - 26, g - h * 0.76, 52, h * 0.74, 'url(#winA)')
    case 'spire': // A tall tower with a stepped crown and a needle.
      return rect(x - 34, g - h * 0.78, 68, h * 0.78, lit) + rect(x + 12, g - h * 0.78, 22, h * 0.78, shade) + poly([[x - 34, g - h * 0.78], [x, g - h * 0.9], [x + 34, g - h * 0.78]], shade) +
        rect(x - 2, g - h * 1.05, 4, h * 0.16, shade) + rect(x - 30, g - h * 0.76, 60, h * 0.74, 'url(#winB)')
  }
}

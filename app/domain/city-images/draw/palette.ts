import type { CityTraits } from '../city-traits.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { hsl } from './svg.ts'

/** The colours of one picture: sky, light, haze, land and buildings. */
export interface Palette {
  skyTop: string
  skyMid: string
  skyHorizon: string
  sun: string
  sunGlow: string
  /** Sun position in canvas units and its radius. */
  sunX: number
  sunY: number
  sunR: number
  cloud: string
  /** Colour far things fade towards. */
  haze: string
  water: string
  waterDeep: string
  /** Lit and shaded faces of buildings, by depth (0 = far, 1 = near). */
  building: (depth: number, rng: Rng) => { lit: string; shade: string }
  window: string
  land: string
  landDark: string
  /** 1 when the light comes from the left (shadows fall right), -1 otherwise. */
  lightFrom: 1 | -1
  golden: boolean
}

export function makePalette(t: CityTraits, rng: Rng): Palette {
  const lightFrom = rng.chance(0.5) ? 1 : -1
  const sunX = lightFrom === 1 ? rng.range(120, 520) : rng.range(1080, 1480)
  const tint = t.tint
  const landHue = t.land === 'dry' ? 38 : t.land === 'red-rock' ? 15 : t.land === 'snow' ? 210 : t.climate === 'desert' ? 35 : t.climate === 'tropical' ? 110 : 95
  const landSat = t.land === 'snow' ? 10 : t.land === 'dry' || t.climate === 'desert' ? 35 : 38
  if (t.palette === 'golden') {
    const warm = rng.range(20, 38)
    return {
      skyTop: hsl(215 + rng.range(-10, 15), 45, 38), skyMid: hsl(warm + 8, 75, 68), skyHorizon: hsl(warm + 18, 95, 78),
      sun: hsl(45, 100, 88), sunGlow: hsl(warm + 10, 100, 65), sunX, sunY: rng.range(470, 560), sunR: rng.range(38, 56),
      cloud: hsl(warm, 70, 78), haze: hsl(warm + 5, 60, 72),
      water: hsl(warm + 5, 45, 55), waterDeep: hsl(220, 35, 28),
      building: (d, r) => {
        const h = tint + r.range(-25, 25)
        // Sunlit stone takes the warm light; glass keeps the city's tint.
        const lit = r.chance(0.55) ? hsl(warm + 8 + r.range(-8, 8), 35 + 20 * d, 50 + 12 * (1 - d) + r.range(-10, 8)) : hsl(h, 18 + 14 * d, 52 + 10 * (1 - d) + r.range(-10, 8))
        return { lit, shade: hsl(h, 22 + 10 * d, 26 + 16 * (1 - d) + r.range(-5, 5)) }
      },
      window: hsl(45, 100, 75, 0.55), land: hsl(landHue - 5, landSat + 10, 32), landDark: hsl(landHue - 10, landSat, 20), lightFrom, golden: true,
    }
  }
  if (t.palette === 'morning') {
    return {
      skyTop: hsl(205 + rng.range(-8, 8), 55, 62), skyMid: hsl(330 + rng.range(-15, 15), 45, 82), skyHorizon: hsl(30 + rng.range(-10, 10), 80, 86),
      sun: hsl(50, 100, 94), sunGlow: hsl(25, 90, 82), sunX, sunY: rng.range(380, 480), sunR: rng.range(32, 44),
      cloud: hsl(340, 50, 90), haze: hsl(320, 30, 84),
      water: hsl(210, 40, 62), waterDeep: hsl(215, 40, 38),
      building: (d, r) => {
        const h = tint + r.range(-20, 20)
        return { lit: hsl(h, 18 + 12 * d, 70 - 16 * d + r.range(-6, 6)), shade: hsl(h + 10, 22 + 10 * d, 52 - 18 * d + r.range(-5, 5)) }
      },
      window: hsl(30, 80, 92, 0.5), land: hsl(landHue, landSat, 42), landDark: hsl(landHue, landSat - 5, 28), lightFrom, golden: false,
    }
  }
  return {
    skyTop: hsl(208 + rng.range(-6, 6), 70, 48), skyMid: hsl(205, 65, 68), skyHorizon: hsl(195, 55, 86),
    sun: hsl(55, 100, 97), sunGlow: hsl(55, 100, 92), sunX, sunY: rng.range(90, 200), sunR: rng.range(30, 40),
    cloud: hsl(0, 0, 100), haze: hsl(200, 40, 86),
    water: hsl(200 + rng.range(-10, 10), 60, 48), waterDeep: hsl(210, 65, 30),
    building: (d, r) => {
      const h = tint + r.range(-20, 20)
      return { lit: hsl(h, 14 + 16 * d, 78 - 16 * d + r.range(-8, 8)), shade: hsl(h, 20 + 12 * d, 55 - 18 * d + r.range(-6, 6)) }
    },
    window: hsl(205, 60, 35, 0.35), land: hsl(landHue, landSat + 8, 40), landDark: hsl(landHue, landSat, 26), lightFrom, golden: false,
  }
}

import type { CityTraits, Landmark } from '../../city-traits.ts'
import type { Palette } from '../palette.ts'
import type { Rng } from '~/lib/seeded-random.ts'
import { hsl, W } from '../svg.ts'
import { HORIZON } from '../terrain.ts'
import { GROUND, waterBand } from '../water.ts'
import { archBridge, cableBridge, goldenGate, suspensionBridge, trussBridge } from './bridges.ts'
import { balloons, hillsideSign, paddleSteamer, sailboats, statue, waterfall } from './scenery.ts'
import { capitolDome, derricks, ferrisWheel, grainElevator, millStacks, stadiumDome, wings, windTurbines } from './structures.ts'
import { lighthouse, needleTower, obelisk, spireTower, steeples, templeSpires, waterTower } from './towers.ts'

/** A stretch of the picture a landmark may use: x from x0 to x1, and a deck/base height. */
export interface Spot {
  x0: number
  x1: number
  deck: number
}

interface Layout {
  centre: number
  halfWidth: number
  tallest: number
}

/** The city's landmarks: the first beside the skyline on one side, the second on the other. */
export function drawLandmarks(t: CityTraits, p: Palette, rng: Rng, layout: Layout): { back: string; front: string } {
  const band = waterBand(t)
  const leftFirst = layout.centre > W / 2
  let back = ''
  let front = ''
  t.landmarks.forEach((landmark, i) => {
    const left = i === 0 ? leftFirst : !leftFirst
    const free = left ? { x0: 60, x1: Math.max(260, layout.centre - layout.halfWidth * 0.75) } : { x0: Math.min(W - 260, layout.centre + layout.halfWidth * 0.75), x1: W - 60 }
    const mid = (free.x0 + free.x1) / 2
    const { lit, shade } = p.building(1, rng)
    const deck = band ? (t.water === 'river' ? band.top + 22 : GROUND + 70) : GROUND
    const bridgeSpot: Spot = left ? { x0: -20, x1: Math.max(520, layout.centre - 80), deck } : { x0: Math.min(W - 520, layout.centre + 80), x1: W + 20, deck }
    const drawn = draw(landmark, { p, rng, lit, shade, mid, free, bridgeSpot, band, layout })
    if (drawn.front) front += drawn.front
    else back += drawn.back ?? ''
  })
  return { back, front }
}

interface Ctx {
  p: Palette
  rng: Rng
  lit: string
  shade: string
  mid: number
  free: { x0: number; x1: number }
  bridgeSpot: Spot
  band: { top: number; bottom: number } | undefined
  layout: Layout
}

function draw(l: Landmark, c: Ctx): { back?: string; front?: string } {
  const bridgeColor = c.p.golden ? hsl(20, 25, 28) : hsl(210, 12, 38)
  const dome = c.rng.pick([hsl(45, 85, 55), hsl(45, 85, 55), hsl(165, 35, 50), '#f2f0ea'])
  const bandTop = c.band?.top ?? GROUND + 20
  const bandBottom = c.band?.bottom ?? GROUND + 80
  switch (l) {
    case 'capitol-dome': return { back: capitolDome(c.mid, 0.9, c.lit, dome) }
    case 'needle-tower': return { back: needleTower(c.mid, Math.max(300, c.layout.tallest * 0.95), c.shade) }
    case 'spire-tower': return { back: spireTower(c.mid, Math.max(260, c.layout.tallest * 1.05), c.shade) }
    case 'obelisk': return { back: obelisk(c.mid, 240, c.lit) }
    case 'water-tower': return { back: waterTower(c.mid, c.shade) }
    case 'steeples': return { back: steeples(c.mid - 45, c.lit) }
    case 'temple-spires': return { back: templeSpires(c.mid, '#eeeae0') }
    case 'lighthouse': return { front: lighthouse(c.mid, bandTop + 6, hsl(0, 65, 42)) }
    case 'stadium-dome': return { back: stadiumDome(c.mid, c.shade, '#eef0f2') }
    case 'ferris-wheel': return { back: ferrisWheel(c.mid, 85, c.shade) }
    case 'grain-elevator': return { back: grainElevator(c.mid - 80, c.lit) }
    case 'mill-stacks': return { back: millStacks(c.mid, hsl(8, 50, 38)) }
    case 'derricks': return { back: derricks(c.mid - 80, c.shade) }
    case 'wind-turbines': return { back: windTurbines(c.free.x0 + 20, '#f4f6f8') }
    case 'wings': return { back: wings(c.mid, '#f4f6f8') }
    case 'suspension-bridge': return { front: suspensionBridge(c.bridgeSpot, bridgeColor) }
    case 'golden-gate': return { front: goldenGate(c.bridgeSpot) }
    case 'cable-bridge': return { front: cableBridge(c.bridgeSpot, '#e9ecef') }
    case 'truss-bridge': return { front: trussBridge(c.bridgeSpot, c.p.golden ? hsl(200, 30, 30) : hsl(200, 35, 35)) }
    case 'arch-bridge': return { front: archBridge(c.bridgeSpot, hsl(35, 25, 55)) }
    case 'balloons': return { front: balloons(c.rng, 80, W - 80) }
    case 'sailboats': return { front: sailboats(c.rng, c.free.x0, c.free.x1, bandTop + 30, Math.min(bandBottom - 20, bandTop + 140)) }
    case 'paddle-steamer': return { front: paddleSteamer(c.mid, bandTop + 32) }
    case 'waterfall': return { front: waterfall(c.rng, c.free.x0 - 40, c.free.x1 + 40, bandTop + 10) }
    case 'hollywood-sign': return { back: hillsideSign(c.mid - 110, HORIZON - 150) }
    case 'statue': return c.band ? { front: statue(c.mid, bandTop + 40, hsl(165, 30, 45)) } : { back: statue(c.mid, GROUND - 40, c.shade) }
  }
}

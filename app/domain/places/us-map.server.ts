import { createRequire } from 'node:module'
import { geoAlbersUsa, geoPath } from 'd3-geo'
import { feature, mesh } from 'topojson-client'
import { presimplify, simplify } from 'topojson-simplify'
import type { GeometryCollection, Topology } from 'topojson-specification'
import type { Point } from '~/lib/geo.ts'

/** The size `us-atlas`'s Albers USA shapes are drawn at (Alaska and Hawaii inset). */
export const US_MAP_WIDTH = 975
export const US_MAP_HEIGHT = 610
/** Simplification weight: about 20 KB of paths, state lines still recognisable at 375 px. */
const MIN_WEIGHT = 2

const projection = geoAlbersUsa().scale(1300).translate([US_MAP_WIDTH / 2, US_MAP_HEIGHT / 2])

/** A point on the U.S. map, or null when it is outside the Albers USA insets. */
export function projectUs(p: Point): { x: number; y: number } | null {
  const xy = projection([p.longitude, p.latitude])
  return xy ? { x: Math.round(xy[0] * 10) / 10, y: Math.round(xy[1] * 10) / 10 } : null
}

let cached: string | null = null

/**
 * The base map (nation and state lines) as a standalone SVG, drawn once per process from the Census
 * shapes of `us-atlas` (already projected with the same Albers USA), simplified and rounded to whole pixels.
 */
export function usBaseMapSvg(): string {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  type Objects = { nation: GeometryCollection; states: GeometryCollection }
  const topology = simplify(presimplify(require('us-atlas/states-albers-10m.json') as Topology<Objects>), MIN_WEIGHT) as Topology<Objects>
  const path = geoPath().digits(0)
  const nation = path(feature(topology, topology.objects.nation)) ?? ''
  const states = path(mesh(topology, topology.objects.states, (a, b) => a !== b)) ?? ''
  cached = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${US_MAP_WIDTH} ${US_MAP_HEIGHT}">` +
    `<path d="${nation}" fill="#ffffff" stroke="#94a3b8" stroke-width="1"/>` +
    `<path d="${states}" fill="none" stroke="#cbd5e1" stroke-width="0.75" stroke-linejoin="round"/></svg>`
  return cached
}

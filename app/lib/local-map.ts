import { distanceMiles, type Point } from './geo.ts'

/** A place on a drawn map, in the SVG's pixels. */
export interface MapMark {
  x: number
  y: number
  /** What it is: the link's accessible name and the SVG <title>. */
  label: string
  href?: string
  /** Its number on the list beside the map. */
  n?: number
  /** Dot radius in pixels (the /city map sizes cities by their businesses). */
  r?: number
  /** The business the page is about. */
  current?: boolean
  /** Context only (its city's other businesses): a small grey dot. */
  muted?: boolean
}

/** What a map component draws: its size, its marks, circles of a radius, and an optional base image of the same size. */
export interface MapData {
  width: number
  height: number
  marks: MapMark[]
  /** The place searched near or the city's centre. */
  center?: MapMark
  /** Circles around the centre, in pixels, labelled ("10 mi"). */
  rings?: { r: number; label: string }[]
  /** A drawn base map of the same size (e.g. /maps/us.svg). */
  background?: string
}

const MILES_PER_DEGREE_LATITUDE = 69.05

/**
 * A map of a small area (a city, a search's radius): an equirectangular projection around `center`
 * (good to well under a percent over 100 miles), scaled so that `spanMiles` from the centre fits the
 * shorter side. Pure and tiny: no map code ships to the browser.
 */
export function localProjection(center: Point, spanMiles: number, width: number, height: number, padding = 18) {
  const pxPerMile = (Math.min(width, height) / 2 - padding) / Math.max(spanMiles, 0.2)
  const cos = Math.cos((center.latitude * Math.PI) / 180)
  return {
    pxPerMile,
    project: (p: Point) => ({
      x: Math.round((width / 2 + (p.longitude - center.longitude) * cos * MILES_PER_DEGREE_LATITUDE * pxPerMile) * 10) / 10,
      y: Math.round((height / 2 - (p.latitude - center.latitude) * MILES_PER_DEGREE_LATITUDE * pxPerMile) * 10) / 10,
    }),
  }
}

/** The farthest of `points` from `center`, in miles (0 without any). */
export function farthestMiles(center: Point, points: Point[]): number {
  return points.reduce((max, p) => Math.max(max, distanceMiles(center, p)), 0)
}

/** Marks at the same spot (businesses at one ZIP code's centroid) spread round it, so each number shows; the lowest drawn last (on top). */
export function spreadOverlaps(marks: MapMark[], radius = 13): MapMark[] {
  const groups = new Map<string, MapMark[]>()
  for (const m of marks) {
    const key = `${Math.round(m.x / 4)}:${Math.round(m.y / 4)}`
    groups.set(key, [...(groups.get(key) ?? []), m])
  }
  const spread = [...groups.values()].flatMap((group) =>
    group.length === 1 ? group : group.map((m, i) => ({
      ...m,
      x: Math.round((m.x + radius * Math.cos((2 * Math.PI * i) / group.length - Math.PI / 2)) * 10) / 10,
      y: Math.round((m.y + radius * Math.sin((2 * Math.PI * i) / group.length - Math.PI / 2)) * 10) / 10,
    })),
  )
  return spread.reverse()
}

/** A round distance for a map's scale ring: the biggest of 0.5, 1, 2, 5, 10… miles within `span`. */
export function ringMiles(span: number): number {
  return [100, 50, 25, 10, 5, 2, 1, 0.5].find((m) => m <= span) ?? 0.5
}

import { distanceMiles, type Point } from './geo.ts'
import { boxAround, inside, layoutPins, placeLabel, type Box, type LabelSide, type XY } from './pin-layout.ts'

/** A dot drawn in the map's SVG, so scaled with it: a city on the U.S. map (sized by its businesses), a business's neighbour. */
export interface MapDot {
  x: number
  y: number
  /** What it is: the link's accessible name and the SVG <title>. */
  label: string
  href?: string
  /** Radius in the map's units (the /city map sizes cities by their businesses). */
  r?: number
  /** Context only (its city's other businesses): a small grey dot, not a link. */
  muted?: boolean
}

/** A pin, drawn over the map in CSS pixels where layoutPins put it. */
export interface MapPin {
  x: number
  y: number
  /** Its place on the map, when it stands off it (a line joins the two). */
  at: XY
  /** Where it is on Earth (the street map's pin). */
  point: Point
  /** Its number on the list beside the map; none for the business the page is about. */
  n?: number
  /** The link's accessible name, or the pin's title. */
  label: string
  href?: string
  /** Pins for which the map had no room, which this one stands for too (their labels). */
  joined?: string[]
}

/** Where drawMap put the pins and labels for a box `minWidth` CSS px wide or wider. */
export interface MapLayer {
  minWidth: number
  pins: MapPin[]
  /** The centre's label's box in map units, and its side of the dot (placeLabel). */
  centerLabel?: { box: Box; side: LabelSide }
  /** Each ring's label's box in map units; null: the ring's top is off the map. */
  ringLabels: (Box | null)[]
}

/** What a map component draws: its size in its own units, and what is on it. */
export interface MapData {
  width: number
  height: number
  dots: MapDot[]
  /** The place searched near or the city's centre. */
  center?: XY & { point: Point; label: string }
  /** Circles around the map's middle, labelled ("10 mi"). */
  rings?: { r: number; label: string }[]
  /** A drawn base map of the same size (e.g. /maps/us.svg). */
  background?: string
  /** The pins and labels laid out for the map's narrowest box, then for WIDE_PX and wider, where there is room to keep them nearer their points. */
  layers: MapLayer[]
}

/** The sizes of what is drawn in CSS pixels: at least 12 px text, 24 px pins (WCAG's smallest target). */
export const PIN_PX = 24
export const PIN_GAP_PX = 2
export const DOT_PX = 12
export const LABEL_FONT_PX = 13
export const LABEL_HEIGHT_PX = 18
export const RING_FONT_PX = 12
/** From this width (CSS px) a map shows its second layout; the component's container query says the same. */
export const WIDE_PX = 560

/** The margin (map units) that keeps a pin at a map's edge whole: half a pin and a little. */
export const pinMargin = (map: { width: number; minWidth: number }): number => ((PIN_PX / 2 + 4) * map.width) / map.minWidth

/**
 * How wide a label of `text` is drawn, in CSS pixels: an upper bound for Inter (semibold) at
 * `fontPx`, plus a little padding. The component gives the label this width, so the box laid out is
 * the box drawn, whatever the font.
 */
export function labelWidthPx(text: string, fontPx: number): number {
  return Math.ceil(text.length * fontPx * 0.62 + 8)
}

/** What a drawn map is made from: its pins at their projected points, and what they must not cover. */
export interface MapDraft {
  width: number
  height: number
  minWidth: number
  pins: (Omit<MapPin, 'at' | 'joined'>)[]
  dots?: MapDot[]
  center?: XY & { point: Point; label: string }
  rings?: { r: number; label: string }[]
  background?: string
}

/**
 * Lays a map out for its narrowest box, and again for a wide one: each ring's label at the ring's
 * top, the centre's label on a side of its dot that covers no pin, then the pins round all of
 * those (layoutPins), each standing off its point only as far as it must.
 */
export function drawMap(draft: MapDraft): MapData {
  const { width, height, minWidth, center, rings } = draft
  const layers = [minWidth, ...(WIDE_PX > minWidth ? [WIDE_PX] : [])].map((boxWidth) => layOut(draft, boxWidth))
  return { width, height, dots: draft.dots ?? [], ...(center ? { center } : {}), ...(rings ? { rings } : {}), ...(draft.background ? { background: draft.background } : {}), layers }
}

function layOut(draft: MapDraft, minWidth: number): MapLayer {
  const { width, height } = draft
  const unit = width / minWidth
  const ringLabels = (draft.rings ?? []).map((ring) => {
    const x0 = width / 2 + 4 * unit
    const y0 = height / 2 - ring.r + 2 * unit
    const box = { x0, y0, x1: x0 + labelWidthPx(ring.label, RING_FONT_PX) * unit, y1: y0 + LABEL_HEIGHT_PX * unit }
    return inside(box, width, height) ? box : null
  })
  const obstacles = ringLabels.filter((b) => b !== null)
  let centerLabel: MapLayer['centerLabel']
  if (draft.center) {
    const c = draft.center
    const { side, ...box } = placeLabel(c, { width: Math.min(labelWidthPx(c.label, LABEL_FONT_PX) * unit, width), height: LABEL_HEIGHT_PX * unit }, {
      width, height, dot: DOT_PX * unit, avoid: [...draft.pins.map((p) => boxAround(p, PIN_PX * unit)), ...obstacles],
    })
    centerLabel = { box, side }
    obstacles.push(box, boxAround(c, DOT_PX * unit))
  }
  const placed = layoutPins(draft.pins, { width, height, size: PIN_PX * unit, gap: PIN_GAP_PX * unit, obstacles })
  const pins = placed.map((p) => {
    const pin = draft.pins[p.index]!
    return { ...pin, x: p.x, y: p.y, at: { x: pin.x, y: pin.y }, ...(p.joined.length > 0 ? { joined: p.joined.map((i) => draft.pins[i]!.label) } : {}) }
  })
  return { minWidth, pins, ...(centerLabel ? { centerLabel } : {}), ringLabels }
}

const MILES_PER_DEGREE_LATITUDE = 69.05

/**
 * A map of a small area (a city, a search's radius): an equirectangular projection around `center`
 * (good to well under a percent over 100 miles), scaled so that `spanMiles` from the centre fits the
 * shorter side.
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

/** A round distance for a map's scale ring: the biggest of 0.5, 1, 2, 5, 10… miles within `span`. */
export function ringMiles(span: number): number {
  return [100, 50, 25, 10, 5, 2, 1, 0.5].find((m) => m <= span) ?? 0.5
}

/**
 * Where a map's pins and its place label go so that none covers another: a deterministic layout,
 * run once by the loader for the server-drawn map and again by the street map after a zoom.
 *
 * Units are the map's own (its SVG's viewBox). Pins and labels are sized in CSS pixels, so their
 * boxes are given here for the narrowest box the map is drawn in: wider, the map grows and they do
 * not, so what does not overlap there overlaps nowhere (each box shrinks towards its anchor).
 */

export interface Box {
  x0: number
  y0: number
  x1: number
  y1: number
}

export interface XY {
  x: number
  y: number
}

/** A pin where it was put: its index among the points given, and the indexes of points that found no room and were joined to it. */
export interface PlacedPin extends XY {
  index: number
  joined: number[]
}

export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

export const inside = (a: Box, width: number, height: number): boolean => a.x0 >= 0 && a.y0 >= 0 && a.x1 <= width && a.y1 <= height

/** The square of side `size` centred on `p`. */
export const boxAround = (p: XY, size: number): Box => ({ x0: p.x - size / 2, y0: p.y - size / 2, x1: p.x + size / 2, y1: p.y + size / 2 })

const round = (n: number) => Math.round(n * 10) / 10
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n))
const distance2 = (a: XY, b: XY) => (a.x - b.x) ** 2 + (a.y - b.y) ** 2

/** Rings of candidate spots round a point: 8, 16, 24… spots at 1, 2, 3… pitches. */
const RINGS = 3

/**
 * Puts each point's pin, in the order given (pin 1 first: it keeps its spot when another would take
 * it), at the free spot nearest its point: the point itself, else a ring round it, else a cell of
 * a grid over the whole map. A spot is free when the pin's box (side `size`, `gap` more between
 * pins) lies inside the map and touches neither a pin put before nor an obstacle (the place's
 * label, its dot). Should the greedy pass find no spot for some pin, every pin goes to the grid,
 * whose cells never overlap; a pin for which even the grid has no room joins the nearest pin put
 * (drawn as one pin with a count), which on the site's maps never happens (25 pins at most, over
 * 50 cells).
 */
export function layoutPins(points: XY[], map: { width: number; height: number; size: number; gap: number; obstacles: Box[] }): PlacedPin[] {
  const pitch = map.size + map.gap
  const half = pitch / 2
  const within = (p: XY): XY => ({ x: clamp(p.x, half, map.width - half), y: clamp(p.y, half, map.height - half) })
  const clear = (p: XY) => {
    const box = boxAround(p, pitch)
    return inside(box, map.width, map.height) && !map.obstacles.some((o) => overlaps(box, o))
  }
  const cells = gridCells(map.width, map.height, pitch).filter(clear)
  const apart = (p: XY, placed: XY[]) => placed.every((q) => Math.abs(p.x - q.x) >= pitch || Math.abs(p.y - q.y) >= pitch)

  const greedy: PlacedPin[] = []
  for (const [index, point] of points.entries()) {
    const home = within(point)
    const candidates = [home, ...ringSpots(home, pitch).map(within), ...cells]
    let best: XY | null = null
    for (const c of candidates) {
      if ((best === null || distance2(c, point) < distance2(best, point)) && clear(c) && apart(c, greedy)) best = c
    }
    if (!best) break
    greedy.push({ index, x: round(best.x), y: round(best.y), joined: [] })
  }
  if (greedy.length === points.length) return greedy

  // The grid: each pin takes the free cell nearest its point; with no cell left, it joins the nearest pin.
  const taken = new Set<number>()
  const placed: PlacedPin[] = []
  for (const [index, point] of points.entries()) {
    let best = -1
    for (const [i, c] of cells.entries()) if (!taken.has(i) && (best < 0 || distance2(c, point) < distance2(cells[best]!, point))) best = i
    if (best >= 0) {
      taken.add(best)
      placed.push({ index, x: round(cells[best]!.x), y: round(cells[best]!.y), joined: [] })
      continue
    }
    const nearest = placed.reduce<PlacedPin | null>((n, p) => (n === null || distance2(p, point) < distance2(n, point) ? p : n), null)
    nearest?.joined.push(index)
  }
  return placed
}

/** Centres of a grid of cells at least `pitch` wide and high covering the map. */
function gridCells(width: number, height: number, pitch: number): XY[] {
  const columns = Math.floor(width / pitch)
  const rows = Math.floor(height / pitch)
  const cells: XY[] = []
  for (let r = 0; r < rows; r++) for (let c = 0; c < columns; c++) cells.push({ x: ((c + 0.5) * width) / columns, y: ((r + 0.5) * height) / rows })
  return cells
}

function ringSpots(p: XY, pitch: number): XY[] {
  const spots: XY[] = []
  for (let k = 1; k <= RINGS; k++) {
    const count = 8 * k
    // Starting straight up, clockwise: the first spots tried for a pin pushed off its point.
    for (let i = 0; i < count; i++) {
      const angle = (2 * Math.PI * i) / count - Math.PI / 2
      spots.push({ x: p.x + k * pitch * Math.cos(angle), y: p.y + k * pitch * Math.sin(angle) })
    }
  }
  return spots
}

export type LabelSide = 'right' | 'left' | 'below' | 'above'

/**
 * Where a label of `width` × `height` (map units) goes beside a dot at `p` (a `dot`-wide square):
 * right of it, left, below, then above (those two centred and kept inside the map), the first side
 * inside the map that covers none of `avoid` (the pins at their own points, so they can stay there);
 * failing that the first inside the map, failing that below, pushed inside.
 */
export function placeLabel(p: XY, label: { width: number; height: number }, map: { width: number; height: number; dot: number; avoid: Box[] }): Box & { side: LabelSide } {
  const { width: w, height: h } = label
  const gap = map.dot / 2 + 2
  const cx = clamp(p.x - w / 2, 0, Math.max(0, map.width - w))
  const sides = [
    { side: 'right' as const, x0: p.x + gap, y0: p.y - h / 2 },
    { side: 'left' as const, x0: p.x - gap - w, y0: p.y - h / 2 },
    { side: 'below' as const, x0: cx, y0: p.y + gap },
    { side: 'above' as const, x0: cx, y0: p.y - gap - h },
  ].map((s) => ({ ...s, x1: s.x0 + w, y1: s.y0 + h }))
  const fits = sides.filter((s) => inside(s, map.width, map.height))
  const free = fits.find((s) => !map.avoid.some((a) => overlaps(s, a)))
  const chosen = free ?? fits[0]
  if (chosen) return chosen
  const y0 = clamp(p.y + gap, 0, Math.max(0, map.height - h))
  return { side: 'below', x0: cx, y0, x1: cx + w, y1: y0 + h }
}

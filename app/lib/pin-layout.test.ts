import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { drawMap, labelWidthPx, LABEL_FONT_PX, PIN_PX, WIDE_PX, type MapData } from './local-map.ts'
import { boxAround, inside, layoutPins, overlaps, placeLabel, type Box, type XY } from './pin-layout.ts'

const size = 30
const gap = 2

/** The boxes of `placed` pins: none overlaps another nor comes nearer than `gap`. */
function expectApart(placed: XY[], pinSize: number, pinGap: number) {
  for (const [i, a] of placed.entries()) {
    for (const b of placed.slice(i + 1)) expect(overlaps(boxAround(a, pinSize + pinGap), boxAround(b, pinSize)), `${JSON.stringify(a)} and ${JSON.stringify(b)}`).toBe(false)
  }
}

describe('layoutPins', () => {
  it('leaves pins that do not touch where they are, in the order given', () => {
    const points = [{ x: 50, y: 50 }, { x: 150, y: 50 }, { x: 100, y: 150 }]
    expect(layoutPins(points, { width: 300, height: 300, size, gap, obstacles: [] })).toEqual(points.map((p, index) => ({ ...p, index, joined: [] })))
  })

  it('keeps pin 1 on its point and puts the others at its spot beside it, a pitch away', () => {
    const same = Array.from({ length: 5 }, () => ({ x: 150, y: 150 }))
    const placed = layoutPins(same, { width: 300, height: 300, size, gap, obstacles: [] })
    expect(placed[0]).toMatchObject({ x: 150, y: 150 })
    expectApart(placed, size, gap)
    for (const p of placed.slice(1)) expect(Math.hypot(p.x - 150, p.y - 150)).toBeLessThanOrEqual((size + gap) * Math.SQRT2 + 0.1)
  })

  it('moves a pin off the label it would cover', () => {
    const label = { x0: 100, y0: 90, x1: 220, y1: 110 }
    const [pin] = layoutPins([{ x: 150, y: 100 }], { width: 300, height: 300, size, gap, obstacles: [label] })
    expect(overlaps(boxAround(pin!, size), label)).toBe(false)
  })

  it('is the same layout every time for the same points', () => {
    const points = Array.from({ length: 20 }, (_, i) => ({ x: 100 + (i % 3), y: 100 + (i % 2) }))
    const map = { width: 400, height: 300, size, gap, obstacles: [{ x0: 90, y0: 95, x1: 180, y1: 115 }] }
    expect(layoutPins(points, map)).toEqual(layoutPins(points, map))
  })

  it('joins a pin to its nearest when the map has no room left (a map two pins wide)', () => {
    const placed = layoutPins([{ x: 10, y: 10 }, { x: 50, y: 10 }, { x: 30, y: 10 }], { width: 64, height: 32, size, gap, obstacles: [] })
    expect(placed.map((p) => p.index)).toEqual([0, 1])
    expect(placed.flatMap((p) => p.joined)).toEqual([2])
    expectApart(placed, size, gap)
  })

  // Any points (piled on one spot, spread, outside the map), any obstacle (the place's label): every
  // pin is put inside the map, touching no other pin and no obstacle, or joined to one when the
  // map is full.
  it('never lets two pins, or a pin and an obstacle, overlap, and keeps every pin inside the map', () => {
    const coordinate = fc.double({ min: -50, max: 700, noNaN: true })
    const arbitrary = fc.record({
      width: fc.integer({ min: 200, max: 700 }),
      height: fc.integer({ min: 150, max: 500 }),
      pile: fc.array(fc.record({ x: coordinate, y: coordinate }), { maxLength: 30 }),
      repeats: fc.array(fc.nat({ max: 29 }), { maxLength: 15 }),
      obstacle: fc.record({ x: fc.double({ min: 0, max: 1, noNaN: true }), y: fc.double({ min: 0, max: 1, noNaN: true }), w: fc.integer({ min: 10, max: 160 }), h: fc.integer({ min: 10, max: 30 }) }),
    })
    fc.assert(fc.property(arbitrary, ({ width, height, pile, repeats, obstacle }) => {
      // Several pins at one point, as businesses at one ZIP code's centroid are.
      const points = [...pile, ...repeats.flatMap((i) => (pile[i] ? [pile[i]] : []))]
      const o = { x0: obstacle.x * (width - obstacle.w), y0: obstacle.y * (height - obstacle.h), x1: obstacle.x * (width - obstacle.w) + obstacle.w, y1: obstacle.y * (height - obstacle.h) + obstacle.h }
      const placed = layoutPins(points, { width, height, size, gap, obstacles: [o] })
      expectApart(placed, size, gap)
      for (const p of placed) {
        expect(inside(boxAround(p, size), width, height)).toBe(true)
        expect(overlaps(boxAround(p, size), o)).toBe(false)
      }
      // Every pin is drawn, on its own or joined to another.
      expect([...placed.map((p) => p.index), ...placed.flatMap((p) => p.joined)].sort((a, b) => a - b)).toEqual(points.map((_, i) => i))
    }), { numRuns: 150 })
  })
})

describe('placeLabel', () => {
  it('puts the label right of its dot, or left of it at the right edge, or under it when neither side has room', () => {
    const label = { width: 80, height: 18 }
    const map = { width: 300, height: 200, dot: 12, avoid: [] }
    expect(placeLabel({ x: 100, y: 100 }, label, map).side).toBe('right')
    expect(placeLabel({ x: 260, y: 100 }, label, map).side).toBe('left')
    expect(placeLabel({ x: 150, y: 100 }, { width: 160, height: 18 }, map)).toMatchObject({ side: 'below', x0: 70, x1: 230 })
  })

  it('takes a side that covers no pin when there is one', () => {
    const pinRight = boxAround({ x: 140, y: 100 }, 30)
    expect(placeLabel({ x: 100, y: 100 }, { width: 80, height: 18 }, { width: 300, height: 200, dot: 12, avoid: [pinRight] }).side).toBe('left')
  })
})

describe('drawMap (the maps of /search and a city page)', () => {
  const pinBoxes = (map: MapData, minWidth: number) => map.layers.find((l) => l.minWidth === minWidth)!.pins.map((p) => boxAround(p, (PIN_PX * map.width) / minWidth))

  // A city page shows 25 businesses at most, /search 12; the maps are drawn 288 CSS px wide at least.
  it('lays out up to 25 pins with the place label, in both layouts, none covering another or the label, none joined', () => {
    const maps = [{ width: 640, height: 360 }, { width: 360, height: 360 }]
    const arbitrary = fc.record({
      map: fc.constantFrom(...maps),
      center: fc.record({ x: fc.double({ min: 0.2, max: 0.8, noNaN: true }), y: fc.double({ min: 0.2, max: 0.8, noNaN: true }) }),
      label: fc.constantFrom('Denver center', '80202 (Denver, CO)', 'your location', 'Colorado Springs center'),
      pins: fc.array(fc.record({ x: fc.double({ min: 0.3, max: 0.7, noNaN: true }), y: fc.double({ min: 0.3, max: 0.7, noNaN: true }) }), { maxLength: 25 }),
      piled: fc.nat({ max: 10 }),
    })
    fc.assert(fc.property(arbitrary, ({ map: size, center, label, pins, piled }) => {
      const c = { x: center.x * size.width, y: center.y * size.height }
      const points = [...Array.from({ length: Math.min(piled, 25 - pins.length) }, () => c), ...pins.map((p) => ({ x: p.x * size.width, y: p.y * size.height }))]
      const drawn = drawMap({
        ...size,
        minWidth: 288,
        pins: points.map((p, i) => ({ ...p, point: { latitude: 0, longitude: 0 }, n: i + 1, label: `${i + 1}. Business`, href: `/b/${i}` })),
        center: { ...c, point: { latitude: 0, longitude: 0 }, label },
        rings: [{ r: size.height / 3, label: '2 mi' }],
      })
      expect(drawn.layers.map((l) => l.minWidth)).toEqual([288, WIDE_PX])
      for (const layer of drawn.layers) {
        const unit = size.width / layer.minWidth
        expect(layer.pins).toHaveLength(points.length)
        expect(layer.pins.some((p) => p.joined)).toBe(false)
        const boxes = pinBoxes(drawn, layer.minWidth)
        for (const [i, a] of boxes.entries()) for (const b of boxes.slice(i + 1)) expect(overlaps(a, b)).toBe(false)
        const labels: Box[] = [layer.centerLabel!.box, ...layer.ringLabels.filter((b) => b !== null)]
        for (const box of boxes) for (const l of labels) expect(overlaps(box, l)).toBe(false)
        // The label's box is as wide as the label is drawn (CSS px, the component's width).
        expect(layer.centerLabel!.box.x1 - layer.centerLabel!.box.x0).toBeCloseTo(Math.min(labelWidthPx(label, LABEL_FONT_PX) * unit, size.width))
      }
    }), { numRuns: 80 })
  })
})

import { hsl, n, pts } from '../svg.ts'
import type { Spot } from './index.ts'

/** Suspension bridge: two towers, a deck and cables sagging between them. */
export function suspensionBridge({ x0, x1, deck }: Spot, color: string): string {
  const span = x1 - x0
  const tA = x0 + span * 0.22
  const tB = x1 - span * 0.22
  const th = Math.min(190, span * 0.32)
  let s = `<rect x="${n(x0)}" y="${n(deck)}" width="${n(span)}" height="9" fill="${color}"/>`
  for (const tx of [tA, tB]) s += `<rect x="${n(tx - 7)}" y="${n(deck - th)}" width="14" height="${n(th + 40)}" fill="${color}"/><rect x="${n(tx - 9)}" y="${n(deck - th * 0.6)}" width="18" height="5" fill="${color}"/>`
  const cable = `M${n(x0)} ${n(deck - 8)} Q${n((x0 + tA) / 2)} ${n(deck - th * 0.35)} ${n(tA)} ${n(deck - th)} Q${n((tA + tB) / 2)} ${n(deck + th * 0.5)} ${n(tB)} ${n(deck - th)} Q${n((tB + x1) / 2)} ${n(deck - th * 0.35)} ${n(x1)} ${n(deck - 8)}`
  s += `<path d="${cable}" fill="none" stroke="${color}" stroke-width="4"/>`
  // Hangers from the main cable to the deck.
  for (let x = tA + 20; x < tB - 10; x += 22) {
    const u = (x - tA) / (tB - tA)
    const y = deck - th + 4 * th * 0.75 * u * (1 - u) * 1
    s += `<line x1="${n(x)}" y1="${n(Math.min(deck, y + th * 0.0))}" x2="${n(x)}" y2="${n(deck)}" stroke="${color}" stroke-width="1.2" opacity="0.8"/>`
  }
  return s
}

export function goldenGate(spot: Spot): string {
  return suspensionBridge(spot, hsl(12, 75, 45))
}

/** Cable-stayed bridge: one or two A-frame pylons with fans of stays. */
export function cableBridge({ x0, x1, deck }: Spot, color: string): string {
  const span = x1 - x0
  let s = `<rect x="${n(x0)}" y="${n(deck)}" width="${n(span)}" height="8" fill="${color}"/>`
  const pylons = span > 500 ? [x0 + span * 0.3, x1 - span * 0.3] : [x0 + span / 2]
  const h = Math.min(170, span * 0.35)
  for (const px of pylons) {
    s += `<polygon points="${pts([[px - 22, deck + 30], [px - 3, deck - h], [px + 3, deck - h], [px + 22, deck + 30], [px + 14, deck + 30], [px, deck - h * 0.5], [px - 14, deck + 30]])}" fill="${color}"/>`
    for (let i = 1; i <= 7; i++) {
      const y = deck - h + i * 8
      s += `<line x1="${n(px)}" y1="${n(y)}" x2="${n(px - i * span * 0.028)}" y2="${n(deck)}" stroke="${color}" stroke-width="1.5"/><line x1="${n(px)}" y1="${n(y)}" x2="${n(px + i * span * 0.028)}" y2="${n(deck)}" stroke="${color}" stroke-width="1.5"/>`
    }
  }
  return s
}

/** Steel truss bridge: a deck with a lattice of triangles above it. */
export function trussBridge({ x0, x1, deck }: Spot, color: string): string {
  const span = x1 - x0
  const h = 46
  let s = `<rect x="${n(x0)}" y="${n(deck)}" width="${n(span)}" height="8" fill="${color}"/><rect x="${n(x0 + 20)}" y="${n(deck - h)}" width="${n(span - 40)}" height="5" fill="${color}"/>`
  const step = 36
  let d = ''
  for (let x = x0 + 20; x < x1 - 20 - step / 2; x += step) d += `M${n(x)} ${n(deck)} L${n(x + step / 2)} ${n(deck - h)} L${n(x + step)} ${n(deck)} `
  s += `<path d="${d}" fill="none" stroke="${color}" stroke-width="4"/>`
  for (let x = x0 + span * 0.18; x < x1; x += span * 0.32) s += `<rect x="${n(x - 8)}" y="${n(deck)}" width="16" height="60" fill="${color}"/>`
  return s
}

/** Stone arch bridge: a row of round arches. */
export function archBridge({ x0, x1, deck }: Spot, color: string): string {
  const span = x1 - x0
  const arches = Math.max(5, Math.round(span / 70))
  const w = span / arches
  let d = `M${n(x0)} ${n(deck)} H${n(x1)} V${n(deck + 70)}`
  for (let i = arches - 1; i >= 0; i--) {
    const ax = x0 + i * w
    d += ` H${n(ax + w - 8)} V${n(deck + 40)} A${n(w / 2 - 8)} ${n(w / 2 - 8)} 0 0 0 ${n(ax + 8)} ${n(deck + 40)} V${n(deck + 70)}`
  }
  return `<path d="${d} H${n(x0)} Z" fill="${color}"/>`
}

import { n, pts } from '../svg.ts'
import { GROUND } from '../water.ts'

/** A capitol: a wide colonnaded hall, a drum and a dome with a lantern. */
export function capitolDome(x: number, scale: number, color: string, dome: string): string {
  const g = GROUND
  const s = scale
  let cols = ''
  for (let i = -4; i <= 4; i++) cols += `<rect x="${n(x + i * 18 * s - 2 * s)}" y="${n(g - 58 * s)}" width="${n(4 * s)}" height="${n(40 * s)}" fill="${dome}" opacity="0.35"/>`
  return `<rect x="${n(x - 150 * s)}" y="${n(g - 60 * s)}" width="${n(300 * s)}" height="${n(60 * s)}" fill="${color}"/>${cols}` +
    `<polygon points="${pts([[x - 60 * s, g - 60 * s], [x, g - 84 * s], [x + 60 * s, g - 60 * s]])}" fill="${color}"/>` +
    `<rect x="${n(x - 40 * s)}" y="${n(g - 120 * s)}" width="${n(80 * s)}" height="${n(44 * s)}" fill="${color}"/>` +
    `<path d="M${n(x - 42 * s)} ${n(g - 118 * s)} A${n(42 * s)} ${n(50 * s)} 0 0 1 ${n(x + 42 * s)} ${n(g - 118 * s)} Z" fill="${dome}"/>` +
    `<rect x="${n(x - 7 * s)}" y="${n(g - 186 * s)}" width="${n(14 * s)}" height="${n(22 * s)}" fill="${dome}"/><rect x="${n(x - 1.5 * s)}" y="${n(g - 200 * s)}" width="${n(3 * s)}" height="${n(16 * s)}" fill="${dome}"/>`
}

/** A low wide stadium dome. */
export function stadiumDome(x: number, color: string, roof: string): string {
  return `<rect x="${n(x - 130)}" y="${n(GROUND - 50)}" width="260" height="50" fill="${color}"/><path d="M${n(x - 135)} ${n(GROUND - 48)} Q${n(x)} ${n(GROUND - 130)} ${n(x + 135)} ${n(GROUND - 48)} Z" fill="${roof}"/>`
}

/** A Ferris wheel with spokes and cabins. */
export function ferrisWheel(x: number, r: number, color: string): string {
  const cy = GROUND - r - 16
  let s = `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${color}" stroke-width="4"/>`
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    s += `<line x1="${n(x)}" y1="${n(cy)}" x2="${n(x + Math.cos(a) * r)}" y2="${n(cy + Math.sin(a) * r)}" stroke="${color}" stroke-width="1.5"/><rect x="${n(x + Math.cos(a) * r - 5)}" y="${n(cy + Math.sin(a) * r)}" width="10" height="9" rx="2" fill="${color}"/>`
  }
  return s + `<polygon points="${pts([[x - r * 0.5, GROUND], [x, cy], [x + r * 0.5, GROUND]])}" fill="none" stroke="${color}" stroke-width="6"/>`
}

/** Grain elevator: a row of tall silos with a head house. */
export function grainElevator(x: number, color: string): string {
  let s = `<rect x="${n(x - 10)}" y="${n(GROUND - 190)}" width="46" height="190" fill="${color}"/>`
  for (let i = 0; i < 5; i++) s += `<rect x="${n(x + 36 + i * 30)}" y="${n(GROUND - 140)}" width="28" height="140" rx="12" fill="${color}"/>`
  return s
}

/** Brick mills along the river with tall smokestacks. */
export function millStacks(x: number, color: string): string {
  let s = `<rect x="${n(x - 160)}" y="${n(GROUND - 70)}" width="320" height="70" fill="${color}"/><rect x="${n(x - 150)}" y="${n(GROUND - 64)}" width="300" height="56" fill="url(#winA)"/>`
  for (const dx of [-110, 40, 130]) s += `<polygon points="${pts([[x + dx - 10, GROUND - 70], [x + dx - 6, GROUND - 190], [x + dx + 6, GROUND - 190], [x + dx + 10, GROUND - 70]])}" fill="${color}"/>`
  return s + `<rect x="${n(x - 20)}" y="${n(GROUND - 130)}" width="40" height="60" fill="${color}"/><polygon points="${pts([[x - 24, GROUND - 130], [x, GROUND - 160], [x + 24, GROUND - 130]])}" fill="${color}"/>`
}

/** Oil derricks: lattice towers. */
export function derricks(x: number, color: string): string {
  let s = ''
  for (const [dx, h] of [[0, 120], [90, 95], [170, 110]] as const) {
    const bx = x + dx
    s += `<path d="M${n(bx - 22)} ${GROUND} L${n(bx)} ${n(GROUND - h)} L${n(bx + 22)} ${GROUND} M${n(bx - 16)} ${n(GROUND - h * 0.3)} L${n(bx + 11)} ${n(GROUND - h * 0.65)} M${n(bx + 16)} ${n(GROUND - h * 0.3)} L${n(bx - 11)} ${n(GROUND - h * 0.65)}" stroke="${color}" stroke-width="4" fill="none"/>`
  }
  return s
}

/** Wind turbines on the plains. */
export function windTurbines(x: number, color: string): string {
  let s = ''
  for (const [dx, h, a] of [[0, 170, 0.3], [140, 140, 1.1], [260, 120, 0.7]] as const) {
    const hx = x + dx
    const hy = GROUND - h
    s += `<polygon points="${pts([[hx - 4, GROUND], [hx - 2, hy], [hx + 2, hy], [hx + 4, GROUND]])}" fill="${color}"/>`
    for (let i = 0; i < 3; i++) {
      const ang = a + (i * Math.PI * 2) / 3
      s += `<line x1="${n(hx)}" y1="${n(hy)}" x2="${n(hx + Math.cos(ang) * h * 0.42)}" y2="${n(hy + Math.sin(ang) * h * 0.42)}" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`
    }
  }
  return s
}

/** A lakefront museum with a pair of white wings opened above it. */
export function wings(x: number, color: string): string {
  let s = `<rect x="${n(x - 120)}" y="${n(GROUND - 40)}" width="240" height="40" fill="${color}"/><polygon points="${pts([[x - 10, GROUND - 40], [x + 4, GROUND - 150], [x + 10, GROUND - 40]])}" fill="${color}"/>`
  for (let i = 0; i < 12; i++) {
    s += `<line x1="${n(x + 4)}" y1="${n(GROUND - 60 - i * 7)}" x2="${n(x - 150 + i * 6)}" y2="${n(GROUND - 110 - i * 9)}" stroke="#f4f6f8" stroke-width="3"/>`
    s += `<line x1="${n(x + 4)}" y1="${n(GROUND - 60 - i * 7)}" x2="${n(x + 158 - i * 6)}" y2="${n(GROUND - 110 - i * 9)}" stroke="#f4f6f8" stroke-width="3"/>`
  }
  return s
}

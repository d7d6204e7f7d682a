import { n, pts } from '../svg.ts'
import { GROUND } from '../water.ts'

/** Space Needle: a slim waisted shaft, a saucer and a spire. */
export function needleTower(x: number, h: number, color: string): string {
  const g = GROUND
  return `<polygon points="${pts([[x - 26, g], [x - 5, g - h * 0.45], [x - 8, g - h * 0.78], [x + 8, g - h * 0.78], [x + 5, g - h * 0.45], [x + 26, g]])}" fill="${color}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(g - h * 0.8)}" rx="46" ry="11" fill="${color}"/><rect x="${n(x - 22)}" y="${n(g - h * 0.86)}" width="44" height="${n(h * 0.06)}" rx="6" fill="${color}"/>` +
    `<polygon points="${pts([[x - 3, g - h * 0.86], [x, g - h], [x + 3, g - h * 0.86]])}" fill="${color}"/>`
}

/** A tall observation tower: a shaft, a pod and a mast. */
export function spireTower(x: number, h: number, color: string): string {
  const g = GROUND
  return `<polygon points="${pts([[x - 14, g], [x - 8, g - h * 0.75], [x + 8, g - h * 0.75], [x + 14, g]])}" fill="${color}"/>` +
    `<rect x="${n(x - 22)}" y="${n(g - h * 0.86)}" width="44" height="${n(h * 0.11)}" rx="8" fill="${color}"/><rect x="${n(x - 2)}" y="${n(g - h)}" width="4" height="${n(h * 0.14)}" fill="${color}"/>`
}

/** A monument column: a square shaft with a pointed top on a stepped base. */
export function obelisk(x: number, h: number, color: string): string {
  const g = GROUND
  return `<rect x="${n(x - 40)}" y="${n(g - 20)}" width="80" height="20" fill="${color}"/><rect x="${n(x - 26)}" y="${n(g - 44)}" width="52" height="24" fill="${color}"/>` +
    `<polygon points="${pts([[x - 12, g - 44], [x - 8, g - h * 0.92], [x, g - h], [x + 8, g - h * 0.92], [x + 12, g - 44]])}" fill="${color}"/>`
}

/** A water tower on legs. */
export function waterTower(x: number, color: string): string {
  const g = GROUND
  return `<path d="M${n(x - 24)} ${g} L${n(x - 16)} ${g - 90} M${n(x + 24)} ${g} L${n(x + 16)} ${g - 90} M${n(x - 20)} ${g - 40} L${n(x + 20)} ${g - 40}" stroke="${color}" stroke-width="4"/>` +
    `<ellipse cx="${n(x)}" cy="${n(g - 108)}" rx="34" ry="24" fill="${color}"/><polygon points="${pts([[x - 30, g - 124], [x, g - 142], [x + 30, g - 124]])}" fill="${color}"/>`
}

/** Church steeples: towers with tall pointed spires. */
export function steeples(x: number, color: string, count = 2): string {
  let s = ''
  for (let i = 0; i < count; i++) {
    const sx = x + i * 90
    const h = 110 + i * 30
    s += `<rect x="${n(sx - 14)}" y="${n(GROUND - h * 0.55)}" width="28" height="${n(h * 0.55)}" fill="${color}"/><polygon points="${pts([[sx - 14, GROUND - h * 0.55], [sx, GROUND - h * 1.15], [sx + 14, GROUND - h * 0.55]])}" fill="${color}"/>` +
      `<rect x="${n(sx - 40)}" y="${n(GROUND - 40)}" width="80" height="40" fill="${color}"/><polygon points="${pts([[sx - 44, GROUND - 40], [sx, GROUND - 66], [sx + 44, GROUND - 40]])}" fill="${color}"/>`
  }
  return s
}

/** A temple with six spires (three each side, the centre ones tallest). */
export function templeSpires(x: number, color: string): string {
  let s = `<rect x="${n(x - 80)}" y="${n(GROUND - 70)}" width="160" height="70" fill="${color}"/>`
  for (const [dx, h] of [[-70, 120], [-48, 140], [-26, 150], [26, 150], [48, 140], [70, 120]] as const) {
    s += `<rect x="${n(x + dx - 8)}" y="${n(GROUND - h)}" width="16" height="${h}" fill="${color}"/><polygon points="${pts([[x + dx - 8, GROUND - h], [x + dx, GROUND - h - 28], [x + dx + 8, GROUND - h]])}" fill="${color}"/>`
  }
  return s + `<rect x="${n(x - 1.5)}" y="${n(GROUND - 215)}" width="3" height="40" fill="${color}"/>`
}

/** A striped lighthouse with its lamp room. */
export function lighthouse(x: number, y: number, color: string): string {
  return `<polygon points="${pts([[x - 16, y], [x - 10, y - 110], [x + 10, y - 110], [x + 16, y]])}" fill="#f8f8f8"/>` +
    `<polygon points="${pts([[x - 14, y - 40], [x - 12, y - 70], [x + 12, y - 70], [x + 14, y - 40]])}" fill="${color}"/>` +
    `<rect x="${n(x - 9)}" y="${n(y - 128)}" width="18" height="18" fill="#ffe27a"/><polygon points="${pts([[x - 13, y - 128], [x, y - 142], [x + 13, y - 128]])}" fill="${color}"/>`
}

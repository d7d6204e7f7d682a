/**
 * Deterministic, offline city-image generator.
 *
 * Every picture is derived from a mulberry32 PRNG seeded with a hash of the
 * normalised (trimmed, lower-cased) city name, so the same city always gets the
 * same skyline and different cities get different palettes and shapes. Nothing
 * here touches the network, the clock or Math.random.
 */
import sharp from 'sharp'

export type CitySkylineVariant = 'night' | 'dusk' | 'day'

export interface CitySkylineOptions {
  /** Output width in pixels (default 1200). */
  width?: number
  /** Output height in pixels (default 675). */
  height?: number
  /** Lighting; when omitted it is picked from the name's hash (mostly night, some dusk). */
  variant?: CitySkylineVariant
}

export interface RenderCityImageOptions extends CitySkylineOptions {
  /** Output format (default 'jpeg'). */
  format?: 'jpeg' | 'webp'
  /** Encoder quality 1–100 (default 80). */
  quality?: number
}

export const CITY_IMAGE_DEFAULT_WIDTH = 1200
export const CITY_IMAGE_DEFAULT_HEIGHT = 675
const MIN_SIZE = 16
const MAX_SIZE = 4096

// ---------------------------------------------------------------------------
// Seeding

/** Normalises a city name the way the seed sees it: trimmed, single-spaced, lower case. */
function normaliseName(cityName: string): string {
  return cityName.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** 32-bit FNV-1a hash of a string (UTF-16 code units), with a final avalanche mix. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  // murmur3 fmix32 so that similar names spread across the whole range
  h ^= h >>> 16
  h = Math.imul(h, 0x85ebca6b)
  h ^= h >>> 13
  h = Math.imul(h, 0xc2b2ae35)
  h ^= h >>> 16
  return h >>> 0
}

/** mulberry32 PRNG: returns a function producing floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The seed used for a city's picture. */
export function cityImageSeed(cityName: string): number {
  return hashString(normaliseName(cityName))
}

/** The variant used when none is requested: roughly 70 % night, 30 % dusk. */
export function defaultCityVariant(cityName: string): CitySkylineVariant {
  const h = cityImageSeed(cityName)
  // use high bits so the choice is independent of the PRNG's first outputs
  return (h >>> 20) % 10 < 7 ? 'night' : 'dusk'
}

interface Rng {
  next: () => number
  range: (min: number, max: number) => number
  int: (min: number, maxInclusive: number) => number
  chance: (p: number) => boolean
  pick: <T>(items: readonly T[]) => T
  weighted: <T>(items: readonly (readonly [T, number])[]) => T
}

function makeRng(seed: number): Rng {
  const next = mulberry32(seed)
  const range = (min: number, max: number) => min + (max - min) * next()
  return {
    next,
    range,
    int: (min, maxInclusive) => Math.floor(range(min, maxInclusive + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0)
      let r = next() * total
      for (const [item, w] of items) {
        r -= w
        if (r < 0) return item
      }
      return items[items.length - 1][0]
    },
  }
}

// ---------------------------------------------------------------------------
// Small helpers

/** Rounds to one decimal place for compact SVG output. */
function n(value: number): string {
  const r = Math.round(value * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v))
}

/** HSL (degrees, percent, percent) to #rrggbb. */
function hsl(h: number, s: number, l: number): string {
  const hue = (((h % 360) + 360) % 360) / 360
  const sat = clamp(s, 0, 100) / 100
  const lig = clamp(l, 0, 100) / 100
  const q = lig < 0.5 ? lig * (1 + sat) : lig + sat - lig * sat
  const p = 2 * lig - q
  const channel = (t: number) => {
    let x = t
    if (x < 0) x += 1
    if (x > 1) x -= 1
    let v: number
    if (x < 1 / 6) v = p + (q - p) * 6 * x
    else if (x < 1 / 2) v = q
    else if (x < 2 / 3) v = p + (q - p) * (2 / 3 - x) * 6
    else v = p
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${channel(hue + 1 / 3)}${channel(hue)}${channel(hue - 1 / 3)}`
}

/** A clockwise rectangle sub-path (all shapes share one winding so unions fill cleanly). */
function rectPath(x: number, y: number, w: number, h: number): string {
  return `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${n(-w)}z`
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)
}

function validateSize(value: number | undefined, fallback: number, label: string): number {
  if (value === undefined) return fallback
  if (!Number.isInteger(value) || value < MIN_SIZE || value > MAX_SIZE) {
    throw new RangeError(`${label} must be an integer between ${MIN_SIZE} and ${MAX_SIZE}, got ${value}`)
  }
  return value
}

// ---------------------------------------------------------------------------
// Palettes

interface Palette {
  sky: [offset: number, color: string][]
  horizonGlow: string
  horizonGlowOpacity: number
  far: string
  mid: string
  midSide: string
  /** 2–3 slightly different tones for near buildings, the first being the most common */
  nearTones: string[]
  nearSide: string
  fog: string
  water: [string, string]
  quay: string
  windowsLit: string[]
  windowDim: string
  windowDimOpacity: number
  midWindow: string
  shimmer: string
  vignette: number
}

function makePalette(variant: CitySkylineVariant, rng: Rng): Palette {
  if (variant === 'night') {
    const h = 228 + rng.range(-14, 22)
    return {
      sky: [
        [0, hsl(h, 62, 6)],
        [0.45, hsl(h + 6, 55, 12)],
        [0.78, hsl(h + 14, 45, 21)],
        [1, hsl(h + 28, 40, 30)],
      ],
      horizonGlow: hsl(rng.range(22, 38), 80, 55),
      horizonGlowOpacity: 0.22,
      far: hsl(h + 4, 32, 24),
      mid: hsl(h, 36, 14),
      midSide: hsl(h, 30, 18),
      nearTones: [hsl(h - 2, 42, 7.5), hsl(h + 4, 36, 10), hsl(h - 6, 48, 5.5)],
      nearSide: hsl(h, 34, 11),
      fog: hsl(h + 20, 40, 28),
      water: [hsl(h + 4, 48, 12), hsl(h, 60, 4)],
      quay: hsl(h - 2, 45, 5),
      windowsLit: [hsl(43, 100, 72), hsl(36, 95, 64), hsl(48, 100, 82), hsl(196, 80, 78)],
      windowDim: hsl(h, 40, 30),
      windowDimOpacity: 0.35,
      midWindow: hsl(40, 90, 70),
      shimmer: hsl(40, 95, 70),
      vignette: 0.45,
    }
  }
  if (variant === 'dusk') {
    const d = rng.range(-12, 12)
    return {
      sky: [
        [0, hsl(252 + d, 48, 16)],
        [0.32, hsl(285 + d, 40, 30)],
        [0.6, hsl(338 + d, 62, 55)],
        [0.82, hsl(18 + d, 88, 62)],
        [1, hsl(38 + d, 96, 72)],
      ],
      horizonGlow: hsl(40 + d, 100, 70),
      horizonGlowOpacity: 0.4,
      far: hsl(322 + d, 30, 50),
      mid: hsl(285 + d, 26, 28),
      midSide: hsl(300 + d, 26, 34),
      nearTones: [hsl(258 + d, 34, 12), hsl(270 + d, 30, 16), hsl(250 + d, 38, 9)],
      nearSide: hsl(280 + d, 30, 18),
      fog: hsl(15 + d, 85, 68),
      water: [hsl(330 + d, 40, 32), hsl(255 + d, 40, 10)],
      quay: hsl(258 + d, 36, 8),
      windowsLit: [hsl(42, 100, 74), hsl(34, 100, 66), hsl(50, 100, 84)],
      windowDim: hsl(270 + d, 30, 32),
      windowDimOpacity: 0.35,
      midWindow: hsl(42, 100, 75),
      shimmer: hsl(35, 100, 75),
      vignette: 0.35,
    }
  }
  const d = rng.range(-10, 10)
  return {
    sky: [
      [0, hsl(210 + d, 68, 52)],
      [0.55, hsl(204 + d, 70, 70)],
      [1, hsl(196 + d, 60, 88)],
    ],
    horizonGlow: hsl(48, 100, 92),
    horizonGlowOpacity: 0.35,
    far: hsl(208 + d, 28, 76),
    mid: hsl(212 + d, 22, 58),
    midSide: hsl(212 + d, 22, 66),
    nearTones: [hsl(216 + d, 26, 34), hsl(214 + d, 22, 40), hsl(220 + d, 30, 28)],
    nearSide: hsl(216 + d, 22, 42),
    fog: hsl(200 + d, 60, 90),
    water: [hsl(204 + d, 50, 55), hsl(212 + d, 55, 32)],
    quay: hsl(216 + d, 25, 24),
    windowsLit: [hsl(200, 70, 82), hsl(190, 60, 76)],
    windowDim: hsl(205, 40, 70),
    windowDimOpacity: 0.22,
    midWindow: hsl(200, 60, 85),
    shimmer: hsl(0, 0, 100),
    vignette: 0.15,
  }
}

// ---------------------------------------------------------------------------
// Buildings

type Roof = 'flat' | 'antenna' | 'spire' | 'stepped' | 'slant' | 'dome' | 'crown'

interface Building {
  x: number
  w: number
  /** y of the top of the main body (below any rooftop feature) */
  top: number
  roof: Roof
  /** geometry of the whole silhouette */
  path: string
  /** optional beacon position (antenna / spire tip) */
  beacon?: { x: number; y: number }
}

interface LayerSpec {
  minW: number
  maxW: number
  minH: number
  maxH: number
  gapChance: number
  /** random height factor range applied on top of the envelope */
  jitter: readonly [number, number]
  roofs: readonly (readonly [Roof, number])[]
}

function buildingShape(rng: Rng, x: number, w: number, top: number, groundY: number, roof: Roof, u: number): Building {
  const parts: string[] = []
  let beacon: Building['beacon']
  const bodyH = groundY - top
  switch (roof) {
    case 'flat': {
      parts.push(rectPath(x, top, w, bodyH))
      // a little rooftop plant room
      if (w > 40 * u && rng.chance(0.6)) {
        const bw = w * rng.range(0.25, 0.45)
        const bh = rng.range(4, 9) * u
        parts.push(rectPath(x + rng.range(0.1, 0.9 - bw / w) * w, top - bh, bw, bh + 1))
      }
      break
    }
    case 'antenna': {
      parts.push(rectPath(x, top, w, bodyH))
      const mastH = rng.range(25, 70) * u
      const mastW = Math.max(1.5, 2.2 * u)
      const mx = x + w * rng.range(0.35, 0.65)
      const baseW = Math.min(w * 0.4, 16 * u)
      const baseH = rng.range(5, 10) * u
      parts.push(rectPath(mx - baseW / 2, top - baseH, baseW, baseH + 1))
      parts.push(rectPath(mx - mastW / 2, top - baseH - mastH, mastW, mastH + 1))
      beacon = { x: mx, y: top - baseH - mastH }
      break
    }
    case 'spire': {
      parts.push(rectPath(x, top, w, bodyH))
      const inset = w * rng.range(0.12, 0.22)
      const tierH = rng.range(8, 16) * u
      parts.push(rectPath(x + inset, top - tierH, w - 2 * inset, tierH + 1))
      const coneW = w - 2 * inset
      const coneH = rng.range(0.8, 1.6) * coneW
      const cx = x + w / 2
      const cy = top - tierH
      parts.push(`M${n(cx - coneW / 2)} ${n(cy + 1)}L${n(cx)} ${n(cy - coneH)}L${n(cx + coneW / 2)} ${n(cy + 1)}z`)
      const needle = rng.range(15, 35) * u
      parts.push(rectPath(cx - 0.8 * u, cy - coneH - needle, 1.6 * u, needle + 2))
      beacon = { x: cx, y: cy - coneH - needle }
      break
    }
    case 'stepped': {
      const tiers = rng.int(2, 3)
      let tx = x
      let tw = w
      let ty = top
      parts.push(rectPath(tx, ty, tw, groundY - ty))
      for (let i = 0; i < tiers; i++) {
        const inset = tw * rng.range(0.12, 0.2)
        const th = rng.range(14, 30) * u
        tx += inset
        tw -= 2 * inset
        ty -= th
        parts.push(rectPath(tx, ty, tw, th + 1))
      }
      if (rng.chance(0.5)) {
        const mastH = rng.range(15, 35) * u
        parts.push(rectPath(tx + tw / 2 - 1 * u, ty - mastH, 2 * u, mastH + 1))
        beacon = { x: tx + tw / 2, y: ty - mastH }
      }
      break
    }
    case 'slant': {
      const drop = Math.min(w * rng.range(0.25, 0.6), bodyH * 0.3)
      if (rng.chance(0.5)) {
        parts.push(`M${n(x)} ${n(top + drop)}L${n(x + w)} ${n(top)}V${n(groundY)}H${n(x)}z`)
      } else {
        parts.push(`M${n(x)} ${n(top)}L${n(x + w)} ${n(top + drop)}V${n(groundY)}H${n(x)}z`)
      }
      break
    }
    case 'dome': {
      parts.push(rectPath(x, top, w, bodyH))
      const inset = w * rng.range(0.08, 0.2)
      const dw = w - 2 * inset
      const dh = dw * rng.range(0.35, 0.6)
      parts.push(`M${n(x + inset)} ${n(top + 1)}A${n(dw / 2)} ${n(dh)} 0 0 1 ${n(x + w - inset)} ${n(top + 1)}z`)
      const needle = rng.range(8, 20) * u
      parts.push(rectPath(x + w / 2 - 0.8 * u, top - dh - needle + 1, 1.6 * u, needle + 1))
      break
    }
    case 'crown': {
      // art-deco crown: three narrowing tiers with a pointed cap
      parts.push(rectPath(x, top, w, bodyH))
      let tx = x
      let tw = w
      let ty = top
      for (let i = 0; i < 3; i++) {
        const inset = tw * 0.14
        const th = rng.range(6, 11) * u
        tx += inset
        tw -= 2 * inset
        ty -= th
        parts.push(rectPath(tx, ty, tw, th + 1))
      }
      const capH = tw * rng.range(1, 2)
      parts.push(`M${n(tx)} ${n(ty + 1)}L${n(tx + tw / 2)} ${n(ty - capH)}L${n(tx + tw)} ${n(ty + 1)}z`)
      beacon = { x: tx + tw / 2, y: ty - capH }
      break
    }
  }
  return { x, w, top, roof, path: parts.join(''), beacon }
}

function makeEnvelope(rng: Rng, W: number): (x: number) => number {
  const clusters = rng.chance(0.35) ? 2 : 1
  const centers: { c: number; s: number; a: number }[] = []
  for (let i = 0; i < clusters; i++) {
    centers.push({
      c: rng.range(0.25, 0.75) * W,
      s: rng.range(0.1, 0.24) * W,
      a: i === 0 ? 1 : rng.range(0.55, 0.85),
    })
  }
  const base = rng.range(0.3, 0.5)
  return (x) => {
    let peak = 0
    for (const { c, s, a } of centers) peak = Math.max(peak, a * Math.exp(-((x - c) ** 2) / (2 * s * s)))
    return base + (1 - base) * peak
  }
}

function makeLayer(
  rng: Rng,
  spec: LayerSpec,
  W: number,
  H: number,
  groundY: number,
  u: number,
  envelope: (x: number) => number,
): Building[] {
  const out: Building[] = []
  let x = -rng.range(0, spec.maxW * u)
  while (x < W) {
    const w = rng.range(spec.minW, spec.maxW) * u
    const env = envelope(x + w / 2)
    const h = (spec.minH + (spec.maxH - spec.minH) * env * rng.range(spec.jitter[0], spec.jitter[1])) * H
    const roof = rng.weighted(spec.roofs)
    const b = buildingShape(rng, x, w, groundY - h, groundY, roof, u)
    // not every mast carries a warning light
    if (b.beacon && rng.chance(0.35)) delete b.beacon
    out.push(b)
    x += w + (rng.chance(spec.gapChance) ? rng.range(2, 14) * u : -rng.range(0, 4) * u)
  }
  return out
}

// ---------------------------------------------------------------------------
// SVG assembly

interface WindowStyle {
  cellW: number
  cellH: number
  winW: number
  winH: number
}

function windowStyle(rng: Rng, u: number): WindowStyle {
  const kind = rng.weighted([
    ['grid', 5],
    ['bands', 2],
    ['slits', 2],
  ] as const)
  if (kind === 'bands') {
    const cellH = rng.range(9, 12) * u
    const cellW = rng.range(7, 10) * u
    return { cellW, cellH, winW: cellW - 1 * u, winH: cellH * 0.42 }
  }
  if (kind === 'slits') {
    const cellW = rng.range(7, 9) * u
    const cellH = rng.range(12, 16) * u
    return { cellW, cellH, winW: cellW * 0.35, winH: cellH - 2.5 * u }
  }
  const cellW = rng.range(8, 11) * u
  const cellH = rng.range(11, 14) * u
  return { cellW, cellH, winW: cellW * rng.range(0.45, 0.6), winH: cellH * rng.range(0.45, 0.6) }
}

export function citySkylineSvg(cityName: string, opts: CitySkylineOptions = {}): string {
  const W = validateSize(opts.width, CITY_IMAGE_DEFAULT_WIDTH, 'width')
  const H = validateSize(opts.height, CITY_IMAGE_DEFAULT_HEIGHT, 'height')
  const variant = opts.variant ?? defaultCityVariant(cityName)
  if (variant !== 'night' && variant !== 'dusk' && variant !== 'day') {
    throw new RangeError(`unknown variant ${String(variant)}`)
  }
  // One PRNG per concern, all derived from the city seed, so changing e.g. the
  // star field never reshuffles the skyline.
  const seed = cityImageSeed(cityName)
  const sub = (k: number) => makeRng(hashString(`${seed}:${k}`))
  const palRng = sub(1)
  const skyRng = sub(2)
  const shapeRng = sub(3)
  const winRng = sub(4)

  const pal = makePalette(variant, palRng)
  const u = Math.min(W / CITY_IMAGE_DEFAULT_WIDTH, H / CITY_IMAGE_DEFAULT_HEIGHT)
  const groundY = Math.round(H * shapeRng.range(0.8, 0.84))
  const lit = variant !== 'day'

  const defs: string[] = []
  const body: string[] = []

  // --- sky -----------------------------------------------------------------
  defs.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${pal.sky
      .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
      .join('')}</linearGradient>`,
  )
  body.push(`<rect width="${W}" height="${groundY}" fill="url(#sky)"/>`)

  // warm city glow along the horizon
  const glowCx = shapeRng.range(0.3, 0.7) * W
  defs.push(
    `<radialGradient id="hglow" cx="${n(glowCx)}" cy="${groundY}" r="${n(W * 0.6)}" gradientTransform="translate(0 ${groundY}) scale(1 0.5) translate(0 ${-groundY})" gradientUnits="userSpaceOnUse">` +
      `<stop offset="0" stop-color="${pal.horizonGlow}" stop-opacity="${pal.horizonGlowOpacity}"/>` +
      `<stop offset="1" stop-color="${pal.horizonGlow}" stop-opacity="0"/></radialGradient>`,
  )
  body.push(`<rect width="${W}" height="${groundY}" fill="url(#hglow)"/>`)

  // --- stars, moon, sun, clouds ----------------------------------------------
  defs.push(`<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(6 * u)}"/></filter>`)
  if (variant === 'night' || variant === 'dusk') {
    const count = Math.round((variant === 'night' ? 170 : 40) * (W * H) / (1200 * 675))
    const maxY = groundY * (variant === 'night' ? 0.75 : 0.35)
    const stars: string[] = []
    const bright: string[] = []
    for (let i = 0; i < count; i++) {
      const x = skyRng.range(0, W)
      const y = Math.pow(skyRng.next(), 1.6) * maxY
      const r = skyRng.range(0.35, 1.15) * Math.max(u, 0.6)
      const o = skyRng.range(0.25, 0.95) * (1 - (y / maxY) * 0.6)
      stars.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" opacity="${o.toFixed(2)}"/>`)
      if (variant === 'night' && skyRng.chance(0.05)) {
        bright.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 4)}" opacity="0.12"/>`)
      }
    }
    body.push(`<g fill="#fff">${stars.join('')}${bright.join('')}</g>`)
  }

  if (variant === 'night') {
    const mr = skyRng.range(22, 34) * u
    const mx = skyRng.range(0.1, 0.9) * W
    const my = skyRng.range(0.1, 0.24) * H
    defs.push(
      `<radialGradient id="mglow"><stop offset="0" stop-color="#dfe7ff" stop-opacity="0.35"/><stop offset="0.35" stop-color="#b9c6f0" stop-opacity="0.1"/><stop offset="1" stop-color="#b9c6f0" stop-opacity="0"/></radialGradient>`,
    )
    body.push(`<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr * 6)}" fill="url(#mglow)"/>`)
    if (skyRng.chance(0.55)) {
      // crescent
      const ox = mr * skyRng.range(0.35, 0.55) * (skyRng.chance(0.5) ? 1 : -1)
      const oy = -mr * skyRng.range(0.1, 0.3)
      defs.push(
        `<mask id="crescent"><rect width="${W}" height="${H}" fill="#000"/><circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#fff"/><circle cx="${n(mx + ox)}" cy="${n(my + oy)}" r="${n(mr * 0.92)}" fill="#000"/></mask>`,
      )
      body.push(`<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="#f4f1e6" mask="url(#crescent)"/>`)
    } else {
      defs.push(
        `<radialGradient id="mface" cx="0.42" cy="0.4" r="0.7"><stop offset="0" stop-color="#fbf8ee"/><stop offset="1" stop-color="#d9d6cc"/></radialGradient>`,
      )
      const craters: string[] = []
      for (let i = 0; i < 5; i++) {
        const a = skyRng.range(0, Math.PI * 2)
        const d = skyRng.range(0, 0.6) * mr
        craters.push(
          `<circle cx="${n(mx + Math.cos(a) * d)}" cy="${n(my + Math.sin(a) * d)}" r="${n(skyRng.range(0.1, 0.24) * mr)}"/>`,
        )
      }
      body.push(
        `<circle cx="${n(mx)}" cy="${n(my)}" r="${n(mr)}" fill="url(#mface)"/><g fill="#b8b4a8" opacity="0.3">${craters.join('')}</g>`,
      )
    }
  }

  if (variant === 'dusk') {
    const sr = skyRng.range(38, 56) * u
    const sx = skyRng.range(0.2, 0.8) * W
    const sy = groundY - skyRng.range(0.24, 0.36) * H
    defs.push(
      `<radialGradient id="sglow"><stop offset="0" stop-color="#fff1c4" stop-opacity="0.75"/><stop offset="0.25" stop-color="#ffc27a" stop-opacity="0.35"/><stop offset="1" stop-color="#ff8a5c" stop-opacity="0"/></radialGradient>`,
    )
    body.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr * 7)}" fill="url(#sglow)"/>`)
    body.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(sr)}" fill="#fff3d1"/>`)
    // streaky clouds
    const clouds: string[] = []
    const cloudCount = skyRng.int(4, 7)
    for (let i = 0; i < cloudCount; i++) {
      const cx = skyRng.range(-0.1, 1.1) * W
      const cy = skyRng.range(0.12, 0.55) * groundY
      const rx = skyRng.range(80, 220) * u
      const ry = skyRng.range(3, 7) * u
      const color = hsl(skyRng.range(320, 350), 55, skyRng.range(55, 72))
      clouds.push(`<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}" opacity="${skyRng.range(0.35, 0.6).toFixed(2)}"/>`)
    }
    body.push(`<g filter="url(#soft)">${clouds.join('')}</g>`)
  }

  if (variant === 'day') {
    const sx = skyRng.range(0.1, 0.9) * W
    const sy = skyRng.range(0.08, 0.2) * H
    defs.push(
      `<radialGradient id="sglow"><stop offset="0" stop-color="#fffbe8" stop-opacity="0.95"/><stop offset="0.12" stop-color="#fff6d6" stop-opacity="0.6"/><stop offset="1" stop-color="#fff6d6" stop-opacity="0"/></radialGradient>`,
    )
    body.push(`<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(220 * u)}" fill="url(#sglow)"/>`)
    const clouds: string[] = []
    const cloudCount = skyRng.int(3, 6)
    for (let i = 0; i < cloudCount; i++) {
      const cx = skyRng.range(0, 1) * W
      const cy = skyRng.range(0.1, 0.45) * groundY
      const puffs = skyRng.int(3, 5)
      const scale = skyRng.range(0.7, 1.3) * u
      for (let j = 0; j < puffs; j++) {
        const px = cx + (j - puffs / 2) * 30 * scale + skyRng.range(-8, 8) * scale
        const py = cy - skyRng.range(0, 14) * scale
        clouds.push(`<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(skyRng.range(28, 46) * scale)}" ry="${n(skyRng.range(14, 22) * scale)}"/>`)
      }
      clouds.push(`<ellipse cx="${n(cx)}" cy="${n(cy + 8 * scale)}" rx="${n((puffs * 18 + 30) * scale)}" ry="${n(10 * scale)}"/>`)
    }
    body.push(`<g fill="#fff" opacity="0.85" filter="url(#soft)">${clouds.join('')}</g>`)
  }

  // --- skyline --------------------------------------------------------------
  const envelope = makeEnvelope(shapeRng, W)
  const far = makeLayer(
    shapeRng,
    {
      minW: 22,
      maxW: 60,
      minH: 0.12,
      maxH: 0.48,
      gapChance: 0.1,
      jitter: [0.55, 1],
      roofs: [
        ['flat', 6],
        ['antenna', 1],
        ['slant', 1],
        ['stepped', 1],
        ['spire', 0.5],
      ],
    },
    W,
    H,
    groundY,
    u,
    envelope,
  )
  const mid = makeLayer(
    shapeRng,
    {
      minW: 34,
      maxW: 80,
      minH: 0.08,
      maxH: 0.5,
      gapChance: 0.25,
      jitter: [0.45, 1],
      roofs: [
        ['flat', 5],
        ['antenna', 2],
        ['stepped', 2],
        ['slant', 1],
        ['spire', 1],
        ['dome', 0.6],
        ['crown', 0.6],
      ],
    },
    W,
    H,
    groundY,
    u,
    envelope,
  )
  const near = makeLayer(
    shapeRng,
    {
      minW: 48,
      maxW: 118,
      minH: 0.05,
      maxH: 0.32,
      gapChance: 0.35,
      jitter: [0.3, 1],
      roofs: [
        ['flat', 6],
        ['antenna', 2],
        ['stepped', 2],
        ['slant', 1.2],
        ['spire', 0.8],
        ['crown', 0.5],
        ['dome', 0.4],
      ],
    },
    W,
    H,
    groundY,
    u,
    (x) => 0.3 + 0.7 * envelope(x),
  )

  // fog band: haze that sits at the base of each layer to give depth
  defs.push(
    `<linearGradient id="fog" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.fog}" stop-opacity="0"/><stop offset="1" stop-color="${pal.fog}" stop-opacity="0.55"/></linearGradient>`,
  )

  const skyline: string[] = []
  skyline.push(`<path d="${far.map((b) => b.path).join('')}" fill="${pal.far}"/>`)
  skyline.push(`<rect y="${n(groundY - H * 0.28)}" width="${W}" height="${n(H * 0.28)}" fill="url(#fog)"/>`)

  const midPath = mid.map((b) => b.path).join('')
  skyline.push(`<path d="${midPath}" fill="${pal.mid}"/>`)
  // side faces catching a little light
  skyline.push(
    `<path d="${mid
      .filter((b) => b.roof !== 'slant')
      .map((b) => rectPath(b.x + b.w * 0.78, b.top, b.w * 0.22, groundY - b.top))
      .join('')}" fill="${pal.midSide}" opacity="0.6"/>`,
  )
  if (lit) {
    // sparse distant windows on the middle layer
    const tileW = 60 * u
    const tileH = 44 * u
    const dots: string[] = []
    for (let i = 0; i < 16; i++) {
      dots.push(rectPath(Math.floor(winRng.range(0, 15)) * 4 * u, Math.floor(winRng.range(0, 8)) * 5.5 * u, 2 * u, 2.6 * u))
    }
    defs.push(
      `<pattern id="midwin" patternUnits="userSpaceOnUse" width="${n(tileW)}" height="${n(tileH)}"><path d="${dots.join('')}" fill="${pal.midWindow}"/></pattern>`,
    )
    skyline.push(`<path d="${midPath}" fill="url(#midwin)" opacity="${variant === 'night' ? 0.7 : 0.5}"/>`)
  }
  skyline.push(`<rect y="${n(groundY - H * 0.16)}" width="${W}" height="${n(H * 0.16)}" fill="url(#fog)" opacity="0.7"/>`)

  // near layer: bodies, side faces, windows
  const toneOf = near.map(() => shapeRng.weighted(pal.nearTones.map((t, k) => [t, k === 0 ? 3 : 1] as const)))
  for (const tone of pal.nearTones) {
    const d = near.filter((_, i) => toneOf[i] === tone).map((b) => b.path).join('')
    if (d) skyline.push(`<path d="${d}" fill="${tone}"/>`)
  }
  const sideFaces: string[] = []
  const windowFills: string[] = []
  near.forEach((b, i) => {
    const sideW = b.roof === 'slant' ? 0 : b.w * winRng.range(0.16, 0.26)
    if (sideW > 0) sideFaces.push(rectPath(b.x + b.w - sideW, b.top, sideW, groundY - b.top))
    if (!winRng.chance(0.9)) return
    const ws = windowStyle(winRng, u)
    const margin = Math.max(3 * u, ws.cellW * 0.6)
    const faceW = b.w - sideW - margin * 2
    const cols = Math.floor(faceW / ws.cellW)
    const slantPad = b.roof === 'slant' ? b.w * 0.6 : 0
    const y0 = b.top + margin + slantPad
    const faceH = groundY - y0 - margin * 1.5
    if (cols < 2 || faceH < ws.cellH * 2) return
    const rows = winRng.int(6, 11)
    const x0 = b.x + margin + (faceW - cols * ws.cellW) / 2
    const litP = winRng.range(0.18, 0.5) * (variant === 'day' ? 1.4 : 1)
    const dim: string[] = []
    const bright = new Map<string, string[]>()
    for (let r = 0; r < rows; r++) {
      const rowP = winRng.chance(0.2) ? litP * 0.2 : litP
      for (let c = 0; c < cols; c++) {
        const rp = rectPath(c * ws.cellW + (ws.cellW - ws.winW) / 2, r * ws.cellH + (ws.cellH - ws.winH) / 2, ws.winW, ws.winH)
        if (winRng.chance(rowP)) {
          const col = winRng.weighted(pal.windowsLit.map((c2, k) => [c2, k === 0 ? 6 : k === 3 ? 0.8 : 2] as const))
          const list = bright.get(col) ?? []
          list.push(rp)
          bright.set(col, list)
        } else {
          dim.push(rp)
        }
      }
    }
    const tile =
      (dim.length ? `<path d="${dim.join('')}" fill="${pal.windowDim}" opacity="${pal.windowDimOpacity}"/>` : '') +
      [...bright].map(([col, ps]) => `<path d="${ps.join('')}" fill="${col}"${variant === 'day' ? ' opacity="0.5"' : ''}/>`).join('')
    defs.push(
      `<pattern id="w${i}" patternUnits="userSpaceOnUse" x="${n(x0)}" y="${n(y0)}" width="${n(cols * ws.cellW)}" height="${n(rows * ws.cellH)}">${tile}</pattern>`,
    )
    const fullRows = Math.floor(faceH / ws.cellH)
    windowFills.push(`<rect x="${n(x0)}" y="${n(y0)}" width="${n(cols * ws.cellW)}" height="${n(fullRows * ws.cellH)}" fill="url(#w${i})"/>`)
  })
  skyline.push(`<path d="${sideFaces.join('')}" fill="${pal.nearSide}" opacity="0.8"/>`)
  skyline.push(...windowFills)

  // aircraft warning beacons on masts and spires
  if (lit) {
    const beacons = [...mid, ...near].flatMap((b) => (b.beacon ? [b.beacon] : []))
    if (beacons.length) {
      defs.push(
        `<radialGradient id="beacon"><stop offset="0" stop-color="#ff5a4e" stop-opacity="0.8"/><stop offset="1" stop-color="#ff5a4e" stop-opacity="0"/></radialGradient>`,
      )
      skyline.push(
        `<g>${beacons
          .map(
            (p) =>
              `<circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(7 * u)}" fill="url(#beacon)"/><circle cx="${n(p.x)}" cy="${n(p.y)}" r="${n(1.6 * Math.max(u, 0.6))}" fill="#ff7a6e"/>`,
          )
          .join('')}</g>`,
      )
    }
  }

  defs.push(`<g id="skyline">${skyline.join('')}</g>`)
  body.push(`<use href="#skyline"/>`)

  // --- water / reflection ------------------------------------------------------
  const waterH = H - groundY
  defs.push(
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.water[0]}"/><stop offset="1" stop-color="${pal.water[1]}"/></linearGradient>`,
  )
  defs.push(`<clipPath id="wclip"><rect y="${groundY}" width="${W}" height="${waterH}"/></clipPath>`)
  defs.push(`<filter id="rblur" x="-5%" y="-5%" width="110%" height="110%"><feGaussianBlur stdDeviation="${n(2.5 * u)} ${n(1.2 * u)}"/></filter>`)
  defs.push(
    `<linearGradient id="rfade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${pal.water[1]}" stop-opacity="0.1"/><stop offset="1" stop-color="${pal.water[1]}" stop-opacity="0.95"/></linearGradient>`,
  )
  body.push(`<rect y="${groundY}" width="${W}" height="${waterH}" fill="url(#water)"/>`)
  body.push(
    `<g clip-path="url(#wclip)"><g opacity="${variant === 'day' ? 0.35 : 0.42}" filter="url(#rblur)"><use href="#skyline" transform="matrix(1 0 0 -1 0 ${2 * groundY})"/></g></g>`,
  )
  body.push(`<rect y="${groundY}" width="${W}" height="${waterH}" fill="url(#rfade)"/>`)

  // shimmer streaks on the water
  const streaks: string[] = []
  const streakCount = Math.round(46 * (W / 1200))
  for (let i = 0; i < streakCount; i++) {
    const y = groundY + Math.pow(skyRng.next(), 1.4) * waterH * 0.9 + 3 * u
    const w = skyRng.range(6, 40) * u * (1 - ((y - groundY) / waterH) * 0.4)
    streaks.push(
      `<rect x="${n(skyRng.range(0, W))}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(0.8, 1.1 * u))}" rx="${n(0.5 * u)}" opacity="${skyRng.range(0.08, 0.35).toFixed(2)}"/>`,
    )
  }
  body.push(`<g fill="${pal.shimmer}">${streaks.join('')}</g>`)

  // quay / shoreline
  const quayH = Math.max(2, 5 * u)
  body.push(`<rect y="${n(groundY - 1)}" width="${W}" height="${n(quayH)}" fill="${pal.quay}"/>`)
  if (lit) {
    const lamps: string[] = []
    const step = 26 * u
    for (let x = skyRng.range(0, step); x < W; x += step * skyRng.range(0.6, 1.6)) {
      lamps.push(rectPath(x, groundY + quayH * 0.25, 1.6 * u, 1.2 * u))
    }
    body.push(`<path d="${lamps.join('')}" fill="${pal.shimmer}" opacity="0.7"/>`)
  }

  // --- vignette ---------------------------------------------------------------
  defs.push(
    `<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${pal.vignette}"/></radialGradient>`,
  )
  body.push(`<rect width="${W}" height="${H}" fill="url(#vig)"/>`)

  const title = escapeXml(`${cityName.trim()} skyline`)
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img">` +
    `<title>${title}</title><defs>${defs.join('')}</defs>${body.join('')}</svg>`
  )
}

/**
 * Renders the city's skyline to a raster image (progressive mozjpeg JPEG by
 * default, or WebP) at exactly `width`×`height`.
 */
export async function renderCityImage(cityName: string, opts: RenderCityImageOptions = {}): Promise<Buffer> {
  const { format = 'jpeg', quality = 80, ...svgOpts } = opts
  if (format !== 'jpeg' && format !== 'webp') throw new RangeError(`unsupported format ${String(format)}`)
  if (!Number.isInteger(quality) || quality < 1 || quality > 100) {
    throw new RangeError(`quality must be an integer between 1 and 100, got ${quality}`)
  }
  const svg = citySkylineSvg(cityName, svgOpts)
  const image = sharp(Buffer.from(svg), { density: 72 }).flatten({ background: '#0b1020' })
  if (format === 'webp') return image.webp({ quality, effort: 5 }).toBuffer()
  return image.jpeg({ quality, progressive: true, mozjpeg: true }).toBuffer()
}

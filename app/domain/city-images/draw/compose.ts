import sharp from 'sharp'
import type { CityTraits } from '../city-traits.ts'
import { drawLandmarks } from './landmarks/index.ts'
import { makePalette } from './palette.ts'
import { hashString, seededRandom } from '~/lib/seeded-random.ts'
import { H, n, W } from './svg.ts'
import { drawSky } from './sky.ts'
import { drawSkyline, windowPatterns } from './skyline.ts'
import { drawTerrain, HORIZON } from './terrain.ts'
import { drawVegetation } from './vegetation.ts'
import { drawWater, GROUND, waterBand } from './water.ts'

/**
 * A city's picture as SVG (1600×900), drawn from its traits. Deterministic: the same city, traits
 * and version give the same picture; a new version (Regenerate) varies clouds, light and buildings.
 */
export function citySvg(slug: string, traits: CityTraits, version: number): string {
  const rng = seededRandom(hashString(`${slug}:${version}`))
  const palette = makePalette(traits, rng)
  const sky = drawSky(traits, palette, rng)
  const terrain = drawTerrain(traits, palette, rng)
  const water = drawWater(traits, palette, rng)
  const skyline = drawSkyline(traits, palette, rng)
  const landmarks = drawLandmarks(traits, palette, rng, skyline)
  const vegetation = drawVegetation(traits, palette, rng)
  const band = waterBand(traits)
  const reflection = band
    ? `<g clip-path="url(#waterClip)" opacity="0.28"><use href="#city" transform="translate(0 ${n(band.top * 2 - 10)}) scale(1 -1)"/></g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>${sky.defs}${water.defs}${windowPatterns(palette)}
<linearGradient id="haze" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.haze}" stop-opacity="0"/><stop offset="1" stop-color="${palette.haze}" stop-opacity="0.55"/></linearGradient>
${band ? `<clipPath id="waterClip"><rect x="0" y="${band.top}" width="${W}" height="${band.bottom - band.top}"/></clipPath>` : ''}</defs>
${sky.body}${terrain}<rect x="0" y="${HORIZON - 260}" width="${W}" height="260" fill="url(#haze)"/>${water.body}
<g id="city">${landmarks.back}${skyline.body}</g><rect x="0" y="${GROUND - 2}" width="${W}" height="6" fill="${palette.landDark}"/>
${reflection}${landmarks.front}${vegetation}</svg>`
}

/** The city's picture as a JPEG (the stored original every delivered size is made from). */
export async function renderCityPicture(slug: string, traits: CityTraits, version: number, width = W): Promise<Buffer> {
  const svg = citySvg(slug, traits, version)
  return sharp(Buffer.from(svg), { density: 72 * (width / W) })
    .resize(width, Math.round((width * H) / W))
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer()
}

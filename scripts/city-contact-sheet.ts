// Draws every seeded city with the procedural provider and writes a contact sheet of all of them
// (docs/city-images-contact-sheet.jpg): npm run city-images:sheet
import { mkdirSync } from 'node:fs'
import sharp from 'sharp'
import { SEED_CITIES, citySlug } from '../db/seed/cities.ts'
import { SEED_CITY_TRAITS } from '../db/seed/city-traits.ts'
import { renderCityPicture } from '../app/domain/city-images/draw/compose.ts'

const out = process.argv[2] ?? 'docs/city-images-contact-sheet.jpg'
const cols = 6
const tileW = 400
const tileH = 225
const labelH = 26
const cities = [...SEED_CITIES].sort((a, b) => a.name.localeCompare(b.name))
const started = performance.now()
const tiles = await Promise.all(cities.map(async (c, i) => {
  const traits = SEED_CITY_TRAITS[c.name]
  if (!traits) throw new Error(`No traits for ${c.name}`)
  const picture = await renderCityPicture(citySlug(c.name), traits, 1, tileW)
  const label = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${tileW}" height="${labelH}"><rect width="100%" height="100%" fill="#0f172a"/><text x="8" y="18" font-family="DejaVu Sans, sans-serif" font-size="15" fill="#fff">${c.name}, ${c.state}</text></svg>`)
  const left = (i % cols) * tileW
  const top = Math.floor(i / cols) * (tileH + labelH)
  return [{ input: picture, left, top }, { input: label, left, top: top + tileH }]
}))
const rows = Math.ceil(cities.length / cols)
mkdirSync('docs', { recursive: true })
await sharp({ create: { width: cols * tileW, height: rows * (tileH + labelH), channels: 3, background: '#0f172a' } })
  .composite(tiles.flat()).jpeg({ quality: 78, mozjpeg: true }).toFile(out)
console.log(`${cities.length} cities drawn in ${Math.round(performance.now() - started)} ms → ${out}`)

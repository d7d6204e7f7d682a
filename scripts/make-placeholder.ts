/**
 * Writes the generic city placeholder and the Open Graph image:
 *   public/city-night.jpg  1200×675, night skyline
 *   public/og-image.jpg    1200×630, night skyline
 * Both are generated procedurally from the seed 'Safest', so re-running this
 * script reproduces the same files.
 *
 * Usage: npx tsx scripts/make-placeholder.ts
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { renderCityImage } from '../app/domain/city-images/procedural.server.ts'

const SEED = 'Safest'
const MAX_BYTES = 150 * 1024
const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'public')

const outputs = [
  { file: 'city-night.jpg', width: 1200, height: 675 },
  { file: 'og-image.jpg', width: 1200, height: 630 },
] as const

await mkdir(publicDir, { recursive: true })
for (const { file, width, height } of outputs) {
  const jpeg = await renderCityImage(SEED, { width, height, variant: 'night', format: 'jpeg' })
  if (jpeg.length > MAX_BYTES) {
    throw new Error(`${file} is ${jpeg.length} bytes, over the ${MAX_BYTES} byte budget`)
  }
  await writeFile(join(publicDir, file), jpeg)
  console.log(`wrote public/${file} (${width}×${height}, ${(jpeg.length / 1024).toFixed(1)} KB)`)
}

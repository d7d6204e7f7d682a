import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { DB } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { renderCityImage } from './procedural.server.ts'

/** Widths we serve: the full hero image and a smaller one for city cards. */
export const CITY_IMAGE_WIDTHS = [1200, 640] as const
export type CityImageWidth = (typeof CITY_IMAGE_WIDTHS)[number]

/** Spec §3: one jpg per city, named by the lowercase city name with dashes (the slug). */
export function cityImageUrl(slug: string): string {
  return `/city-images/${slug}.jpg`
}

function storeDir(): string {
  return resolve(getEnv().DATA_DIR, 'city-images')
}

/**
 * The JPEG for a city at a width: read from the image folder, or rendered once (procedurally,
 * deterministic per city) and stored. Undefined when no city has that slug.
 */
export async function loadCityImage(db: DB, slug: string, width: CityImageWidth): Promise<Buffer | undefined> {
  const file = join(storeDir(), `${slug}-${width}.jpg`)
  try {
    return await readFile(file)
  } catch {
    // Not rendered yet.
  }
  const city = await db.selectFrom('cities').select('name').where('slug', '=', slug).executeTakeFirst()
  if (!city) return undefined
  const image = await renderCityImage(city.name, { width, height: Math.round((width * 9) / 16), format: 'jpeg' })
  await mkdir(storeDir(), { recursive: true })
  // Write then rename, so a concurrent reader never sees half a file.
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`
  await writeFile(temp, image)
  await rename(temp, file)
  return image
}

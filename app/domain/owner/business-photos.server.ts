import sharp from 'sharp'
import { checkAndReencode, type ImageLimits } from '~/domain/city-images/image-check.server.ts'
import type { UploadStore } from '~/lib/upload-store.server.ts'
import { conflict, invalid, notFound } from '~/lib/app-error.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import type { DB } from '~/lib/db.server.ts'
import { MAX_INPUT_PIXELS, MAX_PIXELS_LABEL, PHOTO_TOO_LARGE, UPLOAD_MAX_BYTES } from '~/lib/upload-limits.ts'
import { MAX_PHOTOS } from './model.ts'

/** Photos are 4:3, delivered as WebP in these widths. */
export const PHOTO_WIDTHS = [400, 800] as const
export const photoKey = (photoId: string, width: number) => `business-images/photo-${photoId}-${width}.webp`

const PHOTO_LIMITS: ImageLimits = {
  maxBytes: UPLOAD_MAX_BYTES, tooLarge: PHOTO_TOO_LARGE, maxPixels: MAX_INPUT_PIXELS, tooManyPixels: `Photo: the image has too many pixels (at most ${MAX_PIXELS_LABEL})`, field: 'photo',
}

/**
 * Adds a photo to an owned business: checked by content (JPEG, PNG or WebP of at most 10 MB and
 * 50 megapixels) and re-encoded by sharp (nothing but clean pixels is stored), kept as WebP in two
 * widths through the storage interface. At most MAX_PHOTOS.
 */
export async function addBusinessPhoto(db: DB, storage: UploadStore, userId: string, businessId: string, file: File, alt: string): Promise<void> {
  const owned = await db.selectFrom('businesses').select('id').where('id', '=', businessId).where('owner_id', '=', userId).executeTakeFirst()
  if (!owned) throw notFound('Business not found')
  const count = Number((await db.selectFrom('business_photos').select((eb) => eb.fn.countAll().as('n')).where('business_id', '=', businessId).executeTakeFirstOrThrow()).n)
  if (count >= MAX_PHOTOS) throw conflict(`A business has at most ${MAX_PHOTOS} photos: remove one first`)
  if (file.size > UPLOAD_MAX_BYTES) throw invalid('photo', PHOTO_TOO_LARGE)
  const clean = await checkAndReencode(Buffer.from(await file.arrayBuffer()), { width: 1200, height: 900 }, PHOTO_LIMITS)
  const id = crypto.randomUUID()
  for (const w of PHOTO_WIDTHS) {
    await storage.put(photoKey(id, w), await sharp(clean, { limitInputPixels: 1200 * 900 }).resize(w, Math.round((w * 3) / 4)).webp({ quality: 78 }).toBuffer(), 'image/webp')
  }
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('business_photos').values({ id, business_id: businessId, alt, width: 1200, height: 900 }).execute()
    await bumpContentVersion(trx)
  })
}

export async function removeBusinessPhoto(db: DB, storage: UploadStore, userId: string, businessId: string, photoId: string): Promise<void> {
  const removed = await db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('business_photos').where('id', '=', photoId).where('business_id', '=', businessId)
      .where('business_id', 'in', trx.selectFrom('businesses').select('id').where('owner_id', '=', userId)).returning('id').executeTakeFirst()
    if (row) await bumpContentVersion(trx)
    return Boolean(row)
  })
  if (!removed) throw notFound('Photo not found')
  await Promise.all(PHOTO_WIDTHS.map((w) => storage.remove(photoKey(photoId, w)).catch(() => undefined)))
}

export async function findBusinessPhotos(db: DB, businessId: string) {
  return db.selectFrom('business_photos').select(['id', 'alt']).where('business_id', '=', businessId).orderBy('created_at').limit(MAX_PHOTOS).execute()
}

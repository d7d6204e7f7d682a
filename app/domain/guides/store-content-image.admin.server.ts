import sharp from 'sharp'
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE } from '~/domain/city-images/image-check.server.ts'
import type { UploadStore } from '~/lib/upload-store.server.ts'
import { invalid } from '~/lib/app-error.ts'
import { contentImageKey } from '~/lib/content-images.ts'

/**
 * An image the admin uploads for a post, product or review: checked by its content (JPEG, PNG or
 * WebP under 5 MB, decoded by sharp), re-encoded as WebP at most 1600 px wide (nothing but clean
 * pixels is stored; metadata dropped) and stored under a new name in content-images/. Returns its key;
 * a refused file is invalid on `field`.
 */
export async function storeContentImage(storage: UploadStore, file: File, field = 'image'): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw invalid(field, TOO_LARGE_MESSAGE)
  const input = Buffer.from(await file.arrayBuffer())
  let webp: Buffer
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata()
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || (meta.width ?? 0) < 16 || (meta.height ?? 0) < 16) throw new Error('format')
    webp = await sharp(input, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()
  } catch {
    throw invalid(field, NOT_AN_IMAGE_MESSAGE)
  }
  const key = contentImageKey(`${crypto.randomUUID()}.webp`)
  await storage.put(key, webp, 'image/webp')
  return key
}

/**
 * Runs `write` with the image a form's file field carries, stored first (its key; undefined when no
 * file was chosen; a refused file is invalid on the field). When the write fails the stored file
 * is removed again, so no image is left that nothing names.
 */
export async function withUploadedImage<T>(storage: UploadStore, form: FormData, field: string, write: (key: string | undefined) => Promise<T>): Promise<T> {
  const file = form.get(field)
  const key = file instanceof File && file.size > 0 ? await storeContentImage(storage, file, field) : undefined
  try {
    return await write(key)
  } catch (error) {
    if (key) await storage.remove(key).catch(() => undefined)
    throw error
  }
}

import sharp from 'sharp'
import { MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE } from '~/domain/city-images/image-check.server.ts'
import type { ImageStorage } from '~/domain/city-images/storage.server.ts'
import { contentImageKey } from '~/lib/content-images.ts'

export class ContentImageRejectedError extends Error {}

/**
 * An image the admin uploads for a post, product or review: checked by its content (JPEG, PNG or
 * WebP under 5 MB, decoded by sharp), re-encoded as WebP at most 1600 px wide (nothing but clean
 * pixels is stored; metadata dropped) and stored under a new name in content-images/. Returns its key.
 */
export async function storeContentImage(storage: ImageStorage, file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new ContentImageRejectedError(TOO_LARGE_MESSAGE)
  const input = Buffer.from(await file.arrayBuffer())
  let webp: Buffer
  try {
    const meta = await sharp(input, { limitInputPixels: 40_000_000 }).metadata()
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || (meta.width ?? 0) < 16 || (meta.height ?? 0) < 16) throw new Error('format')
    webp = await sharp(input, { limitInputPixels: 40_000_000 }).rotate().resize({ width: 1600, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer()
  } catch {
    throw new ContentImageRejectedError(NOT_AN_IMAGE_MESSAGE)
  }
  const key = contentImageKey(`${crypto.randomUUID()}.webp`)
  await storage.put(key, webp, 'image/webp')
  return key
}

/**
 * The image a form's file field carries, stored: its key; undefined when no file was chosen; or
 * the message for the field when the file is refused.
 */
export async function storeUploadedImage(storage: ImageStorage, form: FormData, field: string): Promise<{ key?: string; error?: string }> {
  const file = form.get(field)
  if (!(file instanceof File) || file.size === 0) return {}
  try {
    return { key: await storeContentImage(storage, file) }
  } catch (error) {
    if (error instanceof ContentImageRejectedError) return { error: error.message }
    throw error
  }
}

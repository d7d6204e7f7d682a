import sharp from 'sharp'
import { AppError } from '~/lib/app-error.ts'

/** Spec §9: the image bucket's size limit (5,242,880 bytes). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
export const TOO_LARGE_MESSAGE = 'The image is larger than 5 MB.'
export const NOT_AN_IMAGE_MESSAGE = 'The file is not a JPEG, PNG or WebP image.'

/** What an image may be: the city images' 5 MB and 40 megapixels unless a caller says otherwise. */
export interface ImageLimits {
  maxBytes: number
  tooLarge: string
  maxPixels: number
  tooManyPixels: string
  /** The form field a refusal is about. */
  field: string
}
const CITY_IMAGE_LIMITS: ImageLimits = { maxBytes: MAX_IMAGE_BYTES, tooLarge: TOO_LARGE_MESSAGE, maxPixels: 40_000_000, tooManyPixels: 'The image has too many pixels: at most 40 megapixels.', field: 'image' }

/**
 * Checks a file by its content (sharp reads its header: JPEG, PNG or WebP of a sane size, under
 * the limits: a decompression bomb is refused from its header) and re-encodes it, so nothing but
 * clean pixels is ever stored: a JPEG cropped to the requested size (the city images' 16:9 original).
 * A refused file is an AppError (invalid) naming the limits' field.
 */
export async function checkAndReencode(input: Buffer, size = { width: 1600, height: 900 }, limits: ImageLimits = CITY_IMAGE_LIMITS): Promise<Buffer> {
  const refused = (message: string) => new AppError('invalid', message, { field: limits.field })
  if (input.length > limits.maxBytes) throw refused(limits.tooLarge)
  let format: string | undefined
  let width = 0
  let height = 0
  try {
    const meta = await sharp(input, { limitInputPixels: false }).metadata()
    format = meta.format
    width = meta.width ?? 0
    height = meta.height ?? 0
  } catch {
    throw refused(NOT_AN_IMAGE_MESSAGE)
  }
  if (!format || !['jpeg', 'png', 'webp'].includes(format) || width < 16 || height < 16) throw refused(NOT_AN_IMAGE_MESSAGE)
  if (width * height > limits.maxPixels) throw refused(limits.tooManyPixels)
  try {
    return await sharp(input, { limitInputPixels: limits.maxPixels }).rotate().resize(size.width, size.height, { fit: 'cover' })
      .jpeg({ quality: 86, mozjpeg: true }).toBuffer()
  } catch {
    // The header looked right but the pixels do not decode (a truncated or broken file).
    throw refused(NOT_AN_IMAGE_MESSAGE)
  }
}

/** Widths the pages need (cards 400/800, the hero 800/1600), each as WebP and JPEG. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]
export type ImageFormat = 'webp' | 'jpg'

/** One delivered size of an original. Quality falls with size: a 400 px card stays small. */
export async function makeVariant(original: Buffer, width: ImageWidth, format: ImageFormat): Promise<Buffer> {
  const image = sharp(original).resize(width, Math.round((width * 9) / 16), { fit: 'cover' })
  const quality = width <= 400 ? 62 : width <= 800 ? 66 : 72
  return format === 'webp' ? image.webp({ quality, effort: 4 }).toBuffer() : image.jpeg({ quality: quality + 6, mozjpeg: true, progressive: true }).toBuffer()
}

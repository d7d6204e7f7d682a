/** A stored content image's file name: a random id, WebP (what storeContentImage writes). */
export const CONTENT_IMAGE_FILE = /^[a-f0-9-]{36}\.webp$/
/** Its key in the image store. */
export const contentImageKey = (file: string) => `content-images/${file}`
/** The public address of a stored content image (content-images/{name} → /content-images/{name}). */
export const contentImagePath = (key: string) => `/${key}`

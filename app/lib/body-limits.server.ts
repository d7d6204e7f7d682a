import { CLAIM_DOCUMENTS_TOO_LARGE, MAX_CLAIM_DOCUMENTS, PHOTO_TOO_LARGE, UPLOAD_MAX_BYTES } from './upload-limits.ts'

const KB = 1024
const MB = 1024 * KB

/** The multipart envelope around an uploaded file (boundaries, part headers, other fields). */
const ENVELOPE = 64 * KB

export interface BodyLimit {
  match: (path: string) => boolean
  bytes: number
  what: string
  /**
   * An upload form's message for a body over the limit (naming the field and the limit). With a
   * declared Content-Length over the limit, the route's action runs with an empty body and this
   * message in its context (`uploadTooLarge`), so the form comes back with it under the field.
   */
  tooLarge?: string
}

/** Request body limits per route; the first match wins. `.data` (React Router's fetch path) counts as the route. */
export const BODY_LIMITS: BodyLimit[] = [
  { match: (p) => p === '/admin/businesses/import', bytes: 20 * MB + ENVELOPE, what: 'CSV import (20 MB)' },
  // The OSHA inspection and violation files, at most 20 MB each.
  { match: (p) => p === '/admin/records', bytes: 40 * MB + ENVELOPE, what: 'public records upload (two files of 20 MB)' },
  { match: (p) => p.startsWith('/admin/city-images') || p.startsWith('/api/city-images'), bytes: 5 * MB + ENVELOPE, what: 'images (5 MB)' },
  // A badge application: its documents, at most 5 MB each.
  { match: (p) => /^\/badge\/[^/]+\/apply$/.test(p), bytes: 30 * MB + ENVELOPE, what: 'badge applications (documents of 5 MB each)' },
  // An owner's photo, and a claim's documents (the claim page's other forms are small).
  { match: (p) => /^\/dashboard\/listings\/[^/]+\/photos$/.test(p), bytes: UPLOAD_MAX_BYTES + ENVELOPE, what: 'owner photos (10 MB)', tooLarge: PHOTO_TOO_LARGE },
  { match: (p) => /^\/claim\/[^/]+$/.test(p), bytes: MAX_CLAIM_DOCUMENTS * UPLOAD_MAX_BYTES + ENVELOPE, what: 'claim documents (3 of 10 MB)', tooLarge: CLAIM_DOCUMENTS_TOO_LARGE },
  // The Content tab's editors: a post's or review's Markdown (60,000 characters) and one image of 5 MB.
  { match: (p) => p.startsWith('/admin/content/'), bytes: 5 * MB + 512 * KB, what: 'content editors (text and a 5 MB image)' },
  // Bulk delete posts up to 1,000 business ids (~41 KB).
  { match: (p) => p === '/admin/businesses', bytes: 64 * KB, what: 'bulk listing actions' },
  // Stripe's and the bounce relay's signed JSON events: small but not form-sized.
  { match: (p) => p === '/api/stripe/webhook', bytes: 512 * KB, what: 'Stripe events' },
  { match: (p) => p === '/api/email-events', bytes: 256 * KB, what: 'bounce and complaint events (decision 033)' },
  { match: () => true, bytes: 16 * KB, what: 'forms (16 KB)' },
]

/** The limit that applies to a path. */
export function bodyLimitOf(path: string): BodyLimit {
  const route = path.endsWith('.data') ? path.slice(0, -'.data'.length) || '/' : path
  const normalised = route.length > 1 ? route.replace(/\/+$/, '') : route
  return BODY_LIMITS.find((l) => l.match(normalised))!
}

export const bodyLimitFor = (path: string): number => bodyLimitOf(path).bytes

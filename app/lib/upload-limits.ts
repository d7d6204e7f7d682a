// What an owner's photo and a claim's documents may be: sized for phones' cameras. Shown beside the
// fields, enforced by the body limits (request-guards.server.ts) and again by the code that decodes
// the files.

/** One uploaded file: a phone's 48–50 MP photo is 8–15 MB as JPEG; 10 MB covers its default 12–24 MP. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const UPLOAD_MAX_LABEL = '10 MB'

/**
 * Pixels any uploaded image may decode to: 50 megapixels (8160 × 6120, a 50 MP phone sensor).
 * Decoding is bounded by it (a 10000 × 10000 PNG of 12 KB is a 300 MB bitmap): sharp refuses more.
 */
export const MAX_INPUT_PIXELS = 50_000_000
export const MAX_PIXELS_LABEL = '50 megapixels'

/** A claim's documents: at most this many files of UPLOAD_MAX_BYTES. */
export const MAX_CLAIM_DOCUMENTS = 3

export const PHOTO_HINT = `JPEG, PNG or WebP, at most ${UPLOAD_MAX_LABEL}`
export const PHOTO_TOO_LARGE = `Photo: the file must be at most ${UPLOAD_MAX_LABEL}`
export const CLAIM_DOCUMENTS_HINT = `PDF, JPEG, PNG or WebP; up to ${MAX_CLAIM_DOCUMENTS} files, ${UPLOAD_MAX_LABEL} each`
export const CLAIM_DOCUMENTS_TOO_LARGE = `Documents: each file must be at most ${UPLOAD_MAX_LABEL} (up to ${MAX_CLAIM_DOCUMENTS} files)`

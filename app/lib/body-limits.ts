// How large a request body a route takes, declared beside its cache policy in its module's
// `handle` (`export const handle = { body: upload(20 * MB) }`) and enforced as the body is read
// (server/react-router.ts). A route that declares none takes a form's 16 KB.

export const KB = 1024
export const MB = 1024 * KB

/** The multipart envelope around uploaded files (boundaries, part headers, other fields). */
const ENVELOPE = 64 * KB

export interface BodyLimit {
  bytes: number
  /**
   * An upload form's message for a body over the limit (naming the field and the limit). With a
   * declared Content-Length over the limit, the route's action runs with no body and this message
   * in its context (`uploadTooLarge`), so the form comes back with it under the field.
   */
  tooLarge?: string
}

/** What a form posts: a few fields of text. */
export const FORM_LIMIT: BodyLimit = { bytes: 16 * KB }

/** Files of at most `fileBytes` in all, in their multipart envelope. */
export const upload = (fileBytes: number, tooLarge?: string): BodyLimit => ({ bytes: fileBytes + ENVELOPE, tooLarge })

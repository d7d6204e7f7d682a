import sharp from 'sharp'
import { invalid } from '~/lib/app-error.ts'
import type { UploadStore } from '~/lib/upload-store.server.ts'
import { MAX_INPUT_PIXELS, MAX_PIXELS_LABEL } from '~/lib/upload-limits.ts'
import {
  DOCUMENT_EXTENSIONS, DOCUMENT_TOO_LARGE_MESSAGE, DOCUMENT_TYPES_MESSAGE, MAX_DOCUMENT_BYTES, sniffDocumentType,
  type ApplicationDocument, type DocumentType,
} from './model.ts'

/** What a form's documents may be: a badge application's are PDF, JPEG or PNG of at most 5 MB. */
export interface DocumentRules {
  maxBytes: number
  tooLarge: string
  types: readonly DocumentType[]
  typesMessage: string
  /** How a message names the file (default: “{label}”: the file). */
  nameOf?: (label: string, fileName: string) => string
}
const APPLICATION_RULES: DocumentRules = {
  maxBytes: MAX_DOCUMENT_BYTES, tooLarge: DOCUMENT_TOO_LARGE_MESSAGE, types: ['application/pdf', 'image/jpeg', 'image/png'], typesMessage: DOCUMENT_TYPES_MESSAGE,
}

/**
 * Checks each uploaded document by its content — a PDF by its header, an image decoded by sharp
 * (at most MAX_INPUT_PIXELS: a decompression bomb is refused from its header) — and stores it
 * under business-documents/ (never public: only the applicant and the admin read it, through
 * /applications/{id}/documents/{docId}). A refusal is an AppError (invalid) naming the field; documents
 * stored before a refusal are removed again.
 */
export async function storeDocuments(
  storage: UploadStore,
  applicationId: string,
  uploads: { field: string; label: string; file: File }[],
  rules: DocumentRules = APPLICATION_RULES,
): Promise<ApplicationDocument[]> {
  const stored: ApplicationDocument[] = []
  try {
    for (const { field, label, file } of uploads) {
      const name = rules.nameOf?.(label, file.name.slice(0, 100)) ?? `“${label}”: the file`
      if (file.size > rules.maxBytes) throw invalid(field, `${name} ${rules.tooLarge}`)
      const bytes = Buffer.from(await file.arrayBuffer())
      if (bytes.length > rules.maxBytes) throw invalid(field, `${name} ${rules.tooLarge}`)
      const type = sniffDocumentType(bytes)
      if (!type || !rules.types.includes(type)) throw invalid(field, `${name} ${rules.typesMessage}`)
      if (type !== 'application/pdf') {
        const problem = await imageProblem(bytes)
        if (problem) throw invalid(field, `${name} ${problem}`)
      }
      const id = crypto.randomUUID()
      const ext = DOCUMENT_EXTENSIONS[type]
      const key = `business-documents/${applicationId}-${id}.${ext}`
      await storage.put(key, bytes, type)
      stored.push({ id, key, name: file.name.slice(0, 200) || `document.${ext}`, contentType: type, size: bytes.length, label })
    }
  } catch (error) {
    await removeDocuments(storage, stored)
    throw error
  }
  return stored
}

/**
 * Why an image document cannot be stored, or null. Its size in pixels is read from the header
 * first; then every pixel is decoded into a small thumbnail (streamed: ~25 MB of memory for a
 * 50 MP photo, where decoding it whole took ~170 MB).
 */
async function imageProblem(bytes: Buffer): Promise<string | null> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => null)
  if (!meta?.width || !meta.height) return 'is not a readable image'
  if (meta.width * meta.height > MAX_INPUT_PIXELS) return `has too many pixels: at most ${MAX_PIXELS_LABEL}`
  const decodes = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).resize(64, 64, { fit: 'inside' }).toBuffer().then(() => true, () => false)
  return decodes ? null : 'is not a readable image'
}

export async function removeDocuments(storage: UploadStore, documents: ApplicationDocument[]): Promise<void> {
  await Promise.all(documents.map((d) => storage.remove(d.key).catch(() => undefined)))
}

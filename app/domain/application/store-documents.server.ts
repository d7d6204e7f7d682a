import sharp from 'sharp'
import type { ImageStorage } from '~/domain/city-images/storage.server.ts'
import { MAX_DOCUMENT_BYTES, sniffDocumentType, type ApplicationDocument, DOCUMENT_TOO_LARGE_MESSAGE, DOCUMENT_TYPES_MESSAGE } from './model.ts'

export class DocumentRejectedError extends Error {
  constructor(readonly field: string, message: string) {
    super(message)
  }
}

/**
 * Checks each uploaded document by its content — a PDF by its header, a JPEG or PNG decoded by
 * sharp — and stores it under business-documents/ (never public: only the applicant and the admin
 * read it, through /applications/{id}/documents/{docId}). Throws DocumentRejectedError naming the
 * field; documents stored before a refusal are removed again.
 */
export async function storeDocuments(
  storage: ImageStorage,
  applicationId: string,
  uploads: { field: string; label: string; file: File }[],
): Promise<ApplicationDocument[]> {
  const stored: ApplicationDocument[] = []
  try {
    for (const { field, label, file } of uploads) {
      const name = `“${label}”: the file`
      if (file.size > MAX_DOCUMENT_BYTES) throw new DocumentRejectedError(field, `${name} ${DOCUMENT_TOO_LARGE_MESSAGE}`)
      const bytes = Buffer.from(await file.arrayBuffer())
      if (bytes.length > MAX_DOCUMENT_BYTES) throw new DocumentRejectedError(field, `${name} ${DOCUMENT_TOO_LARGE_MESSAGE}`)
      const type = sniffDocumentType(bytes)
      if (!type) throw new DocumentRejectedError(field, `${name} ${DOCUMENT_TYPES_MESSAGE}`)
      if (type !== 'application/pdf') {
        const ok = await sharp(bytes, { limitInputPixels: 100_000_000 }).stats().then(() => true, () => false)
        if (!ok) throw new DocumentRejectedError(field, `${name} is not a readable image`)
      }
      const id = crypto.randomUUID()
      const ext = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg'
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

export async function removeDocuments(storage: ImageStorage, documents: ApplicationDocument[]): Promise<void> {
  await Promise.all(documents.map((d) => storage.remove(d.key).catch(() => undefined)))
}

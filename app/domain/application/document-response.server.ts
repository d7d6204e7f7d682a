import { DOCUMENT_EXTENSIONS, type ApplicationDocument } from './model.ts'

/**
 * A private document's answer (an application's or a claim's): never cached by anyone, downloaded
 * rather than shown in the site's origin, and typed by what its content was found to be.
 */
export function privateDocumentResponse(doc: Pick<ApplicationDocument, 'id' | 'contentType'>, body: Buffer, prefix: string): Response {
  const ext = DOCUMENT_EXTENSIONS[doc.contentType]
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': doc.contentType,
      'Content-Disposition': `attachment; filename="${prefix}-${doc.id.slice(0, 8)}.${ext}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    },
  })
}

import { useNonce } from '~/lib/nonce.ts'

/**
 * A JSON-LD data block, rendered on the server with the response's CSP nonce: how every page gives
 * its structured data (built in its loader, so the browser never loads the builders).
 */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  return <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

/**
 * JSON for a <script type="application/ld+json"> block: "<" is escaped so no text in the data can
 * close the script element early.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

import { useNonce } from '~/lib/nonce.ts'
import { serializeJsonLd } from './structured-data.ts'

/** A JSON-LD data block, rendered on the server with the response's CSP nonce. */
export function JsonLd({ data }: { data: unknown }) {
  const nonce = useNonce()
  return (
    <script type="application/ld+json" nonce={nonce || undefined} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
  )
}

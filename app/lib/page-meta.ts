import type { PageHandle } from './page-cache-policy.ts'

/** A page's title ("{title} | Safest") and search description, as route modules' `meta` return them. */
export function pageMeta(title: string, description?: string) {
  return [{ title: `${title} | Safest` }, ...(description ? [{ name: 'description', content: description }] : [])]
}

/**
 * A page's structured data, as an entry of its route's `meta`: React Router's <Meta /> writes it in
 * the head as a <script type="application/ld+json"> (escaped so no text can close the element),
 * on the server and after a client navigation alike, and no component ships to the browser for it.
 * Loaders build the data (domain/directory/business-json-ld.ts, domain/blog/blog-feed.ts…).
 */
export function jsonLdMeta(data: object) {
  return { 'script:ld+json': data }
}

/** A page that is the same for every visitor: cached whole (no query parameters), with its meta. */
export function staticPageRoute(title: string, description: string) {
  return { handle: { cache: { params: [] } } satisfies PageHandle, meta: () => pageMeta(title, description) }
}

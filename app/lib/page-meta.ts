import type { PageHandle } from './page-cache-policy.ts'

/** A page's title ("{title} | Safest") and search description, as route modules' `meta` return them. */
export function pageMeta(title: string, description?: string) {
  return [{ title: `${title} | Safest` }, ...(description ? [{ name: 'description', content: description }] : [])]
}

/** A page that is the same for every visitor: cached whole (no query parameters), with its meta. */
export function staticPageRoute(title: string, description: string) {
  return { handle: { cache: { params: [] } } satisfies PageHandle, meta: () => pageMeta(title, description) }
}

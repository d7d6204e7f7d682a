import { matchRoutes, type RouteObject } from 'react-router'
import { FORM_LIMIT, type BodyLimit } from './body-limits.ts'

export type { BodyLimit } from './body-limits.ts'

/**
 * How the page cache treats a page, declared by its route module: `export const handle = { cache:
 * { params: ['q', 'page'] } } satisfies PageHandle`. `params` are the query parameters its loader
 * reads (anything else is dropped from the key, and the page is rendered from the normalised URL,
 * so `?utm_source=x` costs no render); `multi` those kept with every value, sorted. `'none'`: the
 * page is never cached (forms, personal pages). `as`: one page for every path the route answers,
 * rendered once from that path (the not-found page). A test requires a policy on every public page.
 */
export type CachePolicy = 'none' | { params: readonly string[]; multi?: readonly string[]; as?: string }

/** What a route module declares beside its code: its cache policy, and the body its action takes (body-limits.ts). */
export interface PageHandle {
  cache?: CachePolicy
  body?: BodyLimit
}

/** A route of the server build's manifest, as far as the cache needs it. */
export interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  module: { handle?: unknown }
}

// Cached pages have canonical paths: lowercase letters, digits and hyphens (a city's or business's
// slug), no trailing slash. Anything else (an uppercase path that redirects, a file) is not looked up.
const CANONICAL_PATH = /^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/
const MAX_PATH_LENGTH = 200
const MAX_PARAM_LENGTH = 200
// Parameters added by ads and mail links; they change nothing on the page.
const TRACKING = /^(utm_[a-z]+|fbclid|gclid|msclkid|mc_cid|mc_eid|ref)$/
// Paths looked up are remembered (matching ranks every route each time): at most this many.
const MAX_REMEMBERED_PATHS = 10_000

/** The `handle`s of the routes a path matches, the deepest first (remembered per path). */
export function routeHandles(routes: Record<string, ManifestRoute | undefined>): (pathname: string) => Partial<PageHandle>[] {
  const tree = routeTree(Object.values(routes).filter((r): r is ManifestRoute => r !== undefined))
  const remembered = new Map<string, Partial<PageHandle>[]>()
  return (pathname) => {
    let handles = remembered.get(pathname)
    if (handles) return handles
    handles = (matchRoutes(tree, pathname) ?? []).reverse().map((m) => (routes[m.route.id!]?.module.handle ?? {}) as Partial<PageHandle>)
    if (remembered.size >= MAX_REMEMBERED_PATHS) remembered.clear()
    remembered.set(pathname, handles)
    return handles
  }
}

/**
 * The cache policy of the page a path leads to (the deepest matched route's `handle.cache`), or
 * null when that route declares none or the path is not a canonical page path.
 */
export function cachePolicies(routes: Record<string, ManifestRoute | undefined>): (pathname: string) => CachePolicy | null {
  const handlesOf = routeHandles(routes)
  return (pathname) => {
    // React Router's own paths (client navigations' `.data`, route discovery) are no pages.
    if (pathname.length > MAX_PATH_LENGTH || pathname.endsWith('.data') || pathname.startsWith('/__')) return null
    const policy = handlesOf(pathname)[0]?.cache ?? null
    return CANONICAL_PATH.test(pathname) || (typeof policy === 'object' && policy?.as) ? policy : null
  }
}

/** The body limit of the route a request goes to (a `.data` path counts as its page): the deepest declared, else a form's. */
export function bodyLimits(routes: Record<string, ManifestRoute | undefined>): (path: string) => BodyLimit {
  const handlesOf = routeHandles(routes)
  return (path) => handlesOf(path === '/_root.data' ? '/' : path.replace(/\.data$/, '')).find((h) => h.body)?.body ?? FORM_LIMIT
}

function routeTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const children = routeTree(routes, r.id)
      return r.index
        ? { id: r.id, index: true, path: r.path, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: children.length ? children : undefined }
    })
}

/**
 * The cache key of a URL: its path and its page's parameters in a fixed order; null = not
 * cacheable. Any other parameter (say `?sort_key=` of the no-JavaScript sort, which the loader
 * answers with a redirect) sends the request down the ordinary path.
 */
export function pageCacheKey(url: URL, policyOf: (pathname: string) => CachePolicy | null): string | null {
  const policy = policyOf(url.pathname)
  if (!policy || policy === 'none') return null
  if (policy.as) return policy.as
  for (const name of url.searchParams.keys()) if (!policy.params.includes(name) && !TRACKING.test(name)) return null
  const key = new URLSearchParams()
  for (const name of policy.params) {
    const values = url.searchParams.getAll(name).filter((v) => v !== '')
    if (values.some((v) => v.length > MAX_PARAM_LENGTH)) return null
    const kept = policy.multi?.includes(name) ? [...new Set(values)].sort() : values.slice(0, 1)
    for (const value of kept) key.append(name, value)
  }
  const query = key.toString()
  return query ? `${url.pathname}?${query}` : url.pathname
}

import { useContext } from 'react'
import { UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext, useLocation, type MetaDescriptor } from 'react-router'

const DEFAULT_IMAGE = '/og-image.jpg'

/**
 * The tags search engines and link previews read, for every page without each route repeating
 * them: `<link rel="canonical">` (the absolute URL without query, so filtered, sorted and paged
 * variants point at the clean page), and Open Graph / Twitter card tags built from the page's own
 * title and description (the leaf route's `meta`, resolved the way React Router's <Meta> does).
 * A route may name its own image with `{ property: 'og:image', content: '/path.jpg' }`.
 */
export function SocialMeta({ siteUrl }: { siteUrl: string }) {
  const framework = useContext(UNSAFE_FrameworkContext)
  const state = useContext(UNSAFE_DataRouterStateContext)
  const location = useLocation()
  if (!framework || !state) return null
  const meta = leafMeta(framework.routeModules, state, location)
  const title = meta.find((m): m is { title: string } => 'title' in m && typeof m.title === 'string')?.title
  const description = contentOf(meta, 'name', 'description')
  const image = new URL(contentOf(meta, 'property', 'og:image') ?? DEFAULT_IMAGE, siteUrl).href
  const url = new URL(location.pathname, siteUrl).href
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content="Safest" />
      <meta property="og:type" content="website" />
      <meta property="og:url" content={url} />
      {title && <meta property="og:title" content={title} />}
      {description && <meta property="og:description" content={description} />}
      <meta property="og:image" content={image} />
      <meta name="twitter:card" content="summary_large_image" />
      {title && <meta name="twitter:title" content={title} />}
      {description && <meta name="twitter:description" content={description} />}
      <meta name="twitter:image" content={image} />
    </>
  )
}

function contentOf(meta: MetaDescriptor[], key: 'name' | 'property', value: string): string | undefined {
  const found = meta.find((m) => (m as Record<string, unknown>)[key] === value) as { content?: unknown } | undefined
  return typeof found?.content === 'string' ? found.content : undefined
}

type RouteModules = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>['routeModules']
type RouterState = NonNullable<React.ContextType<typeof UNSAFE_DataRouterStateContext>>

/** The meta of the deepest route that has one (React Router: a route without meta inherits its parent's). */
function leafMeta(routeModules: RouteModules, state: RouterState, location: ReturnType<typeof useLocation>): MetaDescriptor[] {
  let meta: MetaDescriptor[] = []
  const matches: { id: string; data: unknown; loaderData: unknown; meta: MetaDescriptor[]; params: unknown; pathname: string; handle: unknown; error: unknown }[] = []
  for (const match of state.matches) {
    const id = match.route.id
    const module = routeModules[id]
    const data = state.loaderData[id]
    const error = state.errors?.[id] ?? null
    const entry = { id, data, loaderData: data, meta: [] as MetaDescriptor[], params: match.params, pathname: match.pathname, handle: match.route.handle, error }
    matches.push(entry)
    if (module?.meta) {
      const result = typeof module.meta === 'function'
        ? (module.meta as (args: unknown) => MetaDescriptor[] | undefined)({ data, loaderData: data, params: match.params, location, matches, error })
        : module.meta
      meta = Array.isArray(result) ? result.flat() : []
    }
    entry.meta = meta
    if (error) break
  }
  return meta
}

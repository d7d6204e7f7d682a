import { createContext, useContext } from 'react'
import stylesheetHref from '~/app.css?url'

/**
 * The site's one stylesheet. In production it is inlined into every page's <head>: a separate
 * render-blocking request costs a round trip before the first paint on a phone, and the whole
 * stylesheet is ~13 KB compressed (decision 010). The server provides its text through
 * SiteCssContext (entry.server.tsx); the browser leaves the element as the server sent it.
 */
export const SiteCssContext = createContext<string | null>(null)

export { stylesheetHref }

export function SiteStylesheet() {
  const css = useContext(SiteCssContext)
  if (!import.meta.env.PROD) return <link rel="stylesheet" href={stylesheetHref} />
  // Hydration keeps the server's text (React does not compare inner HTML), and later renders
  // see the same empty value, so the browser never rewrites it.
  return <style id="site-css" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? '' }} />
}

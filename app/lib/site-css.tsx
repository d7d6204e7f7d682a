import { createContext, useContext } from 'react'
import stylesheetHref from '~/app.css?url'

/**
 * The site's one stylesheet. Pages rendered for the page cache (a visitor's first page, mostly)
 * carry it inline in the <head>: a separate render-blocking request costs a round trip before the
 * first paint on a phone, and the whole stylesheet is ~13 KB compressed. Other renders link it:
 * they are compressed per response, where 68 KB more text cost ~25 % more CPU (decision 010).
 * The server provides the text through SiteCssContext (entry.server.tsx); null means "link it".
 */
export const SiteCssContext = createContext<string | null>(null)

export { stylesheetHref }

// In the browser: what the server sent, read before hydration (the root module loads first).
const inlinedInDocument = typeof document !== 'undefined' && document.getElementById('site-css') !== null

export function SiteStylesheet() {
  const css = useContext(SiteCssContext)
  const inline = typeof document === 'undefined' ? css !== null : inlinedInDocument
  if (!inline) return <link rel="stylesheet" href={stylesheetHref} />
  // Hydration keeps the server's text (React does not compare inner HTML), and later renders
  // see the same empty value, so the browser never rewrites it.
  return <style id="site-css" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: css ?? '' }} />
}

import { useCallback, type AnchorHTMLAttributes, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * A link to a fixed page of the site (an absolute path) that navigates in the app like <Link>,
 * rendered as a plain anchor: a router <Link> costs ~25 µs in every server render, and a page
 * has dozens (footer, cards, 500 cities). One click handler on <body> (useAppLinkNavigation)
 * navigates for all of them; data-discover lets React Router discover their routes as for <Link>.
 * Use <Link> for relative paths, state, prefetch or active styling (NavLink).
 */
export function AppLink({ href, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: `/${string}` }) {
  return <a href={href} data-app-link="" data-discover="true" {...props} />
}

/** The click handler for <body>: a plain click on an AppLink becomes a client-side navigation. */
export function useAppLinkNavigation(): (event: MouseEvent) => void {
  const navigate = useNavigate()
  return useCallback(
    (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-app-link]') : null
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download') || anchor.origin !== window.location.origin) return
      event.preventDefault()
      const to = anchor.pathname + anchor.search + anchor.hash
      const here = window.location.pathname + window.location.search + window.location.hash
      // As <Link> does: a link to the page one is on replaces the history entry.
      navigate(to, { replace: to === here })
    },
    [navigate],
  )
}

import { useEffect } from 'react'
import { useLocation } from 'react-router'

const send = (fields: Record<string, string>) => typeof navigator.sendBeacon === 'function' && navigator.sendBeacon('/api/business-events', new URLSearchParams(fields))

/**
 * Counts a person's view of the page shown (a business page, or a city page with its filters)
 * once the browser shows it: a beacon to our own server, no cookie, nothing about the visitor.
 */
export function TrackVisit() {
  const { pathname, search } = useLocation()
  useEffect(() => void send({ kind: 'view', page: pathname + search }), [pathname, search])
  return null
}

/**
 * Counts clicks on a business's call, website, directions and e-mail links (those marked
 * `data-track`), and the page's view.
 */
export function TrackClicks({ businessId }: { businessId: string }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const kind = (event.target as Element | null)?.closest?.('a[data-track]')?.getAttribute('data-track')
      if (kind) send({ businessId, kind })
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [businessId])
  return <TrackVisit />
}

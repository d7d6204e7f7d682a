import { useEffect } from 'react'

/**
 * Counts clicks on a business's call, website, directions and e-mail links (those marked
 * `data-track`): a beacon to our own server, no cookie, nothing about the visitor.
 */
export function TrackClicks({ businessId }: { businessId: string }) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[data-track]')
      const kind = link?.getAttribute('data-track')
      if (!kind || typeof navigator.sendBeacon !== 'function') return
      navigator.sendBeacon('/api/business-events', new URLSearchParams({ businessId, kind }))
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [businessId])
  return null
}

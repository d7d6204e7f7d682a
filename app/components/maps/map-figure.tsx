import { useEffect, useRef, useState } from 'react'
import type { StreetMap } from '~/lib/street-map.ts'
import { cn } from '~/lib/utils.ts'

/** A page's map: the server-drawn one as HTML (pin-map-markup.server.ts), and the street map's data when the operator configured tiles. */
export interface PageMap {
  html: string
  title: string
  street: StreetMap | null
}

/**
 * The server-drawn map, which is the map without tiles configured, without JavaScript and until the
 * street map's first tile has arrived; with tiles (MAP_TILES_URL) the street map's code (Leaflet,
 * street-map.client.ts) is fetched only then, by a page with a map, and shown over the drawn map
 * once a tile has loaded. Tiles that fail leave the drawn map.
 */
export function MapFigure({ map, className }: { map: PageMap; className?: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading')
  // The same map after a revalidation (a Save pressed) is left as it is.
  const street = map.street ? JSON.stringify(map.street) : null
  useEffect(() => {
    const element = box.current
    if (!street || !element) return
    let dispose: (() => void) | null = null
    let stopped = false
    import('./street-map.client.ts').then(
      ({ mountStreetMap }) => {
        if (stopped) return
        dispose = mountStreetMap(element, JSON.parse(street) as StreetMap, {
          shown: () => setState('shown'),
          failed: () => {
            dispose?.()
            dispose = null
            setState('failed')
          },
        })
      },
      () => setState('failed'),
    )
    return () => {
      stopped = true
      dispose?.()
      setState('loading')
    }
  }, [street])
  return (
    <div className={cn('relative', className)}>
      {/* Hidden (not removed) under the street map: it keeps the box the street map fills. */}
      <div className={state === 'shown' ? 'invisible' : undefined} dangerouslySetInnerHTML={{ __html: map.html }} />
      {map.street && (
        <div className={cn('absolute inset-0 overflow-hidden rounded-xl border', state !== 'shown' && 'invisible')} data-street-map={state}>
          {/* Leaflet's own element: React never renders its attributes again. */}
          <div ref={box} role="group" aria-label={`Street ${map.title.charAt(0).toLowerCase()}${map.title.slice(1)}`} className="size-full" />
        </div>
      )}
    </div>
  )
}

import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { MapData } from '~/lib/local-map.ts'
import { mapTiles } from '~/lib/map-tiles.server.ts'
import { streetMapOf } from '~/lib/street-map.ts'
import type { PageMap } from './map-figure.tsx'
import { PinMap } from './pin-map.tsx'

/**
 * A pin map drawn by the loader as HTML. The map has no script (plain links), so a page puts
 * this into its container with dangerouslySetInnerHTML and the browser never loads PinMap's code
 * (JavaScript within budget); after a client navigation the new page's HTML comes with
 * its loader data like any other text.
 */
export function pinMapMarkup(map: MapData, title: string, className: string): string {
  return renderToStaticMarkup(createElement(PinMap, { map, title, className }))
}

/** A page's map for MapFigure: drawn as HTML, and with the operator's tiles (MAP_TILES_URL) what the street map needs. */
export function pageMap(map: MapData, title: string, className: string): PageMap {
  const tiles = mapTiles()
  return { html: pinMapMarkup(map, title, className), title, street: tiles ? streetMapOf(map, tiles) : null }
}

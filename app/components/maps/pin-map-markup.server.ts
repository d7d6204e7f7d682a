import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { MapData } from '~/lib/local-map.ts'
import { PinMap } from './pin-map.tsx'

/**
 * A pin map drawn by the loader as HTML. The map has no script (plain SVG links), so a page puts
 * this into its container with dangerouslySetInnerHTML and the browser never loads PinMap's code
 * (issue 34: JavaScript within budget); after a client navigation the new page's HTML comes with
 * its loader data like any other text.
 */
export function pinMapMarkup(map: MapData, title: string, className: string): string {
  return renderToStaticMarkup(createElement(PinMap, { map, title, className }))
}

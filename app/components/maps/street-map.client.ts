import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { DOT_PX, LABEL_FONT_PX, LABEL_HEIGHT_PX, labelWidthPx, PIN_GAP_PX, PIN_PX } from '~/lib/local-map.ts'
import { boxAround, layoutPins, placeLabel } from '~/lib/pin-layout.ts'
import type { StreetMap } from '~/lib/street-map.ts'
import { DOT_CLASS, LABEL_CLASS, pinClass } from './pin-style.ts'

/**
 * The street map (Leaflet, over the operator's tiles) in `element`: the page's pins, numbered and
 * linked as on the drawn map, laid out again after each move so none covers another or the
 * place's label (layoutPins, in screen pixels), and the place's dot and label. `shown` is called at
 * the first tile loaded; `failed` when a tile fails before any has loaded. Keyboard: the map takes
 * focus (arrows pan, + and − zoom) and Tab goes on to each pin's link, then the zoom buttons.
 * Returns what removes it.
 */
export function mountStreetMap(element: HTMLElement, data: StreetMap, on: { shown: () => void; failed: () => void }): () => void {
  const map = L.map(element, { scrollWheelZoom: false, zoomSnap: 0.5 })
  // Leaflet's stylesheet is not in the app's cascade layers, so it beats them: the page's font, and white numbers on the pins.
  element.style.fontFamily = 'inherit'
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>')
  const tiles = L.tileLayer(data.tiles.url, { attribution: data.tiles.attribution ? asHtml(data.tiles.attribution) : '', maxZoom: 19 })
  let loaded = false
  let settled = false
  tiles.on('tileload', () => {
    loaded = true
    if (settled) return
    settled = true
    on.shown()
  })
  tiles.on('tileerror', () => {
    if (loaded || settled) return
    settled = true
    on.failed()
  })
  tiles.addTo(map)

  const pins = data.pins.map((pin) => {
    const link = document.createElement(pin.href ? 'a' : 'span')
    if (link instanceof HTMLAnchorElement && pin.href) link.href = pin.href
    link.className = `${pinClass(pin)} size-full`
    link.title = pin.label
    link.setAttribute('aria-label', pin.label)
    link.textContent = pin.n === undefined ? '' : String(pin.n)
    link.dataset.mapPin = ''
    link.style.color = 'white'
    const marker = L.marker([pin.point.latitude, pin.point.longitude], { icon: L.divIcon({ html: link, className: '', iconSize: [PIN_PX, PIN_PX] }), keyboard: false, riseOnHover: true }).addTo(map)
    return { marker, link }
  })

  const center = data.center
  const label = document.createElement('span')
  if (center) {
    const dot = document.createElement('span')
    dot.className = `${DOT_CLASS} absolute -translate-1/2`
    Object.assign(dot.style, { width: `${DOT_PX}px`, height: `${DOT_PX}px`, left: '0', top: '0' })
    label.className = `${LABEL_CLASS} absolute`
    label.textContent = center.label
    label.dataset.mapLabel = ''
    Object.assign(label.style, { fontSize: `${LABEL_FONT_PX}px`, lineHeight: `${LABEL_HEIGHT_PX}px`, width: `${labelWidthPx(center.label, LABEL_FONT_PX)}px` })
    const holder = document.createElement('span')
    holder.setAttribute('aria-hidden', 'true')
    holder.append(dot, label)
    L.marker([center.point.latitude, center.point.longitude], { icon: L.divIcon({ html: holder, className: '', iconSize: [0, 0] }), keyboard: false, interactive: false, zIndexOffset: -1000 }).addTo(map)
  }

  // Pins and the label where they cover nothing, for the map as it is now shown.
  const layOut = () => {
    const { x: width, y: height } = map.getSize()
    const points = pins.map((p) => map.latLngToContainerPoint(p.marker.getLatLng()))
    // The zoom buttons and the attribution are in the map's corners: no pin under them.
    const corner = element.getBoundingClientRect()
    const obstacles = [...element.querySelectorAll('.leaflet-control')].map((control) => {
      const r = control.getBoundingClientRect()
      return { x0: r.left - corner.left, y0: r.top - corner.top, x1: r.right - corner.left, y1: r.bottom - corner.top }
    })
    if (center) {
      const c = map.latLngToContainerPoint([center.point.latitude, center.point.longitude])
      const w = Math.min(labelWidthPx(center.label, LABEL_FONT_PX), width)
      const placed = placeLabel(c, { width: w, height: LABEL_HEIGHT_PX }, { width, height, dot: DOT_PX, avoid: points.map((p) => boxAround(p, PIN_PX)) })
      Object.assign(label.style, { left: `${placed.x0 - c.x}px`, top: `${placed.y0 - c.y}px` })
      obstacles.push(placed, boxAround(c, DOT_PX))
    }
    const shownPins = points.flatMap((p, index) => (p.x >= 0 && p.y >= 0 && p.x <= width && p.y <= height ? [{ index, p }] : []))
    for (const pin of pins) {
      pin.link.style.translate = ''
      pin.link.hidden = false
    }
    const placed = layoutPins(shownPins.map((s) => s.p), { width, height, size: PIN_PX, gap: PIN_GAP_PX, obstacles })
    for (const p of placed) {
      const { index, p: at } = shownPins[p.index]!
      pins[index]!.link.style.translate = `${p.x - at.x}px ${p.y - at.y}px`
      // A pin with no room left (never on the site's maps) waits for a zoom: the list names it.
      for (const j of p.joined) pins[shownPins[j]!.index]!.link.hidden = true
    }
  }
  map.on('moveend', layOut)

  const all = [...data.pins.map((p) => p.point), ...(center ? [center.point] : [])]
  if (all.length > 0) map.fitBounds(L.latLngBounds(all.map((p) => [p.latitude, p.longitude])), { padding: [PIN_PX * 1.5, PIN_PX * 1.5], maxZoom: 15 })
  else map.setView([39.8, -98.6], 4)
  layOut()
  return () => {
    map.off()
    map.remove()
  }
}

/** Text as HTML (Leaflet's attribution is HTML): the operator's credit shows as written. */
function asHtml(text: string): string {
  const span = document.createElement('span')
  span.textContent = text
  return span.innerHTML
}

import type { CSSProperties } from 'react'
import { DOT_PX, LABEL_FONT_PX, LABEL_HEIGHT_PX, labelWidthPx, PIN_PX, RING_FONT_PX, type MapData, type MapLayer, type MapPin } from '~/lib/local-map.ts'
import type { Box, LabelSide } from '~/lib/pin-layout.ts'
import { cn } from '~/lib/utils.ts'
import { DOT_CLASS, LABEL_CLASS, pinClass } from './pin-style.ts'

/**
 * A server-drawn map: an SVG (base map, rings, dots) that scales with its box, and over it the pins
 * and labels in CSS pixels (24 px pins, 12–13 px text at any width) where drawMap laid them out, so
 * none covers another or the place's label. No script: each pin and dot is a link reached by Tab,
 * and the list beside the map says the same for a screen reader.
 */
export function PinMap({ map, title, className }: { map: MapData; title: string; className?: string }) {
  const { width, height } = map
  return (
    <div role="group" aria-label={title} className={cn('@container relative overflow-hidden rounded-xl bg-sky-50', className)} style={{ aspectRatio: `${width} / ${height}` }} data-map="">
      <svg viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 size-full" aria-hidden={map.dots.some((d) => d.href) ? undefined : 'true'}>
        {map.background && <image href={map.background} width={width} height={height} aria-hidden="true" />}
        {map.rings?.map((ring) => (
          <circle key={ring.label} cx={width / 2} cy={height / 2} r={ring.r} className="fill-none stroke-slate-300" strokeDasharray="4 4" vectorEffect="non-scaling-stroke" aria-hidden="true" />
        ))}
        {map.dots.map((d, i) => {
          const dot = (
            <>
              {d.label && <title>{d.label}</title>}
              <circle cx={d.x} cy={d.y} r={d.r ?? (d.muted ? 3.5 : 8)} className={d.muted ? 'fill-slate-400 stroke-none' : 'fill-primary/70 stroke-white'} strokeWidth="1.5" />
            </>
          )
          return d.href ? (
            <a key={i} href={d.href} aria-label={d.label} className="outline-none [&:focus-visible>circle]:stroke-navy [&:focus-visible>circle]:stroke-[3px]">
              {dot}
            </a>
          ) : (
            <g key={i} aria-hidden="true">
              {dot}
            </g>
          )
        })}
      </svg>
      {map.center && <span aria-hidden="true" className={cn('absolute -translate-1/2', DOT_CLASS)} style={{ ...at(map, map.center), width: DOT_PX, height: DOT_PX }} />}
      {map.layers.map((layer, i) => (
        // One layout shows at a time: the narrow one below WIDE_PX, the wide one from it (display: none hides the other's links too).
        <div key={layer.minWidth} className={cn('absolute inset-0', map.layers.length > 1 && (i === 0 ? '@min-[560px]:hidden' : 'hidden @min-[560px]:block'))}>
          <Layer map={map} layer={layer} />
        </div>
      ))}
    </div>
  )
}

function Layer({ map, layer }: { map: MapData; layer: MapLayer }) {
  const { width, height } = map
  const off = layer.pins.filter(standsOff)
  return (
    <>
      {/* A pin that stands off its point: a thin line back to it, and a small dot on it. */}
      {off.length > 0 && (
        <svg viewBox={`0 0 ${width} ${height}`} className="absolute inset-0 size-full" aria-hidden="true">
          {off.map((p) => (
            <line key={p.label} x1={p.at.x} y1={p.at.y} x2={p.x} y2={p.y} className="stroke-navy/70" strokeWidth="1" vectorEffect="non-scaling-stroke" />
          ))}
        </svg>
      )}
      {off.map((p) => (
        <span key={p.label} aria-hidden="true" className="absolute size-1.5 -translate-1/2 rounded-full bg-navy" style={at(map, p.at)} />
      ))}
      {map.rings?.map((ring, i) => {
        const box = layer.ringLabels[i]
        return box ? (
          <span key={ring.label} aria-hidden="true" className="absolute leading-[18px] whitespace-nowrap text-slate-600" style={{ ...at(map, { x: box.x0, y: box.y0 }), fontSize: RING_FONT_PX, width: labelWidthPx(ring.label, RING_FONT_PX) }} data-map-label="">
            {ring.label}
          </span>
        ) : null
      })}
      {map.center && layer.centerLabel && (
        <span aria-hidden="true" className={cn('absolute', LABEL_CLASS)} style={{ ...labelStyle(layer.centerLabel.box, layer.centerLabel.side, width, height), fontSize: LABEL_FONT_PX, lineHeight: `${LABEL_HEIGHT_PX}px`, width: Math.min(labelWidthPx(map.center.label, LABEL_FONT_PX), layer.minWidth) }} data-map-label="">
          {map.center.label}
        </span>
      )}
      {layer.pins.map((p) => (
        <Pin key={p.label} pin={p} style={{ ...at(map, p), width: PIN_PX, height: PIN_PX }} />
      ))}
    </>
  )
}

function Pin({ pin, style }: { pin: MapPin; style: CSSProperties }) {
  const name = pin.joined ? `${pin.label}, and ${pin.joined.length} more: ${pin.joined.join('; ')}` : pin.label
  const className = cn('absolute -translate-1/2', pinClass(pin))
  const text = pin.n === undefined ? null : `${pin.n}${pin.joined ? '+' : ''}`
  return pin.href ? (
    <a href={pin.href} aria-label={name} title={name} className={className} style={style} data-map-pin="">
      {text}
    </a>
  ) : (
    <span title={name} className={className} style={style} data-map-pin="">
      {text}
      <span className="sr-only">{name}</span>
    </span>
  )
}

const pct = (v: number, of: number) => Math.round((v / of) * 10000) / 100

/** A point of the map as a position in its box. */
const at = (map: MapData, p: { x: number; y: number }): CSSProperties => ({ left: `${pct(p.x, map.width)}%`, top: `${pct(p.y, map.height)}%` })

const standsOff = (p: MapPin) => Math.abs(p.x - p.at.x) + Math.abs(p.y - p.at.y) > 1

/** A label anchored at its box's edge nearest its dot: drawn wider, the map moves the box's far edge away, never the label past it. */
function labelStyle(box: Box, side: LabelSide, width: number, height: number): CSSProperties {
  const mid = { x: pct((box.x0 + box.x1) / 2, width), y: pct((box.y0 + box.y1) / 2, height) }
  switch (side) {
    case 'right':
      return { left: `${pct(box.x0, width)}%`, top: `${mid.y}%`, transform: 'translateY(-50%)' }
    case 'left':
      return { right: `${100 - pct(box.x1, width)}%`, top: `${mid.y}%`, transform: 'translateY(-50%)', textAlign: 'right' }
    case 'below':
      return { left: `${mid.x}%`, top: `${pct(box.y0, height)}%`, transform: 'translateX(-50%)', textAlign: 'center' }
    case 'above':
      return { left: `${mid.x}%`, bottom: `${100 - pct(box.y1, height)}%`, transform: 'translateX(-50%)', textAlign: 'center' }
  }
}

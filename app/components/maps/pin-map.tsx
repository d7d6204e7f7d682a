import type { MapData } from '~/lib/local-map.ts'

/**
 * A server-drawn map (issue 32): a plain SVG of numbered pins or dots, each a link, over an optional
 * base map image. No script: its links are reached by Tab like any other, and the list beside it
 * says the same for a screen reader.
 */
export function PinMap({ map, title, className }: { map: MapData; title: string; className?: string }) {
  const { width, height } = map
  return (
    <svg viewBox={`0 0 ${width} ${height}`} role="group" aria-label={title} className={className} data-map="">
      <title>{title}</title>
      <rect width={width} height={height} rx="12" className="fill-sky-50" />
      {map.background && <image href={map.background} width={width} height={height} aria-hidden="true" />}
      {map.rings?.map((ring) => (
        <g key={ring.label} aria-hidden="true">
          <circle cx={width / 2} cy={height / 2} r={ring.r} className="fill-none stroke-slate-300" strokeDasharray="4 4" />
          <text x={width / 2 + 4} y={height / 2 - ring.r + 14} className="fill-slate-500 text-[11px]">
            {ring.label}
          </text>
        </g>
      ))}
      {map.center && (
        <g aria-hidden="true">
          <circle cx={map.center.x} cy={map.center.y} r="6" className="fill-navy stroke-white" strokeWidth="2" />
          <text x={map.center.x + 9} y={map.center.y + 4} className="fill-navy text-[12px] font-semibold">
            {map.center.label}
          </text>
        </g>
      )}
      {map.marks.map((m, i) => {
        const r = m.r ?? (m.n !== undefined ? 11 : m.muted ? 3.5 : 8)
        const mark = (
          <>
            {m.label && <title>{m.label}</title>}
            <circle cx={m.x} cy={m.y} r={r} className={m.current ? 'fill-accent stroke-white' : m.muted ? 'fill-slate-400 stroke-none' : m.n !== undefined ? 'fill-primary stroke-white' : 'fill-primary/70 stroke-white'} strokeWidth="1.5" />
            {m.n !== undefined && (
              <text x={m.x} y={m.y + 4} textAnchor="middle" className="pointer-events-none fill-white text-[11px] font-bold">
                {m.n}
              </text>
            )}
          </>
        )
        return m.href ? (
          <a key={i} href={m.href} aria-label={m.label} className="outline-none [&:focus-visible>circle]:stroke-navy [&:focus-visible>circle]:stroke-[3px]">
            {mark}
          </a>
        ) : (
          <g key={i} aria-hidden={m.muted ? 'true' : undefined}>
            {mark}
          </g>
        )
      })}
    </svg>
  )
}

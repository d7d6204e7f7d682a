import type { DayStats } from '~/domain/owner/find-business-stats.server.ts'
import { shortDay } from '~/domain/owner/model.ts'

/** A chart's drawing box; text is in its units, so a narrow box keeps the labels legible on a phone. */
interface Frame {
  w: number
  h: number
  font: number
  left: number
}
const WIDE: Frame = { w: 720, h: 220, font: 11, left: 36 }
/** Drawn about 300 px wide on a 375 px phone: 12-unit labels stay about 12 px tall. */
const NARROW: Frame = { w: 320, h: 200, font: 12, left: 34 }
const PAD = { right: 10, top: 12, bottom: 28 }

function Chart({ series, title, frame, className }: { series: DayStats[]; title: string; frame: Frame; className: string }) {
  const { w: W, h: H, font, left } = frame
  const max = Math.max(1, ...series.map((d) => Math.max(d.page_views, d.leads)))
  const innerW = W - left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const step = innerW / series.length
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH
  const ticks = [...new Set([0, Math.round(max / 2), max])]
  const days = [...new Set([0, Math.floor(series.length / 2), series.length - 1])]
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className={className}>
      <title>{title}</title>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          <text x={left - 6} y={y(t) + 4} textAnchor="end" fontSize={font} fill="#475569">{t}</text>
        </g>
      ))}
      {series.map((d, i) => (
        <g key={d.day}>
          {d.page_views > 0 && <rect x={left + i * step + step * 0.15} width={step * 0.7} y={y(d.page_views)} height={PAD.top + innerH - y(d.page_views)} fill="#2563eb" />}
          {d.leads > 0 && <circle cx={left + i * step + step / 2} cy={y(d.leads)} r={Math.max(2.5, Math.min(5, step / 3))} fill="#f59e0b" stroke="#fff" />}
        </g>
      ))}
      {days.map((i, n) => (
        <text key={i} x={n === 0 ? left : n === days.length - 1 ? W - PAD.right : left + i * step + step / 2} y={H - 8} textAnchor={n === 0 ? 'start' : n === days.length - 1 ? 'end' : 'middle'} fontSize={font} fill="#475569">
          {shortDay(series[i]!.day)}
        </text>
      ))}
    </svg>
  )
}

/**
 * Page views (bars) and leads (dots) per day, drawn as SVG on the server: no chart library, no
 * script; a box of its own for phones, so its axes stay readable. The list and table beside it
 * carry the same numbers for screen readers.
 */
export function StatsChart({ series, title }: { series: DayStats[]; title: string }) {
  return (
    <figure className="grid gap-2">
      <Chart series={series} title={title} frame={WIDE} className="hidden h-auto w-full sm:block" />
      <Chart series={series} title={title} frame={NARROW} className="h-auto w-full sm:hidden" />
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden>
        <span><span className="mr-1 inline-block size-3 bg-[#2563eb] align-middle" />Page views</span>
        <span><span className="mr-1 inline-block size-3 rounded-full bg-[#f59e0b] align-middle" />Leads</span>
      </figcaption>
    </figure>
  )
}

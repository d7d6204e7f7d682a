import type { DayStats } from '~/domain/owner/find-listing-stats.server.ts'

const W = 720
const H = 220
const PAD = { left: 36, right: 12, top: 12, bottom: 28 }

/**
 * Page views (bars) and leads (dots) per day, drawn as SVG on the server: no chart library, no
 * script. The table beside it carries the same numbers for screen readers.
 */
export function StatsChart({ series, title }: { series: DayStats[]; title: string }) {
  const max = Math.max(1, ...series.map((d) => Math.max(d.page_views, d.leads)))
  const innerW = W - PAD.left - PAD.right
  const innerH = H - PAD.top - PAD.bottom
  const step = innerW / series.length
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH
  const ticks = [0, Math.round(max / 2), max]
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full">
      <title>{title}</title>
      {ticks.map((t) => (
        <g key={t}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
          <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" fontSize="11" fill="#64748b">{t}</text>
        </g>
      ))}
      {series.map((d, i) => (
        <g key={d.day}>
          {d.page_views > 0 && <rect x={PAD.left + i * step + step * 0.15} width={step * 0.7} y={y(d.page_views)} height={PAD.top + innerH - y(d.page_views)} fill="#2563eb" />}
          {d.leads > 0 && <circle cx={PAD.left + i * step + step / 2} cy={y(d.leads)} r={Math.max(2.5, Math.min(5, step / 3))} fill="#f59e0b" stroke="#fff" />}
        </g>
      ))}
      {[0, Math.floor(series.length / 2), series.length - 1].map((i) => (
        <text key={i} x={PAD.left + i * step + step / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#64748b">{series[i]!.day.slice(5)}</text>
      ))}
    </svg>
  )
}

import type * as React from 'react'
import { cn } from '~/lib/utils.ts'

/** A thing compared: its column heading; `highlight` marks the one the page is about. */
export interface ComparedColumn {
  key: string
  head: React.ReactNode
  highlight?: boolean
}

/** A feature compared: its row heading and one cell per column, in the columns' order. */
export interface ComparedRow {
  label: string
  cells: React.ReactNode[]
}

/**
 * Things side by side: a column each, a row a feature, each row named by its heading (kept in view
 * while the table scrolls sideways). The caller gives the scrolling box around it.
 */
export function SideBySideTable({
  caption,
  captionId,
  corner,
  columns,
  rows,
  className,
}: {
  caption: React.ReactNode
  captionId?: string
  /** The heading over the row headings ("Feature"). */
  corner: string
  columns: readonly ComparedColumn[]
  rows: readonly ComparedRow[]
  /** On the table: its minimum width. */
  className?: string
}) {
  return (
    <table className={cn('w-full border-collapse text-left text-sm', className)}>
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <thead>
        <tr className="border-b bg-muted/60">
          <th scope="col" className="sticky left-0 bg-slate-50 px-4 py-3 font-semibold text-slate-600">
            {corner}
          </th>
          {columns.map((c) => (
            <th key={c.key} scope="col" className={cn('px-4 py-3 align-top text-navy', c.highlight ? 'bg-secondary/70 font-bold' : 'font-semibold')}>
              {c.head}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label} className="border-b last:border-b-0">
            <th scope="row" className="sticky left-0 bg-white px-4 py-3 font-medium text-slate-700">
              {row.label}
            </th>
            {row.cells.map((cell, i) => (
              <td key={columns[i]?.key ?? i} className={cn('px-4 py-3', columns[i]?.highlight ? 'bg-secondary/30 font-medium text-navy' : 'text-slate-700')}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

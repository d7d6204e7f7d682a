import type { ReactNode } from 'react'
import { cn } from '~/lib/utils.ts'

/** A row of a comparison: its label, and what each compared item shows in it. */
export interface ComparisonRow<T> {
  label: string
  cell: (item: T) => ReactNode
}

const LABEL = 'p-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase sm:p-3'

/**
 * What a comparison tray compares, side by side: one column per item (its header from `head`), one
 * row per entry of `rows`. The product dialog and /compare both show theirs in it.
 */
export function ComparisonTable<T extends { id: string; name: string }>({ items, rows, corner, head, className }: {
  items: readonly T[]
  rows: readonly ComparisonRow<T>[]
  /** The first column's heading ("Product", "Business"). */
  corner: string
  head: (item: T) => ReactNode
  className?: string
}) {
  return (
    <table className={cn('w-full border-collapse text-left text-sm', className)}>
      <caption className="sr-only">Comparison of {items.map((item) => item.name).join(', ')}</caption>
      <thead>
        <tr>
          <th scope="col" className={cn('w-24', LABEL)}>{corner}</th>
          {items.map((item) => <th key={item.id} scope="col" className="p-2 align-top sm:p-3">{head(item)}</th>)}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => <Row key={row.label} row={row} items={items} />)}
      </tbody>
    </table>
  )
}

function Row<T extends { id: string }>({ row, items }: { row: ComparisonRow<T>; items: readonly T[] }) {
  return (
    <tr className="border-t align-top">
      <th scope="row" className={LABEL}>{row.label}</th>
      {items.map((item) => <td key={item.id} className="p-2 sm:p-3">{row.cell(item)}</td>)}
    </tr>
  )
}

import type * as React from 'react'
import { EmptyState } from '~/components/ui/list-panel.tsx'
import { cn } from '~/lib/utils.ts'

/** A column of an admin table: its heading, or one only screen readers hear (an actions column). */
export type Column = string | { label: React.ReactNode; key?: string; srOnly?: boolean; className?: string }

/** The last column of most admin tables: its buttons and links, named for screen readers. */
export const ACTIONS_COLUMN: Column = { label: 'Actions', srOnly: true }

const CELL = { compact: 'px-3 py-2', roomy: 'px-4 py-3' } as const

/**
 * The admin tabs' table: a bordered white box that scrolls sideways, a caption for screen readers,
 * one header row from `columns`, and the rows as children. With `empty`, that message stands in
 * for the whole table.
 */
export function AdminTable({
  caption,
  columns,
  empty,
  density = 'compact',
  className,
  bodyClassName,
  children,
}: {
  caption: React.ReactNode
  columns: readonly Column[]
  /** Shown instead of the table (there are no rows). */
  empty?: React.ReactNode
  /** The header cells' padding, to line up with the rows'. */
  density?: keyof typeof CELL
  /** On the table: its minimum width, layout. */
  className?: string
  bodyClassName?: string
  children: React.ReactNode
}) {
  if (empty) return <EmptyState>{empty}</EmptyState>
  // `relative`: what only screen readers hear (position: absolute) stays inside the scroll box, not
  // past the page's right edge.
  return (
    <div className="relative overflow-x-auto rounded-xl border bg-white shadow-sm">
      <table className={cn('w-full text-left text-sm', className)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/60 text-xs uppercase tracking-wide text-slate-700">
          <tr>
            {columns.map((column, i) => {
              const c = typeof column === 'string' ? { label: column } : column
              return (
                <th key={c.key ?? (typeof c.label === 'string' ? c.label : i)} scope="col" className={cn(CELL[density], c.className)}>
                  {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody className={bodyClassName}>{children}</tbody>
      </table>
    </div>
  )
}

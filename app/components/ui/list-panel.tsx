import type * as React from 'react'

/** Nothing to show yet: a dashed box saying so (and, maybe, what to do about it). */
export function EmptyState({ children }: { children: React.ReactNode }) {
  return <div className="rounded-xl border border-dashed bg-white p-8 text-center text-muted-foreground">{children}</div>
}

/**
 * A list in one white box, a row an item: what it is on the left, its status or links on the
 * right. With no items, `empty` in an EmptyState instead.
 */
export function ListPanel<T extends { id: string }>({ items, empty, children }: { items: readonly T[]; empty: React.ReactNode; children: (item: T) => React.ReactNode }) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>
  return (
    <ul className="divide-y rounded-xl border bg-white shadow-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          {children(item)}
        </li>
      ))}
    </ul>
  )
}

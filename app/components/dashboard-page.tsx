import type * as React from 'react'

/** A page of the member's dashboard: its title (the page's h1), an optional link beside it, over its sections. */
export function DashboardPage({ title, action, children }: { title: React.ReactNode; action?: React.ReactNode; children: React.ReactNode }) {
  const heading = <h1 className="text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
  return (
    <div className="space-y-6">
      {action ? <div className="flex flex-wrap items-end justify-between gap-3">{heading}{action}</div> : heading}
      {children}
    </div>
  )
}

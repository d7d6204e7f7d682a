import type * as React from 'react'

/** A page of the member's dashboard: its title (the page's h1) over its sections. */
export function DashboardPage({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
      {children}
    </div>
  )
}

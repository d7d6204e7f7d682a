import type * as React from 'react'
import { Link } from 'react-router'

/** The card of a page about one business (claim it, contact it): a link back to its page, a heading, the content. */
export function BusinessPageCard({ business, title, children }: { business: { name: string; path: string }; title: string; children: React.ReactNode }) {
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-2xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <p className="text-sm">
          <Link to={business.path} className="text-primary underline-offset-4 hover:underline">{business.name}</Link>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
        {children}
      </div>
    </div>
  )
}

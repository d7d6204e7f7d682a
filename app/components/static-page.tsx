import type * as React from 'react'
import { useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root.tsx'
import { cn } from '~/lib/utils.ts'

/** Spec §2: the legal pages were all last updated on this date. */
export const LEGAL_LAST_UPDATED = 'May 14, 2025'

/** The support address (support@ + host of SITE_URL), from the root loader. */
export function useSupportEmail(): string {
  return useRouteLoaderData<typeof rootLoader>('root')?.supportEmail ?? 'support@localhost'
}

/** The support address as a mail link, with an optional subject. */
export function SupportEmailLink({ subject }: { subject?: string }) {
  const supportEmail = useSupportEmail()
  return <a href={`mailto:${supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`}>{supportEmail}</a>
}

/** A legal page: the text page layout with the spec's last-updated date. */
export function LegalPage(props: { title: string; intro: string; children: React.ReactNode }) {
  return <StaticPage lastUpdated={LEGAL_LAST_UPDATED} {...props} />
}

/** Layout for text pages: a title band and a readable prose column. */
export function StaticPage({
  title,
  lastUpdated,
  intro,
  children,
}: {
  title: string
  lastUpdated?: string
  intro?: React.ReactNode
  children: React.ReactNode
}) {
  return (
    <article>
      <header className="bg-gradient-to-br from-navy to-primary px-4 py-14 text-white sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
          {lastUpdated && <p className="mt-3 text-sm text-blue-100">Last updated {lastUpdated}</p>}
          {intro && <div className="mt-4 text-lg text-blue-50">{intro}</div>}
        </div>
      </header>
      <div className="prose-safest mx-auto max-w-3xl px-4 py-12 sm:px-6">{children}</div>
    </article>
  )
}

/** Short named points in a text page: a grid of muted cards, each a name (h3) and a line. */
export function ProseCards({ cards, columns }: { cards: readonly { name: string; text: string }[]; columns: 2 | 3 }) {
  return (
    <div className={cn('mb-4 grid gap-4', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      {cards.map((card) => (
        <div key={card.name} className="rounded-xl border border-border bg-muted p-5">
          <h3 className="mt-0!">{card.name}</h3>
          <p className="mb-0! text-sm">{card.text}</p>
        </div>
      ))}
    </div>
  )
}

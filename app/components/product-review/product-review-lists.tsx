import type * as React from 'react'
import { Check, X } from '~/components/ui/icons.tsx'
import { cn } from '~/lib/utils.ts'

/** A term and its value in a facts list (<dl>). */
export function FactRow({ term, value }: { term: string; value: React.ReactNode }) {
  return (
    <>
      <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
      <dd className="font-medium text-navy">{value}</dd>
    </>
  )
}

/** A list marked with ticks (good) or crosses (bad). */
export function CheckList({ items, tone, className }: { items: string[]; tone: 'good' | 'bad'; className?: string }) {
  const Icon = tone === 'good' ? Check : X
  return (
    <ul className={cn('space-y-2.5', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 leading-relaxed text-slate-700">
          <Icon aria-hidden className={cn('mt-1 size-4 shrink-0', tone === 'good' ? 'text-emerald-600' : 'text-red-600')} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}

/** A titled card around a CheckList: pros and cons, ideal and not ideal for. */
export function ListCard({ title, icon, tone, items }: { title: string; icon: React.ReactNode; tone: 'good' | 'bad'; items: string[] }) {
  return (
    <div
      className={cn(
        'rounded-xl border bg-white p-6 shadow-sm',
        tone === 'good' ? 'border-t-4 border-t-emerald-500' : 'border-t-4 border-t-red-500',
      )}
    >
      <h3 className="flex items-center gap-2 text-lg font-bold text-navy">
        <span
          className={cn(
            'grid size-8 place-items-center rounded-full',
            tone === 'good' ? 'bg-emerald-100 text-emerald-700' : 'bg-red-100 text-red-700',
          )}
        >
          {icon}
        </span>
        {title}
      </h3>
      <CheckList items={items} tone={tone} className="mt-4" />
    </div>
  )
}

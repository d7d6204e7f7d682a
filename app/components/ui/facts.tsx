import type * as React from 'react'
import { cn } from '~/lib/utils.ts'

/** A label and its value; a fact whose value is null, undefined, false or "" is not shown. */
export type Fact = readonly [label: React.ReactNode, value: React.ReactNode]

/** Label–value pairs as a two-column definition list (labels muted). */
export function Facts({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[auto_1fr]', className)}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== false && value !== '')
        .map(([label, value], i) => (
          <FactRow key={i} label={label} value={value} />
        ))}
    </dl>
  )
}

function FactRow({ label, value }: { label: React.ReactNode; value: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </>
  )
}

import type { ReactNode } from 'react'
import { CircleAlert, CircleCheck } from '~/components/ui/icons.tsx'

/** The one-message pages a link from an e-mail lands on: an icon (done or problem), a heading, what next. */
export function ResultPanel({ ok, icon, title, children, result }: { ok?: boolean; icon?: ReactNode; title: string; children: ReactNode; result?: string }) {
  const Icon = ok ? CircleCheck : CircleAlert
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-24 text-center" data-result={result}>
      {icon ?? <Icon className={ok ? 'size-14 text-emerald-600' : 'size-14 text-amber-500'} aria-hidden />}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  )
}

import { Form } from 'react-router'
import type { OutboxMessage, OutboxStatus } from '~/domain/email/find-outbox.admin.server.ts'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { EmptyState } from '~/components/ui/list-panel.tsx'
import { Pager } from '~/components/ui/pager.tsx'
import { cn } from '~/lib/utils.ts'

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'

const STATUS: Record<OutboxStatus, { label: string; className: string }> = {
  sent: { label: 'Sent', className: 'bg-emerald-50 text-emerald-800' },
  queued: { label: 'Waiting to be sent', className: 'bg-amber-50 text-amber-900' },
  kept: { label: 'Not sent: no mail server', className: 'bg-slate-100 text-slate-800' },
}

interface Props {
  messages: OutboxMessage[]
  q: string
  page: number
  pageCount: number
  total: number
  smtp: boolean
}

/** Outbox: every e-mail the site wrote, newest first, with its text; read-only. */
export function OutboxTab({ messages, q, page, pageCount, total, smtp }: Props) {
  const pageLink = (p: number) => `?tab=outbox&page=${p}${q ? `&q=${encodeURIComponent(q)}` : ''}`
  return (
    <section aria-labelledby="outbox-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="outbox-heading" className="text-xl font-bold text-navy">Outbox</h2>
        <p className="text-sm text-muted-foreground">
          {smtp
            ? 'Every e-mail the site wrote, newest first, and whether the mail server has taken it.'
            : 'No mail server is configured (SMTP_URL), so e-mail stays here: read a member’s confirmation or reset link below and pass it on.'}
        </p>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <input type="hidden" name="tab" value="outbox" />
        <label htmlFor="outbox-search" className="sr-only">Search by recipient</label>
        <Input id="outbox-search" type="search" name="q" defaultValue={q} placeholder="Search by recipient" className="max-w-md" />
        <Button type="submit" variant="outline">Search</Button>
      </Form>
      {messages.length === 0 ? (
        <EmptyState>{q ? 'No e-mail to that recipient.' : 'No e-mail yet.'}</EmptyState>
      ) : (
        <ol aria-label={`E-mail (${total})`} className="grid gap-3">
          {messages.map((m) => (
            <li key={m.id} aria-labelledby={`outbox-${m.id}`} className="grid gap-2 rounded-xl border bg-white p-4 text-sm shadow-sm">
              <h3 id={`outbox-${m.id}`} className="font-semibold break-words text-navy">{m.subject}</h3>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-all">{m.to}</dd>
                <dt className="text-muted-foreground">Kind</dt>
                <dd>{m.kind}</dd>
                <dt className="text-muted-foreground">Written</dt>
                <dd><time dateTime={m.at}>{when(m.at)}</time></dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd>
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS[m.status].className)}>{STATUS[m.status].label}</span>
                  {m.sentAt && <> <time dateTime={m.sentAt} className="text-muted-foreground">{when(m.sentAt)}</time></>}
                </dd>
              </dl>
              <details className="rounded-md border bg-muted/40">
                <summary className="cursor-pointer px-3 py-2 font-medium">Message</summary>
                <pre className="overflow-x-auto px-3 pb-3 font-sans text-sm whitespace-pre-wrap break-words">{m.text}</pre>
              </details>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={pageLink} label="Outbox pages" preventScrollReset />
    </section>
  )
}

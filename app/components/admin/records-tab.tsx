import { useEffect } from 'react'
import { Form, useRevalidator } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_TOTAL_BYTES } from '~/domain/records/records-tab-model.ts'
import { SOURCE_IDS, SOURCE_LABELS } from '~/domain/records/sources/ids.ts'
import type { ImportView, PendingMatch, RecordsAdmin, RejectedMatch } from '~/domain/records/records-tab.admin.server.ts'
import { countOf, formatNumber as n } from '~/lib/plural.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

const ACTION = '/admin/records'
const STATUS = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' } as const

/** The "Public records" tab: upload any source's files (creating businesses from them if asked), follow the import, decide uncertain matches, reopen rejected ones. */
export function RecordsTab({ imports, pending, pendingCount, rejected, rejectedCount }: RecordsAdmin) {
  const revalidator = useRevalidator()
  const working = imports.some((i) => i.status === 'queued' || i.status === 'running')
  useEffect(() => {
    if (!working) return
    const timer = setInterval(() => revalidator.state === 'idle' && void revalidator.revalidate(), 2000)
    return () => clearInterval(timer)
  }, [working, revalidator])
  return (
    <TitledSection id="records-tab-heading" title="Public records" className="grid gap-6" size="2xl">
      <Form method="post" action={ACTION} encType="multipart/form-data" className="grid gap-3 rounded-xl border bg-white p-4 shadow-sm sm:grid-cols-2">
        <p className="text-sm text-muted-foreground sm:col-span-2">
          Public records in their official layout (CSV, or a LIVES feed&apos;s ZIP): the OSHA inspection and violation tables, a LIVES feed (businesses.csv, inspections.csv,
          feed_info.csv, and its violations.csv and legend.csv), or the Texas child care operations, inspections and non-compliance tables. Up to{' '}
          {MAX_UPLOAD_BYTES / 1024 / 1024} MB a file, {MAX_UPLOAD_TOTAL_BYTES / 1024 / 1024} MB in all; larger ones: <code>npm run records:import</code>.
        </p>
        <div className="grid gap-1">
          <Label htmlFor="records-source">Which records</Label>
          <select id="records-source" name="source" defaultValue="osha" className="h-10 rounded-md border bg-white px-3 text-sm">
            {SOURCE_IDS.map((id) => (
              <option key={id} value={id}>
                {SOURCE_LABELS[id]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="records-files">Files</Label>
          <Input id="records-files" name="files" type="file" accept=".csv,text/csv,.zip,application/zip" multiple required />
        </div>
        <div className="flex items-start gap-2 sm:col-span-2">
          <input id="records-create" name="createBusinesses" type="checkbox" className="mt-1 size-4 accent-primary" aria-describedby="records-create-note" />
          <div>
            <Label htmlFor="records-create">Create businesses from records that match none</Label>
            <p id="records-create-note" className="text-sm text-muted-foreground">
              Restaurants from a LIVES feed, child care from the Texas tables, each marked &quot;From public records&quot; with its source and date. OSHA records create none.
            </p>
          </div>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" name="intent" value="upload">
            Import records
          </Button>
        </div>
      </Form>

      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-navy">Imports</h3>
        {imports.length === 0 ? <p className="text-sm text-muted-foreground">No import yet.</p> : (
          <ul className="grid gap-2">
            {imports.map((i) => <ImportCard key={i.id} item={i} />)}
          </ul>
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-navy">Matches to check ({pendingCount.toLocaleString('en-US')})</h3>
        {pending.length === 0 ? <p className="text-sm text-muted-foreground">No uncertain match waiting.</p> : (
          <ul className="grid gap-2">
            {pending.map((p) => <PendingCard key={p.activityNr} match={p} />)}
          </ul>
        )}
      </div>

      <div className="grid gap-2">
        <h3 className="text-lg font-semibold text-navy">Rejected matches ({rejectedCount.toLocaleString('en-US')})</h3>
        {rejected.length === 0 ? <p className="text-sm text-muted-foreground">No rejected match.</p> : (
          <ul className="grid gap-2">
            {rejected.map((r) => <RejectedCard key={r.activityNr} match={r} />)}
          </ul>
        )}
      </div>
    </TitledSection>
  )
}

function ImportCard({ item: i }: { item: ImportView }) {
  return (
    <li className="rounded-xl border bg-white p-4 text-sm shadow-sm" data-testid="records-import">
      <p className="font-medium text-slate-900">{i.files}</p>
      <p className="text-muted-foreground">
        {i.recordSource}
        {i.publisher ? ` of ${i.publisher}` : ''} · {i.source === 'cli' ? 'Command line' : 'Upload'} · {STATUS[i.status]}
        {i.publishedOn ? ` · data of ${i.publishedOn}` : ''}
      </p>
      <div className="mt-2 flex items-center gap-2">
        <progress max={100} value={i.progress} aria-label={`Import progress, ${i.progress}%`} className="h-2 w-48" />
        <span>{i.progress}%</span>
      </div>
      <p className="mt-1">
        {[`${n(i.inserted)} added`, `${n(i.updated)} changed`, `${n(i.unchanged)} unchanged`, `${n(i.gone)} gone from the source`].join(', ')}, {countOf(i.malformed, 'malformed row')}
        {i.createBusinesses ? `; ${countOf(i.created, 'business', 'businesses')} created from the records` : ''}
      </p>
      {i.error && <p className="mt-1 text-red-700">{i.error}</p>}
      {i.problems.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer">Malformed rows</summary>
          <ul className="mt-1 grid gap-0.5">
            {i.problems.map((p, n) => (
              <li key={n}>
                {p.file} line {p.line}: {p.reason}
              </li>
            ))}
          </ul>
        </details>
      )}
    </li>
  )
}

/** The inspection and its candidate business, as both lists show them. */
function MatchText({ match: m, verb, note = '' }: { match: PendingMatch; verb: string; note?: string }) {
  return (
    <div>
      <p>
        <span className="font-medium text-slate-900">{m.estabName}</span>, {m.siteAddress} ({m.recordLabel})
      </p>
      <p>
        {verb} <span className="font-medium text-slate-900">{m.businessName}</span>, {m.businessAddress} · confidence {m.confidence}%{note}
      </p>
    </div>
  )
}

const CARD = 'grid gap-2 rounded-xl border bg-white p-4 text-sm shadow-sm sm:grid-cols-[1fr_auto]'

function PendingCard({ match: m }: { match: PendingMatch }) {
  return (
    <li className={CARD} data-testid="records-pending">
      <MatchText match={m} verb="may be" />
      <Form method="post" action={ACTION} className="flex gap-2">
        <RecordRef match={m} />
        <Button type="submit" name="intent" value="confirm" size="sm" aria-label={`Confirm: ${m.estabName} is ${m.businessName}`}>
          Confirm
        </Button>
        <Button type="submit" name="intent" value="reject" size="sm" variant="outline" aria-label={`Reject: ${m.estabName} is not ${m.businessName}`}>
          Reject
        </Button>
      </Form>
    </li>
  )
}

function RejectedCard({ match: m }: { match: RejectedMatch }) {
  return (
    <li className={CARD} data-testid="records-rejected">
      <MatchText match={m} verb="is not" note={` · rejected ${m.rejectedAt.slice(0, 10)}`} />
      <Form method="post" action={ACTION} className="flex gap-2">
        <RecordRef match={m} />
        <Button type="submit" name="intent" value="reopen" size="sm" variant="outline" aria-label={`Reopen: ${m.estabName} may be ${m.businessName}`}>
          Reopen
        </Button>
      </Form>
    </li>
  )
}

/** Which record a decision is about: an OSHA inspection or a feed's establishment. */
function RecordRef({ match: m }: { match: PendingMatch }) {
  return m.activityNr !== null ? <input type="hidden" name="activityNr" value={m.activityNr} /> : <input type="hidden" name="establishment" value={m.establishment ?? ''} />
}

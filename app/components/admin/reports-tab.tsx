import { Link } from 'react-router'
import { z } from 'zod'
import { FieldError, TextField } from '~/components/forms/field.tsx'
import { useActionForm } from '~/components/reviews/use-action-form.ts'
import { Button } from '~/components/ui/button.tsx'
import type { QueuedProblemReport } from '~/domain/problem-report/find-problem-reports.admin.server.ts'
import { correctionFieldLabel, correctionSchema, detachRecordsSchema, problemKindLabel } from '~/domain/problem-report/model.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

const ACTION = '/admin/reports'

/** A records dispute: the records attached now (every source's), all ticked; detaching rejects their match and rescores. */
function DetachRecords({ report }: { report: QueuedProblemReport }) {
  const detach = useActionForm(detachRecordsSchema, ACTION)
  const errorId = `detach-${report.id}-error`
  if (report.records.length === 0) return <p className="text-sm text-muted-foreground">No public records are attached to this business now.</p>
  return (
    <detach.fetcher.Form {...detach.formProps} className="grid gap-2 rounded-lg border p-3">
      <input type="hidden" name="intent" value="detach" />
      <input type="hidden" name="id" value={report.id} />
      <fieldset className="grid gap-2" aria-describedby={detach.errors.activityNr ? errorId : undefined}>
        <legend className="mb-1 text-sm font-semibold">Public records attached to {report.businessName}</legend>
        {report.records.map((r) => (
          <label key={`${r.field}-${r.value}`} className="flex items-start gap-2 text-sm">
            <input type="checkbox" name={r.field} value={r.value} defaultChecked className="mt-0.5 size-4 accent-primary" />
            <span>
              <span className="font-medium text-slate-900">{r.estabName}</span>, {r.siteAddress} ({r.what})
            </span>
          </label>
        ))}
        <FieldError id={errorId} error={detach.errors.activityNr} />
      </fieldset>
      <Button type="submit" size="sm" disabled={detach.busy} className="justify-self-start">Detach the ticked records</Button>
    </detach.fetcher.Form>
  )
}

function ReportCard({ report }: { report: QueuedProblemReport }) {
  const apply = useActionForm(correctionSchema, ACTION)
  const close = useActionForm(z.object({}), ACTION)
  return (
    <li className="grid gap-2 rounded-xl border bg-white p-5 shadow-sm" aria-label={`Report on ${report.businessName}`}>
      <p className="text-sm">
        <span className="font-semibold">{problemKindLabel(report.kind)}</span> ·{' '}
        {report.businessPath ? <Link to={report.businessPath} className="font-medium text-primary hover:underline">{report.businessName}</Link> : report.businessName}
        {report.email && <span className="text-muted-foreground"> · from {report.email}</span>}
      </p>
      {report.details && <p className="whitespace-pre-line text-slate-700">{report.details}</p>}
      {report.field && (
        <apply.fetcher.Form {...apply.formProps} className="grid gap-2 rounded-lg border p-3">
          <p className="text-sm">
            {correctionFieldLabel(report.field)} now: <span className="font-mono">{report.current ?? '(none)'}</span>
          </p>
          <input type="hidden" name="intent" value="apply" />
          <input type="hidden" name="id" value={report.id} />
          <TextField label={`Correct ${correctionFieldLabel(report.field).toLowerCase()}`} name="value" defaultValue={report.correction ?? ''} error={apply.errors.value} />
          <Button type="submit" size="sm" disabled={apply.busy} className="justify-self-start">Apply correction</Button>
        </apply.fetcher.Form>
      )}
      {report.kind === 'records' && <DetachRecords report={report} />}
      <close.fetcher.Form method="post" action={ACTION} className="flex gap-2">
        <input type="hidden" name="id" value={report.id} />
        <Button type="submit" name="intent" value="resolve" size="sm" variant="outline" disabled={close.busy}>Mark resolved</Button>
        <Button type="submit" name="intent" value="dismiss" size="sm" variant="outline" disabled={close.busy}>Dismiss</Button>
      </close.fetcher.Form>
    </li>
  )
}

/** The Reports tab: visitors' open problem reports; resolving can apply the correction or detach disputed records (audited). */
export function ReportsTab({ reports }: { reports: QueuedProblemReport[] }) {
  return (
    <TitledSection id="reports-heading" title="Reports" className="grid grid-cols-1 gap-4">
      {reports.length === 0 ? <p className="text-muted-foreground">No open reports.</p> : (
        <ul className="grid gap-3">
          {reports.map((r) => <ReportCard key={r.id} report={r} />)}
        </ul>
      )}
    </TitledSection>
  )
}

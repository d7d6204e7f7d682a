import { Form } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Textarea } from '~/components/ui/textarea.tsx'
import { Label } from '~/components/ui/label.tsx'
import { Select } from '~/components/ui/select.tsx'
import type { AuditQueueRow } from '~/domain/application/find-audit-queue.admin.server.ts'
import { APPLICATION_STATUS_LABELS, AUDIT_QUEUE_FILTERS, checkField, checkNoteField, refundable, type AuditQueueFilter } from '~/domain/application/model.ts'
import { EmptyState } from '~/components/ui/list-panel.tsx'

const FILTER_LABELS: Record<AuditQueueFilter, string> = { open: 'Open (new, scheduled, in audit)', ...APPLICATION_STATUS_LABELS }
const ACTION = '/admin/applications'

/** The Audits tab: the queue of badge applications and, for each, the next step of its audit. */
export function AuditsTab({ status, applications }: { status: AuditQueueFilter; applications: AuditQueueRow[] }) {
  return (
    <section aria-labelledby="audits-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="audits-heading" className="text-2xl font-bold text-navy">
          Audits
        </h2>
        <Form method="get" className="flex items-end gap-2">
          <input type="hidden" name="tab" value="audits" />
          <div className="grid gap-1">
            <Label htmlFor="audit-status">Status</Label>
            <Select id="audit-status" name="status" defaultValue={status}>
              {AUDIT_QUEUE_FILTERS.map((f) => (
                <option key={f} value={f}>
                  {FILTER_LABELS[f]}
                </option>
              ))}
            </Select>
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      </div>
      {applications.length === 0 ? (
        <EmptyState>No applications with this status.</EmptyState>
      ) : (
        <ul className="grid gap-3">
          {applications.map((a) => (
            <li key={a.id}>
              <ApplicationCard application={a} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function ApplicationCard({ application: a }: { application: AuditQueueRow }) {
  return (
    <details className="rounded-xl border bg-white p-4 shadow-sm" data-testid="audit-application">
      <summary className="cursor-pointer font-semibold text-navy">
        {a.businessName} — {a.badgeName} · {APPLICATION_STATUS_LABELS[a.status]}
        {a.auditDate && ` · audit ${a.auditDate}`}
      </summary>
      <div className="mt-4 grid gap-4 text-sm">
        <p>
          Applicant: {a.applicantEmail} · <a className="text-primary underline" href={`/applications/${a.id}`}>application page</a>
          {!a.businessId && <> · new business (submission {a.submissionStatus ?? 'missing'})</>}
        </p>
        <dl className="grid gap-2">
          {a.answers.map((answer) => (
            <div key={answer.label}>
              <dt className="font-medium">{answer.label}</dt>
              <dd>
                {answer.kind === 'document'
                  ? a.documents.filter((d) => d.id === answer.value).map((d) => (
                      <a key={d.id} className="text-primary underline" href={`/applications/${a.id}/documents/${d.id}`}>
                        {d.name}
                      </a>
                    ))
                  : answer.value || '—'}
              </dd>
            </div>
          ))}
        </dl>
        <Payment application={a} />
        <NextStep application={a} />
      </div>
    </details>
  )
}

function Payment({ application: a }: { application: AuditQueueRow }) {
  if (a.amountCents === 0) return <p>Payment: free badge</p>
  return (
    <div className="flex flex-wrap items-center gap-3">
      <span>
        Payment: ${(a.amountCents / 100).toFixed(2)} {a.refundedAt ? 'refunded' : a.paidAt ? `paid ${new Date(a.paidAt).toISOString().slice(0, 10)}` : 'not paid'}
      </span>
      {refundable({ paidAt: a.paidAt, refundedAt: a.refundedAt }) && (
        <Form method="post" action={ACTION}>
          <input type="hidden" name="applicationId" value={a.id} />
          <Button type="submit" name="intent" value="refund" variant="outline" size="sm">
            Refund in full
          </Button>
        </Form>
      )}
    </div>
  )
}

function NextStep({ application: a }: { application: AuditQueueRow }) {
  if (a.status === 'new' || a.status === 'scheduled') {
    return (
      <div className="flex flex-wrap items-end gap-3">
        <Form method="post" action={ACTION} className="flex items-end gap-2">
          <input type="hidden" name="applicationId" value={a.id} />
          <div className="grid gap-1">
            <Label htmlFor={`date-${a.id}`}>Audit date</Label>
            <Input id={`date-${a.id}`} type="date" name="auditDate" required defaultValue={a.auditDate ?? ''} />
          </div>
          <Button type="submit" name="intent" value="schedule">
            {a.status === 'scheduled' ? 'Reschedule' : 'Schedule audit'}
          </Button>
        </Form>
        {!a.businessId && !a.submittedBusinessId && (
          <p role="note" className="basis-full text-sm text-muted-foreground">
            It can only pass once its business is in the directory: approve the business’s submission first (Submissions tab).
          </p>
        )}
        {a.status === 'scheduled' && a.steps.start === null && (
          <Form method="post" action={ACTION}>
            <input type="hidden" name="applicationId" value={a.id} />
            <Button type="submit" name="intent" value="start" variant="outline">
              Start audit
            </Button>
          </Form>
        )}
      </div>
    )
  }
  if (a.status === 'in_audit') {
    if (a.steps.fail !== null) return <p role="note">{a.steps.fail}</p>
    return (
      <Form method="post" action={ACTION} className="grid gap-3">
        <input type="hidden" name="applicationId" value={a.id} />
        <input type="hidden" name="intent" value="outcome" />
        {a.checklist.map((item, i) => (
          <fieldset key={item} className="grid gap-1 rounded-lg border p-3">
            <legend className="px-1 font-medium">{item}</legend>
            <div className="flex gap-4">
              {(['pass', 'fail'] as const).map((v) => (
                <label key={v} className="flex items-center gap-2">
                  <input type="radio" name={checkField(i)} value={v} required className="size-4" />
                  {v === 'pass' ? 'Pass' : 'Fail'}
                </label>
              ))}
            </div>
            <Label htmlFor={`note-${a.id}-${i}`}>Note</Label>
            <Input id={`note-${a.id}-${i}`} name={checkNoteField(i)} />
          </fieldset>
        ))}
        <fieldset className="flex gap-4">
          <legend className="font-medium">Outcome</legend>
          {(['pass', 'fail'] as const).map((v) => (
            <label key={v} className="flex items-center gap-2">
              <input type="radio" name="outcome" value={v} required className="size-4" disabled={a.steps[v] !== null} aria-describedby={a.steps[v] ? `why-${v}-${a.id}` : undefined} />
              {v === 'pass' ? 'Passed' : 'Failed'}
            </label>
          ))}
          {a.steps.pass && <p id={`why-pass-${a.id}`} className="text-sm text-muted-foreground">Passed is not available: {a.steps.pass}.</p>}
        </fieldset>
        <div className="grid gap-1">
          <Label htmlFor={`outcome-note-${a.id}`}>Note to the applicant</Label>
          <Textarea id={`outcome-note-${a.id}`} name="note" rows={2} />
        </div>
        <Button type="submit" className="justify-self-start">
          Record outcome
        </Button>
      </Form>
    )
  }
  return a.outcomeNote ? <p>Note: {a.outcomeNote}</p> : null
}

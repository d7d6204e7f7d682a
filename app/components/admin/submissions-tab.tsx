import { Check, X } from '~/components/ui/icons.tsx'
import { useEffect, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { TextAreaField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog.tsx'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import type { PendingSubmission } from '~/domain/submission/find-pending-submissions.admin.server.ts'
import { businessFromSubmission } from '~/domain/submission/business-from-submission.admin.ts'
import { formErrors, type Answer } from '~/lib/app-error.ts'
import { ADMIN_TOASTS, submissionFailureTitle, titleByCode } from './admin-toasts.ts'
import { rejectionSchema } from '~/domain/submission/model.ts'
import { BADGE_LABELS } from '~/lib/categories.ts'
import { BusinessFormDialog } from './business-form-dialog.tsx'
import { SubmissionDuplicates, useMergeToasts } from './submission-duplicates.tsx'
import { useReturnFocus } from './use-return-focus.ts'
import type { CityOption, BusinessDefaults } from './business-fields.tsx'

const KIND_LABELS = { business: 'Add Your Business', nomination: 'Nomination', application: 'Directory application' } as const

/** Submissions tab: pending submissions with every field; Approve (listing form) or Reject (reason). */
export function SubmissionsTab({ submissions, cities }: { submissions: PendingSubmission[]; cities: CityOption[] }) {
  const [approving, setApproving] = useState<PendingSubmission | null>(null)
  const [rejecting, setRejecting] = useState<PendingSubmission | null>(null)
  useMergeToasts()
  return (
    <section aria-labelledby="submissions-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="submissions-heading" className="text-xl font-bold text-navy">Submissions</h2>
        <p className="text-sm text-muted-foreground">
          {submissions.length === 0 ? 'Nothing is waiting for review.' : `${submissions.length} waiting for review, oldest first.`}
        </p>
      </div>
      <ul className="grid gap-4">
        {submissions.map((s) => (
          <li key={s.id} className="rounded-xl border bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <h3 className="text-lg font-bold text-navy">{s.businessName}</h3>
                <p className="text-sm text-muted-foreground">
                  {KIND_LABELS[s.kind]} · {new Date(s.createdAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                  {s.cityName ? ` · ${s.cityName}` : ''}
                </p>
              </div>
              <div className="flex gap-2">
                <Button size="sm" onClick={() => setApproving(s)} aria-label={`Approve ${s.businessName}`}>
                  <Check aria-hidden /> Approve
                </Button>
                <Button size="sm" variant="outline" onClick={() => setRejecting(s)} aria-label={`Reject ${s.businessName}`}>
                  <X aria-hidden /> Reject
                </Button>
              </div>
            </div>
            <SubmissionDuplicates submission={s} />
            <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              <Detail label="Type" value={s.category} />
              <Detail label="Address" value={s.address} />
              <Detail label="Email" value={s.email} />
              <Detail label="Phone" value={s.phone} />
              <Detail label="Website" value={s.website} />
              <Detail label="Certifications" value={s.certifications} />
              <Detail label="Submitted by" value={s.submitterEmail} />
              <Detail
                label="Claims"
                value={[s.oshaCertified && BADGE_LABELS.osha, s.stateCertified && BADGE_LABELS.state, s.localSafetyLeader && BADGE_LABELS.city].filter(Boolean).join(', ') || null}
              />
              {s.description && (
                <div className="sm:col-span-2">
                  <dt className="font-medium">Description</dt>
                  <dd className="whitespace-pre-line text-muted-foreground">{s.description}</dd>
                </div>
              )}
            </dl>
          </li>
        ))}
      </ul>
      {approving && (
        <BusinessFormDialog
          key={approving.id}
          open
          onOpenChange={(open) => !open && setApproving(null)}
          title={`Approve ${approving.businessName}`}
          description="Check and complete the listing (pick its city, rating and safety score). Saving creates the business and approves the submission."
          action="/admin/submissions"
          hidden={{ intent: 'approve', submissionId: approving.id }}
          defaults={businessFromSubmission(approving) as BusinessDefaults}
          cities={cities}
          submitLabel="Approve and Publish"
          successToast="Submission approved"
          failureTitle={approveFailureTitle}
        />
      )}
      {rejecting && <RejectDialog key={rejecting.id} submission={rejecting} onClose={() => setRejecting(null)} />}
    </section>
  )
}

function Detail({ label, value }: { label: string; value: string | null }) {
  if (!value) return null
  return (
    <div className="flex gap-2">
      <dt className="font-medium">{label}:</dt>
      <dd className="break-all text-muted-foreground">{value}</dd>
    </div>
  )
}

const approveFailureTitle = titleByCode({ 'not-found': ADMIN_TOASTS.submissionNotFound, conflict: ADMIN_TOASTS.submissionNotFound, default: ADMIN_TOASTS.businessSaveError })

function RejectDialog({ submission, onClose }: { submission: PendingSubmission; onClose: () => void }) {
  useReturnFocus()
  const fetcher = useFetcher<Answer<object>>()
  const handled = useRef<unknown>(null)
  useEffect(() => {
    const answer = fetcher.data
    if (fetcher.state !== 'idle' || !answer || handled.current === answer) return
    handled.current = answer
    if (answer.ok) {
      toast.success('Submission rejected')
      onClose()
    } else if (!answer.errors) {
      toastFailure(answer, submissionFailureTitle(answer))
    }
  }, [fetcher.state, fetcher.data, onClose])
  const { formProps, errors } = useSchemaForm(rejectionSchema, formErrors(fetcher.data))
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reject {submission.businessName}?</DialogTitle>
          <DialogDescription>The submitter sees this reason under My Submissions.</DialogDescription>
        </DialogHeader>
        <fetcher.Form {...formProps} method="post" action="/admin/submissions" className="grid gap-4">
          <input type="hidden" name="intent" value="reject" />
          <input type="hidden" name="submissionId" value={submission.id} />
          <TextAreaField label="Reason" name="reason" required rows={3} maxLength={1000} error={errors.reason} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>Cancel</Button>
            <Button type="submit" variant="destructive" disabled={fetcher.state !== 'idle'}>Reject Submission</Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

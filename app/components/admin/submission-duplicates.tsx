import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'

import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import type { PendingSubmission } from '~/domain/submission/find-pending-submissions.admin.server.ts'
import type { Answer } from '~/lib/app-error.ts'
import { submissionFailureTitle } from './admin-toasts.ts'

/**
 * A pending submission's possible duplicates: "possible duplicate of …" linking the
 * business, with Merge (approve it as that business, nothing created); Approve keeps both.
 */
export function SubmissionDuplicates({ submission }: { submission: PendingSubmission }) {
  if (submission.possibleDuplicates.length === 0) return null
  return (
    <div role="note" className="mt-3 grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      {submission.possibleDuplicates.map((d) => (
        <MergeRow key={d.id} submissionId={submission.id} duplicate={d} name={submission.businessName} />
      ))}
      <p className="text-muted-foreground">Merge approves the submission as that listing; Approve keeps both.</p>
    </div>
  )
}

/** One fetcher for every Merge button, so its answer is read by the tab (the merged card is gone by then). */
const MERGE_FETCHER = 'submission-merge'

/** The tab's toast for a Merge: the card that was clicked leaves the queue as the tab reloads. */
export function useMergeToasts() {
  const fetcher = useFetcher<Answer<object>>({ key: MERGE_FETCHER })
  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) toast.success('Submission merged', { description: 'It was approved as the existing listing.' })
    else toastFailure(answer, submissionFailureTitle(answer))
  })
}

function MergeRow({ submissionId, duplicate, name }: { submissionId: string; duplicate: PendingSubmission['possibleDuplicates'][number]; name: string }) {
  const fetcher = useFetcher<Answer<object>>({ key: MERGE_FETCHER })
  return (
    <fetcher.Form method="post" action="/admin/submissions" className="flex flex-wrap items-center justify-between gap-2">
      <p>
        Possible duplicate of{' '}
        <a href={duplicate.href} className="font-semibold text-primary underline">{duplicate.name}</a> (same {duplicate.match}).
      </p>
      <input type="hidden" name="intent" value="merge" />
      <input type="hidden" name="submissionId" value={submissionId} />
      <input type="hidden" name="businessId" value={duplicate.id} />
      <Button type="submit" size="sm" variant="outline" disabled={fetcher.state !== 'idle'} aria-label={`Merge ${name} into ${duplicate.name}`}>
        Merge
      </Button>
    </fetcher.Form>
  )
}

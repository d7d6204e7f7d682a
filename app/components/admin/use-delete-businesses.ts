import { useState } from 'react'
import { useFetcher } from 'react-router'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import type { Answer } from '~/lib/app-error.ts'
import { ADMIN_TOASTS, titleByCode } from './admin-toasts.ts'

const failureTitle = titleByCode({ 'not-found': ADMIN_TOASTS.businessNotFound, 'bad-request': ADMIN_TOASTS.noneSelected, default: ADMIN_TOASTS.businessDeleteError })

/** What the confirmation is about: one business, the selected ones, or every business matching a search. */
export type DeleteRequest =
  | { intent: 'delete' | 'delete-selected'; ids: string[]; label: string }
  | { intent: 'delete-matching'; q: string; label: string }

/**
 * The Business Listings tab's deletes: the confirmation to show, the post, the spec's toast, and
 * `onDeleted` with the ids that are gone (the selection drops them).
 */
export function useDeleteBusinesses(onDeleted: (ids: string[]) => void) {
  const [confirm, setConfirm] = useState<DeleteRequest | null>(null)
  const deleter = useFetcher<Answer<{ deleted: string[] }>>()

  useFetcherAnswer(deleter, (answer) => {
    setConfirm(null)
    if (answer.ok) {
      onDeleted(answer.deleted)
      toast.success(ADMIN_TOASTS.businessDeleted, answer.deleted.length > 1 ? { description: `${answer.deleted.length} listings deleted` } : undefined)
    } else {
      toastFailure(answer, failureTitle(answer))
    }
  })

  const runDelete = () => {
    if (!confirm) return
    const form = new FormData()
    form.set('intent', confirm.intent)
    if (confirm.intent === 'delete-matching') form.set('q', confirm.q)
    else if (confirm.intent === 'delete') form.set('id', confirm.ids[0]!)
    else for (const id of confirm.ids) form.append('ids', id)
    deleter.submit(form, { method: 'post', action: '/admin/businesses' })
  }
  return { confirm, setConfirm, runDelete, busy: deleter.state !== 'idle' }
}

import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { toast } from '../ui/toast.tsx'
import type { SubmissionResponse } from '~/domain/submissions/submission-response.ts'

export const SUBMISSION_SUCCESS_TITLE = 'Business submitted successfully'
export const SUBMISSION_SUCCESS_DESCRIPTION = "We'll review your submission and get back to you within 2-3 business days"

/**
 * Posts a public form to /api/submissions. On success: the spec's toast, the form resets and
 * onSuccess runs (dialogs close). Field errors come back from the server's schema.
 */
export function useSubmission(onSuccess: () => void) {
  const fetcher = useFetcher<SubmissionResponse>({ key: undefined })
  const formRef = useRef<HTMLFormElement>(null)
  const handled = useRef<unknown>(null)
  const result = fetcher.data

  useEffect(() => {
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    if (result.ok) {
      toast.success(SUBMISSION_SUCCESS_TITLE, { description: SUBMISSION_SUCCESS_DESCRIPTION })
      formRef.current?.reset()
      onSuccess()
    } else if (!result.errors) {
      toast.error('Submission failed', { description: result.message })
    }
  }, [fetcher.state, result, onSuccess])

  const errors = result && !result.ok ? (result.errors ?? {}) : {}
  return { fetcher, formRef, errors, submitting: fetcher.state !== 'idle' }
}

import { useRef } from 'react'
import { useFetcher } from 'react-router'
import type { z } from 'zod'
import { toast } from '../ui/toast.tsx'
import { useFetcherAnswer } from '../ui/use-fetcher-answer.ts'
import type { Answer } from '~/lib/app-error.ts'
import { useSchemaForm } from './use-schema-form.ts'

export const SUBMISSION_SUCCESS_TITLE = 'Business submitted successfully'
export const SUBMISSION_SUCCESS_DESCRIPTION = "We'll review your submission and get back to you within 2-3 business days"

/**
 * Posts a public form to /api/submissions. On success: the spec's toast, the form resets and
 * onSuccess runs (dialogs close). The form's schema runs in the browser first, and again on the server.
 */
export function useSubmission(schema: z.ZodType, onSuccess: () => void) {
  const fetcher = useFetcher<Answer<object>>({ key: undefined })
  const formRef = useRef<HTMLFormElement>(null)
  const result = fetcher.data

  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      toast.success(SUBMISSION_SUCCESS_TITLE, { description: SUBMISSION_SUCCESS_DESCRIPTION })
      formRef.current?.reset()
      onSuccess()
    } else if (!result.errors) {
      toast.error('Submission failed', { description: result.message })
    }
  })

  const { formProps, errors } = useSchemaForm(schema, result && !result.ok ? result.errors : undefined)
  return { fetcher, formProps: { ...formProps, ref: formRef, method: 'post', action: '/api/submissions' } as const, errors, submitting: fetcher.state !== 'idle' }
}

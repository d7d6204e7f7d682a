import { useRef } from 'react'
import { useFetcher } from 'react-router'
import type { z } from 'zod'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import { toast } from '~/components/ui/toast.tsx'
import type { Answer } from '~/lib/app-error.ts'

/**
 * A small form posted with a fetcher to `action` (the reviews' and reports' endpoints): its schema
 * runs in the browser first and again on the server. A success's toast comes with the answer (the
 * root loader shows it, even when this form is gone by then); a refusal's shows here. The page's
 * data reloads on its own. `onDone` runs after a success (a form closes).
 */
export function useActionForm(schema: z.ZodType, action: string, onDone?: () => void) {
  const fetcher = useFetcher<Answer>()
  const formRef = useRef<HTMLFormElement>(null)
  const result = fetcher.data
  useFetcherAnswer(fetcher, (result) => {
    if (result.ok) {
      formRef.current?.reset()
      onDone?.()
    } else if (!result.errors) {
      toast.error(result.message)
    }
  })
  const { formProps, errors } = useSchemaForm(schema, result && !result.ok ? result.errors : undefined)
  return { fetcher, formProps: { ...formProps, ref: formRef, method: 'post', action } as const, errors, busy: fetcher.state !== 'idle' }
}

import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo } from 'react'
import type { z } from 'zod'
import { firstErrors, type FieldErrors } from '~/lib/form-fields.ts'

/**
 * The browser half of the one form path: conform runs the form's zod schema (the one its
 * action runs) on submit, shows each field's message and focuses the first, and re-checks as the
 * person types. The server's answer (`serverErrors`) is shown the same way; without JavaScript
 * the form posts natively and the page shows the server's messages.
 */
export function useSchemaForm(
  schema: z.ZodType,
  serverErrors: FieldErrors | undefined,
  onValidSubmit?: (event: React.FormEvent<HTMLFormElement>, formData: FormData) => void,
) {
  const lastResult = useMemo<SubmissionResult | undefined>(
    () =>
      serverErrors && Object.keys(serverErrors).length > 0
        ? { status: 'error', error: Object.fromEntries(Object.entries(serverErrors).map(([k, m]) => [k, [m]])) }
        : undefined,
    [serverErrors],
  )
  const [form] = useForm({
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: true }),
    onSubmit: onValidSubmit ? (event, { formData }) => onValidSubmit(event, formData) : undefined,
  })
  const errors = firstErrors(form.allErrors)
  return { formProps: { ...getFormProps(form), noValidate: true, onReset }, errors }
}

/**
 * After a form is reset (a success clears it), each select shows its default option again. Conform
 * clears the fields on the tick after a reset and leaves a select with nothing chosen (a blank
 * box); the tick after that, each option takes its default selection back, and a single select
 * with none falls back to its first option (its placeholder).
 */
function onReset(event: React.FormEvent<HTMLFormElement>) {
  const form = event.currentTarget
  setTimeout(() => setTimeout(() => {
    for (const select of form.querySelectorAll('select')) {
      for (const option of select.options) option.selected = option.defaultSelected
      if (!select.multiple && select.selectedIndex === -1 && select.options.length > 0) select.selectedIndex = 0
    }
  }))
}

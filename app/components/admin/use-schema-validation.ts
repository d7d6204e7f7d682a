import { useState } from 'react'
import type { FieldErrors } from '~/lib/text-schema.ts'

/**
 * Runs the form's own zod parser in the browser before posting: the same schema the server
 * runs, so a person sees each field's message at once. Server errors still win when they come.
 */
export function useSchemaValidation(
  parse: (form: HTMLFormElement) => { ok: true } | { ok: false; errors: FieldErrors },
  serverErrors: FieldErrors | undefined,
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors>({})
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors)
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors)
    setClientErrors({})
  }
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const result = parse(event.currentTarget)
    if (result.ok) {
      setClientErrors({})
      return
    }
    event.preventDefault()
    setClientErrors(result.errors)
    const first = Object.keys(result.errors)[0]
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  const errors = Object.keys(clientErrors).length > 0 ? clientErrors : (serverErrors ?? {})
  return { errors, onSubmit }
}

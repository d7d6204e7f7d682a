import { useEffect } from 'react'
import type * as React from 'react'
import { Form, Link, useNavigation } from 'react-router'
import type { z } from 'zod'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import { toastFailure } from '~/components/ui/toast.tsx'
import { formErrors, isFailure, type FieldErrors } from '~/lib/app-error.ts'

/** Where the Content tab's editors return to. */
export const CONTENT_TAB = '/admin?tab=content'

/**
 * The page of one of the Content tab's editors (post, product, review): a title, what saving
 * does, the form (schema-checked in the browser and again by the action; a refusal's message as a
 * toast titled `failureTitle`), Cancel and Save, and what comes after the form (a Delete button).
 */
export function ContentEditor({
  title, intro, schema, result, failureTitle, saveLabel, multipart = false, after, children,
}: {
  title: string
  intro: React.ReactNode
  schema: z.ZodType
  /** The action's answer: a refusal (Failure) shows beside its fields and as a toast. */
  result: unknown
  failureTitle: string
  saveLabel: string
  multipart?: boolean
  after?: React.ReactNode
  children: (errors: FieldErrors) => React.ReactNode
}) {
  const navigation = useNavigation()
  const { formProps, errors } = useSchemaForm(schema, formErrors(result))
  useEffect(() => {
    if (isFailure(result)) toastFailure(result, failureTitle)
  }, [result, failureTitle])
  const busy = navigation.state === 'submitting'
  return (
    <div className="bg-muted/60 px-4 py-10 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-2xl bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-navy">{title}</h1>
        <p className="mt-1 text-muted-foreground">{intro}</p>
        <Form {...formProps} method="post" encType={multipart ? 'multipart/form-data' : undefined} className="mt-6 grid gap-4">
          {children(errors)}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to={CONTENT_TAB} className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </Link>
            <Button type="submit" disabled={busy}>
              {busy ? 'Saving...' : saveLabel}
            </Button>
          </div>
        </Form>
        {after}
      </div>
    </div>
  )
}

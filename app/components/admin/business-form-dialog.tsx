import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import { Link, useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '~/components/ui/dialog.tsx'
import { toast, toastFailure } from '~/components/ui/toast.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { businessFormSchema } from '~/domain/business/model.ts'
import { formErrors, type Answer, type Failure } from '~/lib/app-error.ts'
import { BusinessFields, type CityOption, type BusinessDefaults } from './business-fields.tsx'
import { useReturnFocus } from './use-return-focus.ts'

/**
 * The business form in a dialog (Add New, Edit, Approve): posts to `action` with `hidden` fields,
 * validates with the business schema first, and on success closes with `successToast`; a refusal's
 * toast is titled by `failureTitle`.
 */
export function BusinessFormDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  hidden,
  defaults,
  cities,
  submitLabel,
  successToast,
  failureTitle,
  awardsHref,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  action: string
  hidden: Record<string, string>
  defaults?: BusinessDefaults
  cities: CityOption[]
  submitLabel: string
  successToast: string
  failureTitle: (failure: Failure) => string
  /** Editing: where the business's awards are managed (the full form's Awards section). */
  awardsHref?: string
}) {
  useReturnFocus()
  const fetcher = useFetcher<Answer<object>>()
  const { formProps, errors } = useSchemaForm(businessFormSchema, formErrors(fetcher.data))

  useFetcherAnswer(fetcher, (answer) => {
    if (answer.ok) {
      toast.success(successToast)
      onOpenChange(false)
    } else {
      toastFailure(answer, failureTitle(answer))
    }
  })

  const saving = fetcher.state !== 'idle'
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent width="xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {awardsHref ? (
          <p className="text-sm">
            <Link to={awardsHref} className="font-medium text-navy underline underline-offset-2">
              Manage awards
            </Link>{' '}
            (add a badge, revoke one) on the full form.
          </p>
        ) : null}
        <fetcher.Form {...formProps} method="post" action={action} className="grid gap-4">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <BusinessFields defaults={defaults} errors={errors} cities={cities} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : submitLabel}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  )
}

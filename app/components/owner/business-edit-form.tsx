import { Form } from 'react-router'
import { FieldError, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { DAY_LABELS, HOURS_DAYS, hoursField, ownerEditSchema } from '~/domain/owner/model.ts'

interface Props {
  business: { description: string; phone: string | null; email: string | null; website: string | null; hours: Record<string, string> | null }
  serverErrors: Record<string, string> | undefined
}

/** What an owner publishes at once: description, contact and opening hours. Scores and awards are not here. */
export function BusinessEditForm({ business: b, serverErrors }: Props) {
  const { formProps, errors } = useSchemaForm(ownerEditSchema, serverErrors)
  const hours = (typeof b.hours === 'string' ? JSON.parse(b.hours) : b.hours ?? {}) as Record<string, string>
  return (
    <Form {...formProps} method="post" className="grid gap-4 rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="edit-heading">
      <h2 id="edit-heading" className="text-xl font-bold text-navy">Description, contact and hours</h2>
      <p className="text-sm text-muted-foreground">These changes are published as soon as you save.</p>
      <input type="hidden" name="intent" value="edit" />
      <FieldError error={errors.form} />
      <TextAreaField label="Description" name="description" rows={5} defaultValue={b.description} error={errors.description} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Phone" name="phone" optional type="tel" defaultValue={b.phone ?? ''} error={errors.phone} />
        <TextField label="Email" name="email" optional type="email" defaultValue={b.email ?? ''} error={errors.email} />
        <TextField label="Website" name="website" optional type="url" defaultValue={b.website ?? ''} error={errors.website} />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-1 font-semibold text-navy">Opening hours</legend>
        <p className="text-sm text-muted-foreground">For example “9am–5pm” or “Closed”. Leave a day empty to show nothing for it.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {HOURS_DAYS.map((d) => (
            <TextField key={d} label={`${DAY_LABELS[d]} hours`} name={hoursField(d)} defaultValue={hours[d] ?? ''} error={errors[hoursField(d)]} />
          ))}
        </div>
      </fieldset>
      <Button type="submit" className="w-fit">Save changes</Button>
    </Form>
  )
}

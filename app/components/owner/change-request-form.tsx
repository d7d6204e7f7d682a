import { Form } from 'react-router'
import { FieldError, SelectField, TextField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { changeRequestSchema, type BusinessIdentity } from '~/domain/owner/model.ts'
import { BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import { categoryLabel } from '~/lib/categories.ts'

interface Props {
  business: BusinessIdentity & { pendingChange: { after: BusinessIdentity | string } | null }
  serverErrors: Record<string, string> | undefined
}

/** Name, address and category: a request for the admin, who sees the change side by side. */
export function ChangeRequestForm({ business: b, serverErrors }: Props) {
  const { formProps, errors } = useSchemaForm(changeRequestSchema, serverErrors)
  const pending = b.pendingChange ? (typeof b.pendingChange.after === 'string' ? (JSON.parse(b.pendingChange.after) as BusinessIdentity) : b.pendingChange.after) : null
  return (
    <Form {...formProps} method="post" className="grid gap-4 rounded-xl border bg-white p-6 shadow-sm" aria-labelledby="change-heading">
      <h2 id="change-heading" className="text-xl font-bold text-navy">Name, address and category</h2>
      <p className="text-sm text-muted-foreground">Our team reviews these changes before they are published.</p>
      {pending && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Waiting for review: “{pending.name}”, {pending.address}, {categoryLabel(pending.category)}.
        </p>
      )}
      <input type="hidden" name="intent" value="change" />
      <FieldError error={errors.form} />
      <TextField label="Business name" name="name" defaultValue={b.name} error={errors.name} />
      <TextField label="Address" name="address" defaultValue={b.address} error={errors.address} />
      <SelectField label="Category" name="category" defaultValue={b.category} error={errors.category}>
        {BUSINESS_CATEGORIES.map((c) => (
          <option key={c} value={c}>{categoryLabel(c)}</option>
        ))}
      </SelectField>
      <Button type="submit" variant="outline" className="w-fit">Request change</Button>
    </Form>
  )
}

import { Form } from 'react-router'
import { FieldError, Honeypot, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { leadSchema } from '~/domain/owner/model.ts'
import { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'
import { cn } from '~/lib/utils.ts'

/** "Contact Business": name, e-mail and message, posted to /contact-business/{id} (works without JavaScript). */
export function ContactBusinessForm({ businessId, serverErrors, className }: { businessId: string; serverErrors?: Record<string, string>; className?: string }) {
  const { formProps, errors } = useSchemaForm(leadSchema, serverErrors)
  return (
    <Form {...formProps} method="post" action={`/contact-business/${businessId}`} className={cn('relative grid gap-3', className)}>
      <Honeypot name={HONEYPOT_FIELD} />
      <FieldError error={errors.form} />
      <TextField label="Your name" name="name" autoComplete="name" error={errors.name} />
      <TextField label="Your email" name="email" type="email" autoComplete="email" error={errors.email} />
      <TextAreaField label="Message" name="message" rows={4} error={errors.message} />
      <Button type="submit">Send message</Button>
    </Form>
  )
}

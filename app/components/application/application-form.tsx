import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { FieldError } from '~/components/forms/field.tsx'
import { useSchemaForm } from '~/components/forms/use-schema-form.ts'
import { Button } from '~/components/ui/button.tsx'
import { answerField, applicationFormSchema, NEW_BUSINESS } from '~/domain/application/model.ts'
import type { BadgeQuestion } from '~/domain/badge/model.ts'
import { SUBMISSION_TYPE_OPTIONS } from '~/lib/categories.ts'

interface Props {
  questions: BadgeQuestion[]
  businesses: { id: string; name: string }[]
  cities: { slug: string; name: string; state: string }[]
  price: number
  serverErrors: Record<string, string> | undefined
  /** Answers of an earlier application (a renewal), by question label. */
  previous?: { awardId: string; businessId: string | null; answers: Record<string, string> }
}

/** The badge application form: which business, then the badge's questions. Posts without JavaScript too. */
export function ApplicationForm({ questions, businesses, cities, price, serverErrors, previous }: Props) {
  const schema = applicationFormSchema(questions)
  const { formProps, errors } = useSchemaForm(schema, serverErrors)
  const navigation = useNavigation()
  const [business, setBusiness] = useState(previous?.businessId ?? (businesses[0]?.id ?? NEW_BUSINESS))
  const isNew = business === NEW_BUSINESS
  return (
    <Form {...formProps} method="post" encType="multipart/form-data" className="grid gap-5">
      {previous && <input type="hidden" name="renew" value={previous.awardId} />}
      <SelectField label="Business" name="business" value={business} onChange={(e) => setBusiness(e.target.value)} error={errors.business}>
        {businesses.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
        <option value={NEW_BUSINESS}>A new business (describe it below)</option>
      </SelectField>
      {isNew && (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold text-navy">Your business</legend>
          <TextField label="Business name" name="businessName" required error={errors.businessName} />
          <SelectField label="Category" name="category" required defaultValue="" error={errors.category} placeholder="Choose a category" options={SUBMISSION_TYPE_OPTIONS} />
          <TextField label="Address" name="address" required autoComplete="address-line1" error={errors.address} />
          <SelectField label="City" name="city" required defaultValue="" error={errors.city} placeholder="Choose a city"
            options={cities.map((c) => ({ value: c.slug, label: `${c.name}, ${c.state}` }))} />
          <TextField label="Phone" name="phone" type="tel" required autoComplete="tel" error={errors.phone} />
          <TextField label="Email" name="email" type="email" required autoComplete="email" error={errors.email} />
          <TextField label="Website" name="website" type="url" optional placeholder="https://" error={errors.website} />
          <TextAreaField label="Description" name="description" required rows={3} error={errors.description} />
        </fieldset>
      )}
      {questions.length > 0 && (
        <fieldset className="grid gap-4 rounded-lg border p-4">
          <legend className="px-1 font-semibold text-navy">Questions</legend>
          {questions.map((q, i) => (
            <Question key={q.label} index={i} question={q} error={errors[answerField(i)]} previous={previous?.answers[q.label]} />
          ))}
          <p className="text-sm text-muted-foreground">Documents: PDF, JPEG or PNG, at most 5 MB each. Only you and Safest’s auditors can open them.</p>
        </fieldset>
      )}
      {errors.form && <FieldError error={errors.form} />}
      <Button type="submit" size="lg" disabled={navigation.state === 'submitting'}>
        {navigation.state === 'submitting' ? 'Sending...' : price > 0 ? `Continue to payment ($${price.toFixed(2)})` : 'Submit application'}
      </Button>
    </Form>
  )
}

function Question({ index, question, error, previous }: { index: number; question: BadgeQuestion; error?: string; previous?: string }) {
  const name = answerField(index)
  if (question.kind === 'text') {
    return <TextAreaField label={question.label} name={name} optional={!question.required} rows={3} defaultValue={previous} error={error} />
  }
  if (question.kind === 'document') {
    return <TextField label={question.label} name={name} type="file" optional={!question.required} accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png" error={error} />
  }
  const errorId = `${name}-error`
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">
        {question.label}
        {!question.required && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </legend>
      <div className="flex gap-6">
        {(['yes', 'no'] as const).map((v) => (
          <label key={v} className="flex items-center gap-2">
            <input type="radio" name={name} value={v} defaultChecked={previous === v} className="size-4" />
            {v === 'yes' ? 'Yes' : 'No'}
          </label>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  )
}

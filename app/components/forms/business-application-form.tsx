import { applicationSchema, HONEYPOT_FIELD } from '~/domain/submission/model.ts'
import { BADGE_LABELS, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import { Button } from '../ui/button.tsx'
import { Checkbox } from '../ui/checkbox.tsx'
import { Honeypot, SelectField, TextAreaField, TextField } from './field.tsx'
import { useSubmission } from './use-submission.ts'

/** City page "Add Your Business" side sheet (spec §3 business application form). */
export function BusinessApplicationForm({ city, onDone, onCancel }: { city: string; onDone: () => void; onCancel: () => void }) {
  const { fetcher, formProps, errors, submitting } = useSubmission(applicationSchema, onDone)
  return (
    <fetcher.Form {...formProps} className="relative grid gap-4">
      <input type="hidden" name="kind" value="application" />
      <input type="hidden" name="city" value={city} />
      <Honeypot name={HONEYPOT_FIELD} />
      <TextField label="Business Name" name="businessName" required autoComplete="organization" error={errors.businessName} />
      <SelectField label="Category" name="category" required defaultValue="" error={errors.category} placeholder="Select a category" options={DIRECTORY_CATEGORIES} />
      <TextAreaField label="Description" name="description" required rows={3} error={errors.description} />
      <TextField label="Phone" name="phone" type="tel" optional autoComplete="tel" error={errors.phone} />
      <TextField label="Email" name="email" type="email" optional autoComplete="email" error={errors.email} />
      <TextField label="Website" name="website" type="url" optional placeholder="https://" error={errors.website} />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Certifications</legend>
        {(
          [
            ['oshaCertified', BADGE_LABELS.osha],
            ['stateCertified', BADGE_LABELS.state],
            ['localSafetyLeader', BADGE_LABELS.city],
          ] as const
        ).map(([name, label]) => (
          <label key={name} className="flex items-center gap-2 text-sm">
            <Checkbox name={name} /> {label}
          </label>
        ))}
      </fieldset>
      <div className="flex gap-2">
        <Button type="button" variant="outline" className="grow basis-0" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" className="grow basis-0" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </fetcher.Form>
  )
}

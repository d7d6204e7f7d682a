import { businessSubmissionSchema, HONEYPOT_FIELD } from '~/domain/submission/model.ts'
import { SUBMISSION_TYPE_OPTIONS } from '~/lib/categories.ts'
import { Button } from '../ui/button.tsx'
import { Honeypot, SelectField, TextAreaField, TextField } from './field.tsx'
import { useSubmission } from './use-submission.ts'

/** Home "Add Your Business" form (spec §3 business submission form). */
export function BusinessSubmissionForm({ onDone, onCancel, city }: { onDone: () => void; onCancel?: () => void; city?: string }) {
  const { fetcher, formProps, errors, submitting } = useSubmission(businessSubmissionSchema, onDone)
  return (
    <fetcher.Form {...formProps} className="relative grid gap-4">
      <input type="hidden" name="kind" value="business" />
      {city && <input type="hidden" name="city" value={city} />}
      <Honeypot name={HONEYPOT_FIELD} />
      <TextField label="Business Name" name="businessName" required autoComplete="organization" error={errors.businessName} />
      <SelectField label="Business Type" name="type" required defaultValue="" error={errors.type} placeholder="Select a business type" options={SUBMISSION_TYPE_OPTIONS} />
      <TextField label="Address" name="address" required autoComplete="address-line1" error={errors.address} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" name="email" type="email" required autoComplete="email" error={errors.email} />
        <TextField label="Phone" name="phone" type="tel" required autoComplete="tel" error={errors.phone} />
      </div>
      <TextField label="Website" name="website" type="url" optional placeholder="https://" error={errors.website} />
      <TextAreaField label="Description" name="description" required rows={3} error={errors.description} />
      <TextField
        label="Safety Certifications"
        name="certifications"
        optional
        placeholder="e.g. OSHA 30-Hour, ServSafe"
        error={errors.certifications}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={submitting}>
          {submitting ? 'Submitting...' : 'Submit Business'}
        </Button>
      </div>
    </fetcher.Form>
  )
}

import { nominationSchema, HONEYPOT_FIELD } from '~/domain/submission/model.ts'
import { Button } from '../ui/button.tsx'
import { Honeypot, TextAreaField, TextField } from './field.tsx'
import { useSubmission } from './use-submission.ts'

/** Home "Nominate a Business": a short form for visitors who know a business worth listing. */
export function NominationForm({ onDone }: { onDone: () => void }) {
  const { fetcher, formProps, errors, submitting } = useSubmission(nominationSchema, onDone)
  return (
    <fetcher.Form {...formProps} className="relative grid gap-3">
      <input type="hidden" name="kind" value="nomination" />
      <Honeypot name={HONEYPOT_FIELD} />
      <TextField label="Business Name" name="businessName" required error={errors.businessName} />
      <TextField label="City and State" name="location" optional placeholder="e.g. Denver, CO" error={errors.location} />
      <TextAreaField label="Why are they safe?" name="description" optional rows={3} error={errors.description} />
      <TextField label="Your Email" name="submitterEmail" type="email" optional autoComplete="email" error={errors.submitterEmail} />
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Submitting...' : 'Send Nomination'}
      </Button>
    </fetcher.Form>
  )
}

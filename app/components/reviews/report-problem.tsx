import { CORRECTION_FIELDS, HONEYPOT_FIELD, problemKindsFor, problemReportSchema } from '~/domain/problem-report/model.ts'
import { Honeypot, SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { Button } from '~/components/ui/button.tsx'
import { ReturnTo } from './return-to.tsx'
import { useActionForm } from './use-action-form.ts'

/**
 * "Report a problem" with a business: what is wrong, optionally the right value, optionally an e-mail.
 * With public records attached (`hasRecords`), one of the reasons disputes them.
 */
export function ReportProblem({ businessId, hasRecords = false }: { businessId: string; hasRecords?: boolean }) {
  const { fetcher, formProps, errors, busy } = useActionForm(problemReportSchema, `/businesses/${businessId}/problems`)
  return (
    <section aria-labelledby="problem-heading" className="rounded-xl border bg-white p-6 shadow-sm">
      <details>
        <summary className="cursor-pointer">
          <h2 id="problem-heading" className="inline text-base font-semibold text-navy">
            Report a problem
          </h2>
        </summary>
        <fetcher.Form {...formProps} className="relative mt-4 grid gap-3">
          <ReturnTo />
          <Honeypot name={HONEYPOT_FIELD} />
          <SelectField label="What is wrong?" name="kind" defaultValue="" error={errors.kind}>
            <option value="" disabled>
              Choose one
            </option>
            {problemKindsFor(hasRecords).map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </SelectField>
          <TextAreaField label="Details" name="details" optional rows={3} error={errors.details} />
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label="Field to correct" name="field" optional defaultValue="" error={errors.field}>
              <option value="">None</option>
              {CORRECTION_FIELDS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </SelectField>
            <TextField label="Correct value" name="correction" optional error={errors.correction} />
          </div>
          <TextField label="Your email" name="email" type="email" optional autoComplete="email" error={errors.email} />
          <Button type="submit" disabled={busy} className="justify-self-start">
            {busy ? 'Sending...' : 'Send report'}
          </Button>
        </fetcher.Form>
      </details>
    </section>
  )
}

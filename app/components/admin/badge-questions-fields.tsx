import { SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { FieldError } from '~/components/forms/field.tsx'
import { QUESTION_KINDS, type BadgeQuestion } from '~/domain/badge/model.ts'

/** Blank rows offered below a badge's questions (a row left blank is left out). */
const BLANK_ROWS = 3

/**
 * The badge editor's application questions (one row each: label, kind, required) and audit
 * checklist (one item per line) and validity. Plain inputs: the form posts without JavaScript.
 */
export function BadgeProgrammeFields({
  questions,
  checklist,
  validityMonths,
  errors,
}: {
  questions: BadgeQuestion[]
  checklist: string[]
  validityMonths: number
  errors: Record<string, string | undefined>
}) {
  const rows: BadgeQuestion[] = [...questions, ...Array.from({ length: BLANK_ROWS }, () => ({ label: '', kind: 'yes-no' as const, required: false }))]
  return (
    <>
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 font-semibold text-navy">Application questions</legend>
        <p className="text-sm text-muted-foreground">What an applicant answers. Leave a row's question empty to remove it.</p>
        {rows.map((q, i) => (
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_11rem_auto] sm:items-end">
            <TextField label={`Question ${i + 1}`} name={`questions[${i}].label`} optional defaultValue={q.label} />
            <SelectField label={`Question ${i + 1} kind`} name={`questions[${i}].kind`} defaultValue={q.kind}>
              {Object.entries(QUESTION_KINDS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <label className="flex items-center gap-2 pb-2 text-sm">
              <input type="checkbox" name={`questions[${i}].required`} defaultChecked={q.required} className="size-4" />
              Required
            </label>
          </div>
        ))}
        <FieldError error={errors.questions} />
      </fieldset>
      <TextAreaField
        label="Audit checklist"
        name="checklist"
        optional
        rows={5}
        defaultValue={checklist.join('\n')}
        placeholder={'One item per line, e.g.\nFire extinguishers inspected within 12 months'}
        error={errors.checklist}
      />
      <TextField label="Validity (months)" name="validityMonths" type="number" required min={1} max={120} step={1} defaultValue={validityMonths} error={errors.validityMonths} />
    </>
  )
}

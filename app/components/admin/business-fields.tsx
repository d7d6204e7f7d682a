import { FieldError, SelectField, TextAreaField, TextField } from '~/components/forms/field.tsx'
import { flatScoreFields } from '~/domain/business/model.ts'
import { snake } from '~/domain/business/score-fields.ts'
import { SCORE_COMPONENTS, type ScoreComponents } from '~/lib/score-model.ts'
import { categoryLabel } from '~/lib/categories.ts'
import { BUSINESS_CATEGORIES } from '~/lib/db-schema.ts'
import type { FieldErrors } from '~/lib/form-fields.ts'
import { cityChoice, type CityOption } from '~/components/newsletter/topic-choices.tsx'
import { Options } from '~/components/ui/select.tsx'

export type { CityOption }

/** What the form starts with: a stored business, a submission to approve, or nothing (new). */
export interface BusinessDefaults {
  name?: string
  category?: string
  description?: string
  rating?: number | string
  address?: string
  phone?: string | null
  website?: string | null
  certifications?: string[] | string
  cityId?: number | null
  safetyScore?: number | string
  email?: string | null
  status?: string
  auditedOn?: string | null
  scoreComponents?: ScoreComponents | null
  /** A point set by hand; empty: its ZIP code's centre. */
  latitude?: number | null
  longitude?: number | null
}

/** Spec §5 business form fields plus the directory's own (city, safety score, e-mail, status); awards have their own section (AwardsSection). */
export function BusinessFields({ defaults = {}, errors, cities }: { defaults?: BusinessDefaults; errors: FieldErrors; cities: CityOption[] }) {
  const certifications = Array.isArray(defaults.certifications) ? defaults.certifications.join(', ') : (defaults.certifications ?? '')
  return (
    <div className="grid gap-4">
      <TextField label="Name" name="name" required maxLength={200} defaultValue={defaults.name} error={errors.name} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Category" name="category" required defaultValue={defaults.category ?? ''} error={errors.category}>
          <option value="" disabled>
            Select a category
          </option>
          <Options choices={BUSINESS_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))} />
        </SelectField>
        <SelectField label="City" name="cityId" defaultValue={defaults.cityId ?? ''} error={errors.cityId}>
          <option value="">No city</option>
          <Options choices={cities.map(cityChoice)} />
        </SelectField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Rating (0–5)" name="rating" type="number" required min={0} max={5} step={0.1} inputMode="decimal" defaultValue={defaults.rating ?? ''} error={errors.rating} />
        <TextField
          label="Safety Score (0–100)"
          name="safetyScore"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          defaultValue={defaults.safetyScore ?? ''}
          error={errors.safetyScore}
          aria-description="Computed from the audit components below when they are filled in"
        />
      </div>
      <TextField label="Address" name="address" required maxLength={300} defaultValue={defaults.address} error={errors.address} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Latitude" name="latitude" optional inputMode="decimal" maxLength={14} placeholder="e.g. 39.7491" defaultValue={defaults.latitude ?? ''} error={errors.latitude} aria-description="Leave both empty to place the business at its ZIP code's center" />
        <TextField label="Longitude" name="longitude" optional inputMode="decimal" maxLength={14} placeholder="e.g. -104.9946" defaultValue={defaults.longitude ?? ''} error={errors.longitude} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Phone" name="phone" type="tel" required maxLength={40} defaultValue={defaults.phone ?? ''} error={errors.phone} />
        <TextField label="Email" name="email" type="email" optional maxLength={254} defaultValue={defaults.email ?? ''} error={errors.email} />
      </div>
      <TextField label="Website" name="website" type="url" optional placeholder="https://" maxLength={500} defaultValue={defaults.website ?? ''} error={errors.website} />
      <TextAreaField label="Description" name="description" required rows={4} maxLength={5000} defaultValue={defaults.description} error={errors.description} />
      <TextField
        label="Certifications"
        name="certifications"
        optional
        placeholder="Separate with commas, e.g. ServSafe Certified, ISO 45001"
        defaultValue={certifications}
        error={errors.certifications}
      />
      <AuditFields defaults={defaults} errors={errors} />
      <SelectField label="Status" name="status" defaultValue={defaults.status ?? 'published'} error={errors.status}>
        <option value="published">Published</option>
        <option value="hidden">Hidden</option>
      </SelectField>
    </div>
  )
}

/**
 * The explainable score: audit date, the five weighted components with their
 * evidence (the safety score is computed from them).
 */
function AuditFields({ defaults, errors }: { defaults: BusinessDefaults; errors: FieldErrors }) {
  const flat = flatScoreFields({ auditedOn: defaults.auditedOn ?? null, scoreComponents: defaults.scoreComponents ?? null, badgeEvidence: {} })
  return (
    <>
      <fieldset className="grid gap-3 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">Safety audit</legend>
        <p className="text-sm text-muted-foreground">
          Leave every component empty for a business not audited yet. When filled in, the safety score is computed from them.
        </p>
        <TextField label="Audit date" name="audited_on" type="date" defaultValue={flat.audited_on} error={errors.auditedOn} className="sm:max-w-xs" />
        {SCORE_COMPONENTS.map((c) => (
          <div key={c.key} className="grid gap-3 sm:grid-cols-[9rem_1fr]">
            <TextField
              label={`${c.label} (${c.weight}%)`}
              name={`${snake(c.key)}_score`}
              type="number"
              min={0}
              max={100}
              step={1}
              inputMode="numeric"
              defaultValue={flat[`${snake(c.key)}_score` as keyof typeof flat]}
            />
            <TextField label={`${c.label} evidence`} name={`${snake(c.key)}_evidence`} maxLength={300} defaultValue={flat[`${snake(c.key)}_evidence` as keyof typeof flat]} />
          </div>
        ))}
        <FieldError error={errors.scoreComponents} />
      </fieldset>
    </>
  )
}

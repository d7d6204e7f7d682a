import { TOPICS } from '~/domain/campaign/topics.ts'
import { FieldError, SelectField } from '../forms/field.tsx'
import type { Choice } from '../ui/select.tsx'

export interface CityOption {
  id: number
  name: string
  state: string
}

/** A city as a select shows it: "Denver, CO". */
export const cityChoice = (c: CityOption): Choice => ({ value: c.id, label: `${c.name}, ${c.state}` })

/** The topics a subscriber can tick (sign-up and preferences page). */
export function TopicCheckboxes({ selected, error, legend = 'Send me' }: { selected: readonly string[]; error?: string; legend?: string }) {
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? 'topics-error' : undefined}>
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {TOPICS.map((topic) => (
        <label key={topic.value} className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="topics" value={topic.value} defaultChecked={selected.includes(topic.value)} className="size-4 accent-primary" />
          {topic.label}
        </label>
      ))}
      <FieldError id="topics-error" error={error} />
    </fieldset>
  )
}

/** The cities whose safety alerts to send: a native multiple select (keyboard, screen readers, no JavaScript). */
export function CityMultiSelect({ cities, selected, error, label = 'Cities for safety alerts' }: { cities: CityOption[]; selected: readonly number[]; error?: string; label?: string }) {
  return (
    <SelectField
      label={label}
      name="cityIds"
      multiple
      size={8}
      defaultValue={selected.map(String)}
      error={error}
      optional
      className="[&_select]:h-auto"
      options={cities.map(cityChoice)}
    />
  )
}

import { Button } from '~/components/ui/button.tsx'
import { Checkbox } from '~/components/ui/checkbox.tsx'
import { DIRECTORY_BADGE_IDS, type DirectoryQuery } from '~/domain/directory/directory-query.ts'
import { ALL_CATEGORIES_LABEL, BADGE_LABELS, DIRECTORY_CATEGORIES } from '~/lib/categories.ts'
import type { BadgeType } from '~/lib/db-schema.ts'
import { cn } from '~/lib/utils.ts'

interface Props {
  query: DirectoryQuery
  /** In the phone's bottom sheet (else the sidebar, hidden below md). */
  inSheet: boolean
  /** Before hydration the panel submits its form itself (Apply Filters; Reset Filters posts ?reset). */
  hydrated: boolean
  /** The filter the visitor is on, so it gets focus back when the panel remounts. */
  onFocusFilter: (filter: { name: string; value: string } | null) => void
  onReset: () => void
}

/**
 * The city directory's category and certification filters, inputs of the form `directory-filters`
 * (they may be portaled into the sheet). Uncontrolled: the caller remounts the panel whenever the
 * URL changes (Reset Filters, back button).
 */
export function FilterPanel({ query, inSheet, hydrated, onFocusFilter, onReset }: Props) {
  return (
    <div
      id="filter-panel"
      className={cn('space-y-6', !inSheet && 'max-md:hidden')}
      onFocus={(e) => {
        const t = e.target as HTMLInputElement
        onFocusFilter(t.name ? { name: t.name, value: t.value } : null)
      }}
    >
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-navy uppercase">Categories</legend>
        <div className="space-y-1">
          {[{ value: '', label: ALL_CATEGORIES_LABEL }, ...DIRECTORY_CATEGORIES].map((c) => (
            <label key={c.value} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <input
                type="radio"
                form="directory-filters"
                name="category"
                value={c.value}
                defaultChecked={(query.category ?? '') === c.value}
                className="size-4 accent-primary"
              />
              {c.label}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-sm font-semibold tracking-wide text-navy uppercase">Certifications</legend>
        <div className="space-y-1">
          {(Object.keys(BADGE_LABELS) as BadgeType[]).map((b) => (
            <label key={b} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <Checkbox form="directory-filters" name="badge" value={DIRECTORY_BADGE_IDS[b]} defaultChecked={query.badges.includes(b)} />
              {BADGE_LABELS[b]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-2">
        {!hydrated && <Button type="submit">Apply Filters</Button>}
        {/* Submits ?reset (the loader answers with the bare URL) so it also works without JavaScript. */}
        <Button
          type={hydrated ? 'button' : 'submit'}
          form="directory-filters"
          name="reset"
          value="1"
          variant="outline"
          onClick={(e) => {
            e.preventDefault()
            onReset()
          }}
        >
          Reset Filters
        </Button>
      </div>
    </div>
  )
}

import type { BadgeType, BusinessCategory } from './db-schema.ts'

/** Directory categories in the spec's order (§5 "Directory filtering"); "other" is not a filter. */
export const DIRECTORY_CATEGORIES = [
  { value: 'restaurants', label: 'Restaurants' },
  { value: 'construction', label: 'Construction' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'childcare', label: 'Childcare' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'transportation', label: 'Transportation' },
  { value: 'retail', label: 'Retail' },
] as const satisfies readonly { value: BusinessCategory; label: string }[]

export const ALL_CATEGORIES_LABEL = 'All Categories'

export function categoryLabel(category: string): string {
  return DIRECTORY_CATEGORIES.find((c) => c.value === category)?.label ?? 'Other'
}

/** Spec §3: badge types and their labels. */
export const BADGE_LABELS: Record<BadgeType, string> = {
  osha: 'OSHA Compliant',
  state: 'State Certified',
  city: 'Local Safety Leader',
}

/** Spec §3 business submission types; values are the lowercased labels. */
export const SUBMISSION_TYPES = [
  'Restaurant',
  'Construction',
  'Healthcare',
  'Childcare',
  'Manufacturing',
  'Transportation',
  'Retail',
  'Other',
] as const

/** The submission types as a select's options (values are the lowercased labels). */
export const SUBMISSION_TYPE_OPTIONS = SUBMISSION_TYPES.map((t) => ({ value: t.toLowerCase(), label: t }))

import { BADGE_TYPES } from '~/lib/db-schema.ts'
import { COMPONENT_KEYS } from '~/lib/score-model.ts'

/** "cleanRecord" → "clean_record". */
export function snake(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
}

/**
 * Flat names of the audit fields, shared by the admin form and the CSV file: audited_on,
 * {component}_score and {component}_evidence, {badge}_issuer, {badge}_checked_on, {badge}_expires_on.
 */
export const SCORE_FLAT_FIELDS = [
  'audited_on',
  ...COMPONENT_KEYS.flatMap((k) => [`${snake(k)}_score`, `${snake(k)}_evidence`] as const),
  ...BADGE_TYPES.flatMap((b) => [`${b}_issuer`, `${b}_checked_on`, `${b}_expires_on`] as const),
] as const

export type ScoreFlatField = (typeof SCORE_FLAT_FIELDS)[number]

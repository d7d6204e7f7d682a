import { z } from 'zod'

/**
 * Favorites (decision 038): a member saves a business to "Saved businesses" on
 * their dashboard and may ask for an e-mail when its safety score or one of its awards changes.
 */

export const FAVORITE_INTENTS = ['save', 'remove', 'notify'] as const
export type FavoriteIntent = (typeof FAVORITE_INTENTS)[number]

/** POST /businesses/{id}/favorite: save or remove it, or turn its change e-mails on or off (`notify`). */
export const favoriteSchema = z.object({
  intent: z.enum(FAVORITE_INTENTS, { message: 'Unknown action' }),
  /** With intent=notify: e-mails on or off (any other value is refused, not read as off). */
  notify: z.enum(['on', 'off'], { message: 'Choose on or off' }).optional(),
}).refine((v) => v.intent !== 'notify' || v.notify !== undefined, { message: 'Choose on or off', path: ['notify'] })
export type FavoriteInput = z.infer<typeof favoriteSchema>

export const FAVORITE_MESSAGES = {
  saved: 'Saved to your dashboard',
  removed: 'Removed from your saved businesses',
  notifyOn: 'We will e-mail you when its score or awards change',
  notifyOff: 'No more e-mails about this business',
  notFound: 'That business was not found.',
  notSaved: 'Save this business first to get e-mails about it.',
} as const

/** One of a member's saved businesses, as "Saved businesses" lists it. */
export interface SavedBusiness {
  id: string
  name: string
  category: string
  cityName: string
  href: `/${string}`
  /** Null when not audited. */
  safetyScore: number | null
  rating: number
  reviewCount: number
  /** Names of its current awards. */
  currentAwards: string[]
  notify: boolean
  savedOn: string
}

/** What changed on a saved business, as its watchers' e-mail says it. */
export type FavoriteChange =
  | { kind: 'score'; before: number | null; after: number | null }
  | { kind: 'award'; text: string }

/** One sentence per change: "Its safety score went from 80 to 92." */
export function describeChange(change: FavoriteChange): string {
  if (change.kind === 'award') return change.text
  if (change.before === null) return `It has its first safety score: ${change.after}.`
  if (change.after === null) return `Its safety score of ${change.before} is no longer shown.`
  return `Its safety score went from ${change.before} to ${change.after}.`
}

/** The e-mail's subject: the business and the kind of change. */
export function changeSubject(businessName: string, changes: readonly FavoriteChange[]): string {
  const score = changes.some((c) => c.kind === 'score')
  const award = changes.some((c) => c.kind === 'award')
  return `${businessName}: ${score && award ? 'safety score and awards changed' : score ? 'safety score changed' : 'awards changed'}`
}

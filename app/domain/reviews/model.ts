import { z } from 'zod'
import { emptyIfMissing, multiLine, requiredLongText } from '~/lib/form-fields.ts'

export { HONEYPOT_FIELD } from '~/domain/submission/honeypot.ts'

/** A review's text: at least this many characters, at most REVIEW_MAX. */
export const REVIEW_MIN = 50
export const REVIEW_MAX = 5000
/** An account younger than this has its reviews held (screening rule "new-account"). */
export const NEW_ACCOUNT_DAYS = 7
/** More reviews than this from one account or one address within BURST_WINDOW_MINUTES are held. */
export const BURST_LIMIT = 3
export const BURST_WINDOW_MINUTES = 60
/** How long a business page shows the review-fraud notice once the admin flags it. */
export const FRAUD_NOTICE_DAYS = 90

export const HOLD_REASONS = ['new-account', 'burst', 'repeat', 'watch-word'] as const
export type HoldReason = (typeof HOLD_REASONS)[number]
export const HOLD_REASON_LABELS: Record<HoldReason, string> = {
  'new-account': 'New account',
  burst: 'Burst of reviews',
  repeat: 'Repeats another review',
  'watch-word': 'Uses a watched word',
}

const stars = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*[1-5]\s*$/.test(v) ? Number(v) : v),
  z.number({ message: 'Choose a rating from 1 to 5 stars' }).int('Choose a rating from 1 to 5 stars').min(1, 'Choose a rating from 1 to 5 stars').max(5, 'Choose a rating from 1 to 5 stars'),
)

/** "Write a review": 1–5 stars and a text of 50–5,000 characters. */
export const reviewSchema = z.object({
  stars,
  body: emptyIfMissing(
    multiLine('Review', REVIEW_MAX).pipe(z.string().min(REVIEW_MIN, `Review must be at least ${REVIEW_MIN} characters`)),
  ),
})
export type ReviewInput = z.infer<typeof reviewSchema>

/** An owner's reply to a review (once per review). */
export const replySchema = z.object({ reply: requiredLongText('Reply', 2000) })

/** A visitor's report of a review. */
export const reviewReportSchema = z.object({ reason: requiredLongText('Reason', 1000) })

/** The admin's rejection of a review: the author sees the reason. */
export const reviewRejectionSchema = z.object({ reason: requiredLongText('Reason', 1000) })

/** A word the admin watches for: one word or phrase, compared case-insensitively. */
export const watchWordSchema = z.object({
  word: emptyIfMissing(multiLine('Word', 100).pipe(z.string().min(1, 'Word is required').refine((v) => !v.includes('\n'), 'Word must be a single line'))),
})

/** The text as screening compares it: lower case, letters and digits only, single spaces. */
export function fingerprint(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[^\p{L}\p{N}]+/gu, ' ').trim()
}

/** The watched words found in a text, each matched as a whole word or phrase, case-insensitively. */
export function watchedWordsIn(text: string, words: string[]): string[] {
  const haystack = ` ${fingerprint(text)} `
  return words.filter((w) => {
    const needle = fingerprint(w)
    return needle !== '' && haystack.includes(` ${needle} `)
  })
}

/** What screening knows of a review about to count. */
export interface ScreeningFacts {
  accountCreatedAt: Date
  now: Date
  /** Reviews written in the burst window by the same account, and from the same address (this one excluded). */
  recentByAccount: number
  recentByAddress: number
  /** Another review has the same fingerprint. */
  repeatsAnother: boolean
  /** Watched words the text uses. */
  watchedWords: string[]
}

/** The screening rules, one by one: the reasons to hold the review (none: it counts at once). */
export function holdReasons(f: ScreeningFacts): HoldReason[] {
  const reasons: HoldReason[] = []
  if (f.now.getTime() - f.accountCreatedAt.getTime() < NEW_ACCOUNT_DAYS * 86_400_000) reasons.push('new-account')
  if (f.recentByAccount >= BURST_LIMIT || f.recentByAddress >= BURST_LIMIT) reasons.push('burst')
  if (f.repeatsAnother) reasons.push('repeat')
  if (f.watchedWords.length > 0) reasons.push('watch-word')
  return reasons
}

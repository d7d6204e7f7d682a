import { passwordForms } from './model.ts'
import { ZxcvbnFactory } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'

// A maintained estimator (zxcvbn-ts, with its common-password and English dictionaries) instead of a
// hand-written list: it knows keyboard walks, repeats, dates, l33t and dictionary words.
let estimator: ZxcvbnFactory | undefined
const zxcvbn = () =>
  (estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  }))

/** zxcvbn's score: 0 (too guessable) … 4 (very unguessable). Sign-up, reset and change need 2 or more. */
export const MIN_PASSWORD_SCORE = 2

export function passwordScore(password: string, userInputs: string[] = []): number {
  // Only the first 100 characters matter for the estimate, and it keeps the check fast.
  return zxcvbn().check(password.slice(0, 100), userInputs.filter(Boolean)).score
}

// The estimate takes ~10–25 ms; a form re-posted with other fields wrong need not pay it again.
const recent = new Map<string, boolean>()

export function isWeakPassword(password: string, userInputs: string[] = []): boolean {
  const key = `${password}\u0000${userInputs.join('\u0000')}`
  let weak = recent.get(key)
  if (weak === undefined) {
    weak = passwordScore(password, userInputs) < MIN_PASSWORD_SCORE
    if (recent.size >= 256) recent.delete(recent.keys().next().value!)
    recent.set(key, weak)
  }
  return weak
}

/** The forms that set a password as the actions parse them: with the guessability check. */
export const strongPasswordForms = passwordForms(isWeakPassword)

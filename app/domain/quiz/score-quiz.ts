/**
 * Personal Safety Assessment logic (spec §2 Quiz, §9 quiz constants). Pure: no randomness, no
 * clock, no I/O, so the same answers always give the same steps, recommendations and scores, on
 * the server and in the browser.
 */
import {
  KEY_RISK_WEIGHT,
  QUIZ_CATEGORIES,
  QUIZ_QUESTIONS,
  RECOMMENDATION_COUNT,
  RECOMMENDED_PRODUCTS,
  SCORE_RANGES,
  type Priority,
  type QuizAnswer,
  type QuizCategory,
  type QuizQuestion,
  type RecommendedProduct,
} from '~/content/quiz.ts'

/** The visitor's answers: question id → chosen option value. */
export type QuizAnswers = Readonly<Record<number, string>>

export const NO_ANSWERS: QuizAnswers = Object.freeze({})

/** A question applies unless its condition (spec: question 1 is Yes) is unmet. */
export function isApplicable(question: QuizQuestion, answers: QuizAnswers): boolean {
  return !question.condition || answers[question.condition.questionId] === question.condition.equals
}

/** The questions shown, in order, given the answers so far; "Step X of N" counts these. */
export function applicableQuestions(answers: QuizAnswers): QuizQuestion[] {
  return QUIZ_QUESTIONS.filter((q) => isApplicable(q, answers))
}

function optionOf(question: QuizQuestion, value: string | undefined) {
  return value === undefined ? undefined : question.options.find((o) => o.value === value)
}

/** Every question that applies has a valid answer. */
export function isComplete(answers: QuizAnswers): boolean {
  return applicableQuestions(answers).every((q) => optionOf(q, answers[q.id]) !== undefined)
}

/**
 * Records an answer and forgets answers to questions that no longer apply (e.g. question 2 after
 * question 1 changes from Yes to No). Unknown questions or options leave the answers unchanged.
 */
export function answerQuestion(answers: QuizAnswers, questionId: number, value: string): QuizAnswers {
  const question = QUIZ_QUESTIONS.find((q) => q.id === questionId)
  if (!question || !optionOf(question, value)) return answers
  const next: Record<number, string> = { ...answers, [questionId]: value }
  for (const q of QUIZ_QUESTIONS) if (!isApplicable(q, next)) delete next[q.id]
  return next
}

export interface QuizProgress {
  /** 1-based step among the applicable questions. */
  step: number
  total: number
  /** Whole percent, step / total. */
  percent: number
}

/** Progress for question step `step` (1-based): "Step X of N" and "{percent}% complete". */
export function quizProgress(step: number, answers: QuizAnswers): QuizProgress {
  const total = applicableQuestions(answers).length
  const clamped = Math.min(Math.max(1, Math.trunc(step) || 1), total)
  return { step: clamped, total, percent: Math.round((clamped / total) * 100) }
}

/** The answers in the spec's Quiz answer shape (questionId, category, answer label). */
export function toQuizAnswers(answers: QuizAnswers): QuizAnswer[] {
  return applicableQuestions(answers).flatMap((q) => {
    const option = optionOf(q, answers[q.id])
    return option ? [{ questionId: q.id, category: q.category, answer: option.label }] : []
  })
}

export interface CategoryResult {
  category: QuizCategory
  /** False when the category does not apply (spec: Child and Elderly dropped unless relevant). */
  relevant: boolean
  /** Sum of answer weights (3 key risky, 2 lesser). */
  points: number
  /** The most the answered questions could have scored. */
  maxPoints: number
  /** points / maxPoints, 0..1. */
  need: number
  /** High when any key risky answer or at least half the possible points; medium for any risk. */
  level: Priority
}

export interface Recommendation extends RecommendedProduct {
  /** Displayed percentage, inside SCORE_RANGES[rank] and derived from the category's need. */
  score: number
}

export interface QuizResult {
  /** All six categories, in the spec's order. */
  categories: CategoryResult[]
  /** The four highest-need categories' products, highest need first. */
  recommendations: Recommendation[]
}

const LEVEL_RANK: Record<Priority, number> = { high: 0, medium: 1, low: 2 }

function categoryResult(category: QuizCategory, answers: QuizAnswers): CategoryResult {
  let points = 0
  let maxPoints = 0
  let keyRisk = false
  let answered = 0
  for (const q of applicableQuestions(answers)) {
    if (q.category !== category) continue
    const option = optionOf(q, answers[q.id])
    if (!option || option.notApplicable) continue
    const max = Math.max(...q.options.map((o) => o.weight))
    // Gate questions like question 1 carry no weight and say nothing about the category's need.
    if (max === 0) continue
    answered++
    points += option.weight
    maxPoints += max
    if (option.weight === KEY_RISK_WEIGHT) keyRisk = true
  }
  const need = maxPoints === 0 ? 0 : points / maxPoints
  const level: Priority = keyRisk || need >= 0.5 ? 'high' : points > 0 ? 'medium' : 'low'
  return { category, relevant: answered > 0, points, maxPoints, need, level }
}

/** Where `need` (0..1) falls inside the rank's range, rounded to a whole percent. */
export function scoreInRange(rank: number, need: number): number {
  const [min, max] = SCORE_RANGES[rank]
  const clamped = Math.min(1, Math.max(0, need))
  return min + Math.round(clamped * (max - min))
}

export function scoreQuiz(answers: QuizAnswers): QuizResult {
  const categories = QUIZ_CATEGORIES.map((c) => categoryResult(c, answers))
  const ranked = categories
    .filter((c) => c.relevant)
    .map((c, order) => ({ c, order }))
    .sort(
      (a, b) =>
        LEVEL_RANK[a.c.level] - LEVEL_RANK[b.c.level] ||
        b.c.need - a.c.need ||
        b.c.points - a.c.points ||
        a.order - b.order,
    )
    .map(({ c }) => c)
  let previous = 100
  const recommendations = ranked.slice(0, RECOMMENDATION_COUNT).map((c, rank): Recommendation => {
    const product = RECOMMENDED_PRODUCTS.find((p) => p.category === c.category && p.priority === c.level)
    if (!product) throw new Error(`No ${c.level} priority product for ${c.category}`)
    previous = orderedScore(rank, c.need, previous)
    return { ...product, score: previous }
  })
  return { categories, recommendations }
}

/**
 * The rank's score, never above the one before it, so the cards read in falling order as the
 * results' text says. The spec's ranges overlap (2nd 60-89, 3rd 65-94): the 2nd and 3rd share
 * 65-89, which lies inside both, so every score stays inside its spec range.
 */
function orderedScore(rank: number, need: number, previous: number): number {
  const [lo, hi] = ORDERED_RANGES[rank]
  const clamped = Math.min(1, Math.max(0, need))
  return Math.min(previous, lo + Math.round(clamped * (hi - lo)))
}

/** Each range narrowed to lie no lower than any later range's minimum and no higher than any earlier range's maximum. */
const ORDERED_RANGES = SCORE_RANGES.map(([min, max], i) => [
  Math.max(min, ...SCORE_RANGES.slice(i + 1).map(([m]) => m)),
  Math.min(max, ...SCORE_RANGES.slice(0, i).map(([, m]) => m)),
])

/** What the results say above the cards: how many areas need attention, or that none does. */
export function resultsSummary(result: QuizResult, answerCount: number): string {
  const shown = result.recommendations.length
  const urgent = result.recommendations.filter((r) => r.priority !== 'low').length
  const base = `Based on your ${answerCount} answers`
  if (urgent === 0) {
    return `${base}, every area is well covered: nothing needs urgent attention. These ${shown} picks are for upkeep, to keep it that way.`
  }
  if (urgent === shown) return `${base}, these are the ${shown} areas that need your attention most, most urgent first.`
  const rest = shown - urgent
  return `${base}, ${urgent === 1 ? '1 area needs' : `${urgent} areas need`} your attention, most urgent first; the other ${rest === 1 ? 'one is' : `${rest} are`} well covered and listed for upkeep.`
}

// --- Shareable results: ?a=<version><one character per question> -----------------------------

/** Bumped when questions or options change meaning, so old links stop decoding instead of lying. */
export const ANSWERS_FORMAT_VERSION = '1'
const SKIPPED = '-'

/**
 * Compact URL form of complete answers: the format version, then for each question in id order
 * the chosen option's position (0-9), or "-" when the question does not apply. 13 characters.
 */
export function encodeAnswers(answers: QuizAnswers): string {
  return (
    ANSWERS_FORMAT_VERSION +
    QUIZ_QUESTIONS.map((q) => {
      if (!isApplicable(q, answers)) return SKIPPED
      const index = q.options.findIndex((o) => o.value === answers[q.id])
      return index < 0 ? SKIPPED : String(index)
    }).join('')
  )
}

/** Reads encodeAnswers' output. Anything else, including incomplete answers, gives NO_ANSWERS. */
export function decodeAnswers(param: string | null | undefined): QuizAnswers {
  if (typeof param !== 'string' || param.length !== QUIZ_QUESTIONS.length + 1) return NO_ANSWERS
  if (!param.startsWith(ANSWERS_FORMAT_VERSION)) return NO_ANSWERS
  const chars = param.slice(ANSWERS_FORMAT_VERSION.length)
  const answers: Record<number, string> = {}
  for (const [i, q] of QUIZ_QUESTIONS.entries()) {
    const ch = chars[i]
    if (ch === SKIPPED) continue
    if (!/^[0-9]$/.test(ch)) return NO_ANSWERS
    const option = q.options[Number(ch)]
    if (!option) return NO_ANSWERS
    answers[q.id] = option.value
  }
  // Questions answered although they do not apply, or applicable ones left out: not our link.
  for (const q of QUIZ_QUESTIONS) if (answers[q.id] !== undefined && !isApplicable(q, answers)) return NO_ANSWERS
  if (!isComplete(answers)) return NO_ANSWERS
  return answers
}

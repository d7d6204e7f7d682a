/**
 * The Personal Safety Assessment (spec §2 Quiz, §3 Quiz question and Recommended product, §9 quiz
 * constants). Static content: nothing is fetched. Scoring lives in app/domain/quiz/score-quiz.ts.
 */

import QUIZ_DATA from './quiz.json'

/** Spec §3: the six quiz categories, in the spec's order (also the tie-break order when ranking). */
export const QUIZ_CATEGORIES = ['home', 'child', 'elderly', 'cyber', 'physical', 'environmental'] as const
export type QuizCategory = (typeof QUIZ_CATEGORIES)[number]

/** Spec §9: 3 for key risky answers, 2 for lesser ones; safe answers score nothing. */
export const KEY_RISK_WEIGHT = 3
export const LESSER_RISK_WEIGHT = 2
export type AnswerWeight = 0 | typeof LESSER_RISK_WEIGHT | typeof KEY_RISK_WEIGHT

export interface QuizOption {
  /** Stable value stored in answers (the URL stores the option's position instead). */
  value: string
  label: string
  weight: AnswerWeight
  /** "This doesn't apply to me": the question's category is left out of the results. */
  notApplicable?: true
}

/** Spec §3 Quiz question: id, category, text, options, optional condition (question 1 is Yes). */
export interface QuizQuestion {
  id: number
  category: QuizCategory
  text: string
  /** A short hint shown under the question. */
  hint?: string
  options: readonly QuizOption[]
  condition?: { questionId: number; equals: string }
}

/** Spec §3 Quiz answer. */
export interface QuizAnswer {
  questionId: number
  category: QuizCategory
  answer: string
}

export type Priority = 'high' | 'medium' | 'low'
export const PRIORITIES: readonly Priority[] = ['high', 'medium', 'low']

/** Spec §3 Recommended product (the score is added when the quiz is scored). */
export interface RecommendedProduct {
  id: string
  name: string
  category: QuizCategory
  description: string
  url: string
  priority: Priority
  /** The product of our guide (content/products.ts) the results link to: its card on the category page. */
  productId: string
}

/** Spec §9: 12 questions, 4 recommendations, 1500 ms of analysis. */
export const QUIZ_QUESTION_COUNT = 12
export const RECOMMENDATION_COUNT = 4
export const ANALYSIS_DELAY_MS = 1500

/**
 * Spec §9: the ranges of the four displayed safety-score percentages, for the 1st..4th
 * recommendation. Where a score falls inside its range comes from the answers (see score-quiz.ts).
 */
export const SCORE_RANGES: readonly (readonly [min: number, max: number])[] = [
  [70, 99],
  [60, 89],
  [65, 94],
  [55, 84],
]

// The questions and products are data (quiz.json), checked against the spec's shapes by quiz.test.ts.

export const QUIZ_QUESTIONS = QUIZ_DATA.questions as readonly QuizQuestion[]

/**
 * Static recommended products: one per category and priority. The results show, for each of the
 * four highest-need categories, the product whose priority matches how much that category needs.
 */
export const RECOMMENDED_PRODUCTS = QUIZ_DATA.recommendedProducts as readonly RecommendedProduct[]

/** Display names, matching the product category pages (spec §2 Category pages). */
export const QUIZ_CATEGORY_LABELS: Record<QuizCategory, string> = {
  home: 'Home Safety',
  child: 'Child Safety',
  elderly: 'Elderly Safety',
  cyber: 'Cyber Safety',
  physical: 'Physical Safety',
  environmental: 'Environmental Safety',
}

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: 'High priority',
  medium: 'Medium priority',
  low: 'Low priority',
}

import { describe, expect, it } from 'vitest'
import { QUIZ_QUESTIONS, SCORE_RANGES, type QuizQuestion } from '~/content/quiz.ts'
import {
  answerQuestion,
  applicableQuestions,
  decodeAnswers,
  encodeAnswers,
  isComplete,
  NO_ANSWERS,
  quizProgress,
  scoreInRange,
  scoreQuiz,
  toQuizAnswers,
  type QuizAnswers,
} from './score-quiz.ts'

const question = (id: number): QuizQuestion => QUIZ_QUESTIONS.find((q) => q.id === id)!
/** The value of the option of question `id` with the given weight (first match, skipping "not applicable"). */
const withWeight = (id: number, weight: number): string =>
  question(id).options.find((o) => o.weight === weight && !o.notApplicable)!.value

/** Complete answers: question 1 as given, every other applicable question with the given weight. */
function answersWith(q1: 'yes' | 'no', weight: number, overrides: Record<number, string> = {}): QuizAnswers {
  let answers: QuizAnswers = answerQuestion(NO_ANSWERS, 1, q1)
  for (const q of applicableQuestions(answers)) {
    if (q.id === 1) continue
    answers = answerQuestion(answers, q.id, overrides[q.id] ?? withWeight(q.id, weight))
  }
  return answers
}

/**
 * Every complete set of answers (about 335,000), enumerated once; tests check a spread sample
 * (every `stride`-th) to stay fast.
 */
let everyAnswerSet: QuizAnswers[] | undefined
function sampleOfAllAnswers(stride: number): QuizAnswers[] {
  everyAnswerSet ??= [...allCompleteAnswers()]
  return everyAnswerSet.filter((_, i) => i % stride === 0)
}
function* allCompleteAnswers(): Generator<QuizAnswers> {
  function* walk(i: number, answers: QuizAnswers): Generator<QuizAnswers> {
    if (i === QUIZ_QUESTIONS.length) {
      yield answers
      return
    }
    const q = QUIZ_QUESTIONS[i]
    if (!applicableQuestionsIds(answers).has(q.id)) {
      yield* walk(i + 1, answers)
      return
    }
    for (const o of q.options) yield* walk(i + 1, { ...answers, [q.id]: o.value })
  }
  yield* walk(0, NO_ANSWERS)
}
const applicableQuestionsIds = (answers: QuizAnswers) => new Set(applicableQuestions(answers).map((q) => q.id))

describe('conditions', () => {
  it('shows 10 questions until question 1 is Yes, then 12 (questions 2 and 10 added)', () => {
    expect(applicableQuestions(NO_ANSWERS).map((q) => q.id)).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 11, 12])
    expect(applicableQuestions({ 1: 'no' })).toHaveLength(10)
    expect(applicableQuestions({ 1: 'yes' }).map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('counts only applicable questions in "Step X of N"', () => {
    expect(quizProgress(1, NO_ANSWERS)).toEqual({ step: 1, total: 10, percent: 10 })
    expect(quizProgress(1, { 1: 'yes' })).toEqual({ step: 1, total: 12, percent: 8 })
    expect(quizProgress(12, { 1: 'yes' })).toEqual({ step: 12, total: 12, percent: 100 })
    expect(quizProgress(5, { 1: 'no' })).toEqual({ step: 5, total: 10, percent: 50 })
    // Out-of-range steps are clamped rather than showing "Step 13 of 10".
    expect(quizProgress(13, { 1: 'no' }).step).toBe(10)
    expect(quizProgress(0, { 1: 'no' }).step).toBe(1)
  })

  it('forgets the conditional answers when question 1 changes to No', () => {
    const yes = answersWith('yes', 2)
    expect(yes[2]).toBeDefined()
    expect(yes[10]).toBeDefined()
    const no = answerQuestion(yes, 1, 'no')
    expect(no[2]).toBeUndefined()
    expect(no[10]).toBeUndefined()
    expect(isComplete(no)).toBe(true)
  })

  it('ignores unknown questions and options', () => {
    const answers = answersWith('no', 0)
    expect(answerQuestion(answers, 99, 'yes')).toBe(answers)
    expect(answerQuestion(answers, 3, 'maybe')).toBe(answers)
  })

  it('is complete only when every applicable question is answered', () => {
    expect(isComplete(NO_ANSWERS)).toBe(false)
    expect(isComplete(answersWith('no', 0))).toBe(true)
    const yes = answersWith('yes', 0)
    const { 10: _dropped, ...withoutQ10 } = yes
    expect(isComplete(withoutQ10)).toBe(false)
  })

  it('lists answers in the spec shape', () => {
    const answers = toQuizAnswers(answersWith('no', 3))
    expect(answers).toHaveLength(10)
    expect(answers[0]).toEqual({ questionId: 1, category: 'home', answer: 'No' })
    expect(answers[1]).toMatchObject({ questionId: 3, category: 'home' })
  })
})

describe('weights', () => {
  it('scores 3 for key risky answers and 2 for lesser ones', () => {
    const safe = scoreQuiz(answersWith('no', 0)).categories.find((c) => c.category === 'cyber')!
    expect(safe).toMatchObject({ points: 0, maxPoints: 6, need: 0, level: 'low' })

    const lesser = scoreQuiz(answersWith('no', 0, { 5: withWeight(5, 2) })).categories.find((c) => c.category === 'cyber')!
    expect(lesser).toMatchObject({ points: 2, maxPoints: 6, level: 'medium' })

    const key = scoreQuiz(answersWith('no', 0, { 5: withWeight(5, 3) })).categories.find((c) => c.category === 'cyber')!
    expect(key).toMatchObject({ points: 3, maxPoints: 6, level: 'high' })

    const both = scoreQuiz(answersWith('no', 0, { 5: withWeight(5, 3), 6: withWeight(6, 2) })).categories.find(
      (c) => c.category === 'cyber',
    )!
    expect(both.points).toBe(5)
  })

  it('gives every scored question one key risky (3) and at least one lesser (2) answer', () => {
    for (const q of QUIZ_QUESTIONS.filter((q) => q.id !== 1)) {
      expect(q.options.filter((o) => o.weight === 3), `question ${q.id}`).toHaveLength(1)
      expect(q.options.some((o) => o.weight === 2), `question ${q.id}`).toBe(true)
    }
  })

  it('makes two lesser answers in a category high priority, one lesser answer medium', () => {
    const r = scoreQuiz(answersWith('no', 0, { 3: withWeight(3, 2), 4: withWeight(4, 2), 7: withWeight(7, 2) }))
    expect(r.categories.find((c) => c.category === 'home')?.level).toBe('high')
    expect(r.categories.find((c) => c.category === 'physical')?.level).toBe('medium')
  })
})

describe('dropped categories', () => {
  it('drops Child and Elderly when question 1 is No: the four others are recommended', () => {
    const result = scoreQuiz(answersWith('no', 3))
    expect(result.categories.filter((c) => !c.relevant).map((c) => c.category)).toEqual(['child', 'elderly'])
    expect(result.recommendations.map((r) => r.category).sort()).toEqual(['cyber', 'environmental', 'home', 'physical'])
  })

  it('keeps Child and Elderly when question 1 is Yes and they are risky', () => {
    const result = scoreQuiz(answersWith('yes', 0, { 2: withWeight(2, 3), 10: withWeight(10, 3) }))
    const categories = result.recommendations.map((r) => r.category)
    expect(categories.slice(0, 2)).toEqual(['child', 'elderly'])
    expect(result.recommendations[0]).toMatchObject({ id: 'childproofing-kit', priority: 'high' })
  })

  it('drops a category whose question is answered "doesn’t apply to me"', () => {
    const noChildren = question(2).options.find((o) => o.notApplicable)!.value
    const result = scoreQuiz(answersWith('yes', 3, { 2: noChildren }))
    expect(result.categories.find((c) => c.category === 'child')?.relevant).toBe(false)
    expect(result.categories.find((c) => c.category === 'elderly')?.relevant).toBe(true)
    expect(result.recommendations.map((r) => r.category)).not.toContain('child')
  })

  it('never recommends Child or Elderly products unless question 1 is Yes', () => {
    for (const answers of sampleOfAllAnswers(7)) {
      if (answers[1] !== 'no') continue
      const categories = scoreQuiz(answers).recommendations.map((r) => r.category)
      expect(categories).not.toContain('child')
      expect(categories).not.toContain('elderly')
    }
  })
})

describe('recommendations', () => {
  it('recommends the highest-need categories, highest first, with a product matching each need', () => {
    const answers = answersWith('no', 0, {
      5: withWeight(5, 3),
      6: withWeight(6, 3), // cyber 6/6
      9: withWeight(9, 2), // environmental 2/6
      3: withWeight(3, 3), // home 3/6
    })
    const recs = scoreQuiz(answers).recommendations
    expect(recs.map((r) => [r.category, r.priority])).toEqual([
      ['cyber', 'high'],
      ['home', 'high'],
      ['environmental', 'medium'],
      ['physical', 'low'],
    ])
    for (const r of recs) {
      expect(r.name).toBeTruthy()
      expect(r.description).toBeTruthy()
      expect(r.url).toBe(`/products/${r.category}-safety`)
    }
  })

  it('always gives exactly 4 recommendations from 4 different categories', () => {
    for (const answers of sampleOfAllAnswers(97)) {
      const recs = scoreQuiz(answers).recommendations
      expect(recs).toHaveLength(4)
      expect(new Set(recs.map((r) => r.category)).size).toBe(4)
    }
  })
})

describe('scores', () => {
  it('stay inside the spec ranges across a spread of all possible answers', () => {
    const sample = sampleOfAllAnswers(37)
    for (const answers of sample) {
      scoreQuiz(answers).recommendations.forEach((r, rank) => {
        const [min, max] = SCORE_RANGES[rank]
        expect(r.score).toBeGreaterThanOrEqual(min)
        expect(r.score).toBeLessThanOrEqual(max)
        expect(Number.isInteger(r.score)).toBe(true)
      })
    }
    expect(sample.length).toBeGreaterThan(9000)
  })

  it('map need 0 and 1 to the ends of each range', () => {
    expect([0, 1, 2, 3].map((rank) => scoreInRange(rank, 0))).toEqual([70, 60, 65, 55])
    expect([0, 1, 2, 3].map((rank) => scoreInRange(rank, 1))).toEqual([99, 89, 94, 84])
    expect(scoreInRange(0, 7)).toBe(99)
    expect(scoreInRange(0, -1)).toBe(70)
  })

  it('are derived from the answers: riskier answers raise the score', () => {
    const mild = scoreQuiz(answersWith('no', 2)).recommendations
    const risky = scoreQuiz(answersWith('no', 3)).recommendations
    const safe = scoreQuiz(answersWith('no', 0)).recommendations
    expect(safe.map((r) => r.score)).toEqual([70, 60, 65, 55])
    expect(risky.map((r) => r.score)).toEqual([99, 89, 94, 84])
    expect(mild[0].score).toBeGreaterThan(safe[0].score)
    expect(mild[0].score).toBeLessThan(risky[0].score)
  })
})

describe('determinism', () => {
  it('gives the same result for the same answers, every time', () => {
    const answers = answersWith('yes', 2, { 5: withWeight(5, 3), 11: withWeight(11, 0) })
    const first = scoreQuiz(answers)
    for (let i = 0; i < 20; i++) expect(scoreQuiz({ ...answers })).toEqual(first)
  })

  it('does not depend on the order answers were given in', () => {
    const forwards = answersWith('no', 2)
    const backwards: Record<number, string> = {}
    for (const id of Object.keys(forwards).map(Number).reverse()) backwards[id] = forwards[id]
    expect(scoreQuiz(backwards)).toEqual(scoreQuiz(forwards))
  })
})

describe('shareable URL encoding', () => {
  it('round-trips every kind of complete answer set', () => {
    for (const answers of sampleOfAllAnswers(53)) {
      const code = encodeAnswers(answers)
      expect(code).toMatch(/^1[0-9-]{12}$/)
      expect(decodeAnswers(code)).toEqual(answers)
      expect(scoreQuiz(decodeAnswers(code))).toEqual(scoreQuiz(answers))
    }
  })

  it('is compact and URL safe', () => {
    const code = encodeAnswers(answersWith('no', 0))
    expect(code).toBe('11-0000000-00')
    expect(encodeURIComponent(code)).toBe(code)
    expect(encodeAnswers(answersWith('yes', 3))).toBe('1022222222222')
  })

  it('decodes anything invalid to no answers instead of failing', () => {
    const valid = encodeAnswers(answersWith('no', 2))
    const bad = [
      null,
      undefined,
      '',
      'x',
      valid.slice(1), // missing version
      `2${valid.slice(1)}`, // unknown version
      `${valid}0`, // too long
      valid.replace(/.$/, '9'), // option out of range
      valid.replace(/.$/, 'a'), // not a digit
      valid.replace(/.$/, '-'), // an applicable question left out
      `${valid.slice(0, 2)}0${valid.slice(3)}`, // question 2 answered although question 1 is No
      '1'.padEnd(13, '-'), // nothing answered
      '%E0%A4%A',
      '1٠-000000-000', // non-ASCII digit
    ]
    for (const param of bad) expect(decodeAnswers(param), String(param)).toEqual(NO_ANSWERS)
  })
})

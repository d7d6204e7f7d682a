import { describe, expect, it } from 'vitest'
import { QUIZ_QUESTIONS } from '~/content/quiz.ts'
import {
  answerQuestion,
  applicableQuestions,
  isComplete,
  NO_ANSWERS,
  quizProgress,
  scoreQuiz,
  toQuizAnswers,
} from './score-quiz.ts'
import { answersWith, question, sampleOfAllAnswers, withWeight } from './score-quiz.fixtures.ts'

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

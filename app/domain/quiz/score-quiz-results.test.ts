import { describe, expect, it } from 'vitest'
import { SCORE_RANGES } from '~/content/quiz.ts'
import { decodeAnswers, encodeAnswers, NO_ANSWERS, resultsSummary, scoreInRange, scoreQuiz } from './score-quiz.ts'
import { answersWith, sampleOfAllAnswers, withWeight } from './score-quiz.fixtures.ts'

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

  it('fall from the first card to the last, as the results say (most urgent first)', () => {
    for (const answers of sampleOfAllAnswers(37)) {
      const scores = scoreQuiz(answers).recommendations.map((r) => r.score)
      expect(scores).toEqual([...scores].sort((a, b) => b - a))
    }
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
    expect(safe.map((r) => r.score)).toEqual([70, 65, 65, 55])
    expect(risky.map((r) => r.score)).toEqual([99, 89, 89, 84])
    expect(mild[0].score).toBeGreaterThan(safe[0].score)
    expect(mild[0].score).toBeLessThan(risky[0].score)
  })
})

describe('the summary above the cards', () => {
  it('says all-safe answers are well covered and suggests upkeep, not urgency', () => {
    const result = scoreQuiz(answersWith('no', 0))
    expect(result.recommendations.every((r) => r.priority === 'low')).toBe(true)
    expect(result.categories.filter((c) => c.relevant).every((c) => c.level === 'low')).toBe(true)
    const text = resultsSummary(result, 10)
    expect(text).toContain('every area is well covered')
    expect(text).toContain('upkeep')
    expect(text).not.toMatch(/urgent first|need your attention/)
  })

  it('counts the areas that need attention when only some do', () => {
    const result = scoreQuiz(answersWith('no', 0, { 5: withWeight(5, 3) }))
    const urgent = result.recommendations.filter((r) => r.priority !== 'low').length
    expect(urgent).toBe(1)
    expect(result.recommendations[0].priority).toBe('high')
    expect(resultsSummary(result, 10)).toContain('1 area needs your attention, most urgent first; the other 3 are well covered')
  })

  it('keeps "most urgent first" when every card needs attention', () => {
    expect(resultsSummary(scoreQuiz(answersWith('no', 3)), 10)).toContain('the 4 areas that need your attention most, most urgent first')
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

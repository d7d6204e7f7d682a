import { describe, expect, it } from 'vitest'
import { computeSafetyScore, SCORE_COMPONENTS, type ScoreComponents } from './score-model.ts'
import { isIsoDate, monthYear } from './audit-dates.ts'

const all = (score: number): ScoreComponents =>
  Object.fromEntries(SCORE_COMPONENTS.map((c) => [c.key, { score, evidence: 'x' }])) as ScoreComponents

describe('score model', () => {
  it('weights add up to 100 and the score is the weighted mean', () => {
    expect(SCORE_COMPONENTS.reduce((s, c) => s + c.weight, 0)).toBe(100)
    expect(computeSafetyScore(all(90))).toBe(90)
    expect(computeSafetyScore({ ...all(100), inspection: { score: 50, evidence: 'x' } })).toBe(85)
  })
  it('formats and checks dates', () => {
    expect(monthYear('2025-03-14')).toBe('March 2025')
    expect(isIsoDate('2025-02-29')).toBe(false)
    expect(isIsoDate('2024-02-29')).toBe(true)
  })
})

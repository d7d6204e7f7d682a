import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sourceComponent, type SourceInspection } from './score-rule.ts'
import { lowerIsBetter } from './sources/lives.ts'
import { pointOf, splitLocation } from './sources/tx-childcare.ts'

const TODAY = '2026-12-01'
const health = (on: string, score: number | null, findings: string[] = []): SourceInspection => ({
  source: 'lives', on, score, rawScore: score, scaleMax: 100, band: null, findings: findings.map((severity) => ({ severity, corrected: '' })),
})
const licensing = (on: string, findings: [string, string][] = []): SourceInspection => ({
  source: 'tx-childcare', on, score: null, rawScore: null, scaleMax: null, band: null, findings: findings.map(([severity, corrected]) => ({ severity, corrected })),
})

describe('the inspection record from health and licensing inspections', () => {
  it('averages health scores by recency and takes critical violations off', () => {
    // 96 this year (weight 1), 80 two years ago (0.75): (96 + 60) / 1.75 = 89.1; one critical violation this year: −5.
    expect(sourceComponent('lives', [health('2026-09-14', 96, ['critical']), health('2024-09-01', 80)], TODAY)).toEqual({
      score: 84, evidence: '2 health inspections since 2024 (latest 2026-09-14, scored 96 of 100): 1 critical violation.',
    })
    // Without scores: 100, less 10 per critical and 3 per other violation, by weight.
    expect(sourceComponent('lives', [health('2026-06-01', null, ['critical', ''])], TODAY)?.score).toBe(87)
  })

  it('takes deficiencies off by the risk level of their standard, half for one corrected at the inspection', () => {
    const c = sourceComponent('tx-childcare', [licensing('2026-08-20', [['High', 'later'], ['Medium High', 'at inspection']]), licensing('2024-05-11', [['High', 'no']])], TODAY)
    // 15 + 10 × 0.5 this year; 15 × 0.75 two years ago.
    expect(c).toEqual({ score: 69, evidence: '2 licensing inspections since 2024 (latest 2026-08-20): 2 high-risk deficiencies, 1 medium high-risk deficiency.' })
    expect(sourceComponent('tx-childcare', [licensing('2010-01-01', [['High', 'no']])], TODAY)).toBeNull()
  })

  it('stays within 0–100 and never rises with one more finding', () => {
    const finding = fc.constantFrom('High', 'Medium High', 'Medium', 'Medium Low', 'Low', 'critical', '')
    const date = fc.integer({ min: 0, max: 4000 }).map((d) => new Date(Date.parse(TODAY) - d * 86_400_000).toISOString().slice(0, 10))
    fc.assert(fc.property(fc.constantFrom('lives' as const, 'tx-childcare' as const), date, fc.array(finding, { maxLength: 8 }), finding, fc.option(fc.integer({ min: 0, max: 100 })), (source, on, findings, extra, score) => {
      const make = (list: string[]) => (source === 'lives' ? health(on, score, list) : licensing(on, list.map((s) => [s, ''])))
      const before = sourceComponent(source, [make(findings)], TODAY)
      const after = sourceComponent(source, [make([...findings, extra])], TODAY)
      if (!before || !after) return before === after
      return before.score >= 0 && before.score <= 100 && after.score <= before.score
    }))
  })
})

describe('what the feeds say', () => {
  it('reads a legend that ranks low scores best', () => {
    expect(lowerIsBetter([{ min: 0, max: 13, description: 'A' }, { min: 14, max: 27, description: 'B' }, { min: 28, max: 150, description: 'C' }])).toBe(true)
    expect(lowerIsBetter([{ min: 90, max: 100, description: 'Good' }, { min: 0, max: 70, description: 'Poor' }])).toBe(false)
    expect(lowerIsBetter([])).toBe(false)
  })

  it('takes apart a Texas location and its point as the portal writes them', () => {
    expect(splitLocation('1200 CONGRESS AVE, AUSTIN, TX 78701-2840')).toEqual({ street: '1200 CONGRESS AVE', city: 'AUSTIN', state: 'TX', zip: '78701' })
    expect(splitLocation('401 FM 685 STE 104 PFLUGERVILLE TX 78660 2840')).toEqual({ street: '401 FM 685 STE 104 PFLUGERVILLE', city: '', state: 'TX', zip: '78660' })
    expect(pointOf('POINT (-97.7431 30.2672)')).toEqual({ latitude: 30.2672, longitude: -97.7431 })
    expect(pointOf('824 LAKE ST\nAUSTIN, TX 78701\n(30.2672, -97.7431)')).toEqual({ latitude: 30.2672, longitude: -97.7431 })
    expect(pointOf('no point')).toBeNull()
  })
})

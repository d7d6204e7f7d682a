import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scoreBand, SCORE_COMPONENTS, type ScoreComponents } from '~/lib/score-model.ts'
import type { RecordInspection } from '~/domain/records/score-rule.ts'
import { deriveSafetyRecord, wholeYears, type AwardEvidenceItem, type SafetyEvidence, type SafetyRecord } from './model.ts'

const TODAY = '2026-12-01'
const audit = (on: string, cleanRecord = { score: 100, evidence: '5+ years without a cited violation' }): SafetyEvidence['audit'] => ({
  on,
  enteredScore: 0,
  components: { ...Object.fromEntries(SCORE_COMPONENTS.map((c) => [c.key, { score: 90, evidence: `${c.label} checked` }])), cleanRecord } as ScoreComponents,
})
const award = (over: Partial<AwardEvidenceItem> = {}): AwardEvidenceItem => ({
  code: 'SAF-0000000000', badgeId: 'osha-compliant', badgeName: 'OSHA Compliant', directoryBadge: 'osha', issuer: 'Safest audit team',
  issuedOn: '2026-01-10', expiresOn: '2027-01-10', revokedAt: null, audit: null, ...over,
})
const inspection = (open_date: string, violations: { viol_type: string; issuance_date: string | null }[] = []): RecordInspection => ({
  open_date, insp_type: 'H', violations: violations.map((v) => ({ ...v, standard: '1910', initial_penalty: 1000, current_penalty: 1000 })),
})
const evidence = (over: Partial<SafetyEvidence> = {}): SafetyEvidence => ({ audit: null, awards: [], inspections: [], reviews: { count: 0, average: 0 }, ...over })
const clean = (r: SafetyRecord) => r.components?.find((c) => c.key === 'cleanRecord')

describe('the safety record', () => {
  it('counts clean years from the latest cited violation on record, not from the audit that predates it', () => {
    // Milwaukee: an admin-confirmed match with a violation cited 2024-03-01 under an audit that said "5+ years".
    const r = deriveSafetyRecord(evidence({ audit: audit('2025-06-01'), inspections: [inspection('2024-02-14', [{ viol_type: 'S', issuance_date: '2024-03-01' }])] }), TODAY)
    expect(clean(r)).toMatchObject({ score: 40, source: 'records', evidence: '2 years without a cited violation (the latest cited March 1, 2024, OSHA)' })
    expect(r.latestViolationOn).toBe('2024-03-01')
    // A violation older than the audit's clean years leaves the audit's entry standing.
    const older = deriveSafetyRecord(evidence({ audit: audit('2025-06-01'), inspections: [inspection('2018-02-14', [{ viol_type: 'O', issuance_date: '2018-03-01' }])] }), TODAY)
    expect(clean(older)).toMatchObject({ score: 100, source: 'audit' })
  })

  it('holds back OSHA Compliant beside a recent willful violation, and says why', () => {
    // Little Rock: a willful $70,000 violation of 2025-02-20 next to a current OSHA Compliant award.
    const r = deriveSafetyRecord(evidence({ audit: audit('2025-06-01'), awards: [award()], inspections: [inspection('2025-01-15', [{ viol_type: 'W', issuance_date: '2025-02-20' }])] }), TODAY)
    expect(r.summary.badges).toEqual([])
    expect(r.summary.directoryBadges).toEqual([])
    expect(r.notes).toEqual(['OSHA Compliant is not shown: OSHA cited a willful violation on February 20, 2025, within the past 3 years.'])
    expect(clean(r)?.evidence).toBe('1 year without a cited violation (the latest cited February 20, 2025, OSHA)')
    // Three years on, the badge counts again: the record says so on that day.
    expect(r.changesOn).toBe('2027-01-11') // the day after the award expires
    expect(deriveSafetyRecord(evidence({ audit: audit('2025-06-01'), awards: [award({ expiresOn: '2029-01-10' })], inspections: [inspection('2025-01-15', [{ viol_type: 'W', issuance_date: '2025-02-20' }])] }), '2028-02-20').summary.badges).toEqual(['OSHA Compliant'])
  })

  it('never says "Not yet audited" beside a passed audit or a current award', () => {
    const childSafe = award({ badgeId: 'child-safe', badgeName: 'Child Safe', directoryBadge: null, issuedOn: TODAY, expiresOn: '2027-12-01', audit: { on: TODAY, checks: 8, passed: 8 } })
    const passed = deriveSafetyRecord(evidence({ awards: [childSafe] }), TODAY)
    expect(passed.summary).toMatchObject({ score: null, auditedOn: TODAY, auditedLabel: 'Audited December 2026 for Child Safe', badges: ['Child Safe'] })
    expect(passed.badgeAudits).toEqual([{ on: TODAY, badgeName: 'Child Safe', checks: 8, passed: 8 }])
    expect(deriveSafetyRecord(evidence({ awards: [award()] }), TODAY).summary.auditedLabel).toBe('No safety score yet')
    expect(deriveSafetyRecord(evidence(), TODAY).summary.auditedLabel).toBe('Not yet audited')
    // Once the award lapses and no audit passed for it, nothing stands behind a claim.
    expect(deriveSafetyRecord(evidence({ awards: [award({ expiresOn: '2026-11-30' })] }), TODAY).summary).toMatchObject({ auditedLabel: 'Not yet audited', badges: [] })
  })

  it('shows an audited overall score the admin typed, with its band, and the visitors\u2019 rating with its count', () => {
    const r = deriveSafetyRecord(evidence({ audit: { on: '2026-11-02', components: null, enteredScore: 91 }, reviews: { count: 3, average: 4.33 } }), TODAY)
    expect(r.summary).toMatchObject({ score: 91, basis: 'audit', band: 'very-good', auditedLabel: 'Audited November 2026', rating: 4.33, reviewCount: 3 })
    expect(r.components).toBeNull()
  })

  it('scores a business from its public records alone, saying so', () => {
    const r = deriveSafetyRecord(evidence({ inspections: [inspection('2020-05-01')] }), TODAY)
    expect(r.summary).toMatchObject({ basis: 'records', auditedLabel: 'Scored from public records', score: 100 })
    expect(r.components!.map((c) => c.key)).toEqual(['inspection', 'incidents', 'cleanRecord'])
  })

  it('keeps its invariants for any evidence', () => {
    const day = fc.integer({ min: 0, max: 4000 }).map((n) => new Date(Date.parse('2016-01-01') + n * 86_400_000).toISOString().slice(0, 10))
    const arbitraryEvidence = fc.record({
      audit: fc.option(fc.record({ on: day, enteredScore: fc.integer({ min: 0, max: 100 }), cleanScore: fc.integer({ min: 0, max: 100 }), withComponents: fc.boolean() })),
      awards: fc.array(fc.record({ directory: fc.constantFrom('osha', 'state', 'city', null), issuedOn: day, expiresOn: day, revoked: fc.boolean(), audited: fc.boolean() }), { maxLength: 4 }),
      inspections: fc.array(fc.record({ open: day, violations: fc.array(fc.record({ kind: fc.constantFrom('S', 'W', 'R', 'O'), cited: fc.option(day) }), { maxLength: 3 }) }), { maxLength: 4 }),
      stars: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 6 }),
      today: day,
    })
    fc.assert(fc.property(arbitraryEvidence, (g) => {
      const e: SafetyEvidence = {
        audit: g.audit && { on: g.audit.on, enteredScore: g.audit.enteredScore, components: g.audit.withComponents ? audit(g.audit.on, { score: g.audit.cleanScore, evidence: 'as audited' })!.components : null },
        awards: g.awards.map((a, i) => award({ code: `SAF-${i}`, badgeId: a.directory ?? 'child-safe', badgeName: a.directory ?? 'Child Safe', directoryBadge: a.directory, issuedOn: a.issuedOn, expiresOn: a.expiresOn, revokedAt: a.revoked ? '2020-01-01T00:00:00Z' : null, audit: a.audited ? { on: a.issuedOn, checks: 3, passed: 3 } : null })),
        inspections: g.inspections.map((i) => inspection(i.open, i.violations.map((v) => ({ viol_type: v.kind, issuance_date: v.cited })))),
        reviews: { count: g.stars.length, average: g.stars.length ? g.stars.reduce((a, b) => a + b, 0) / g.stars.length : 0 },
      }
      const r = deriveSafetyRecord(e, g.today)
      const s = r.summary
      // A score has its band, and only a score has one.
      expect(s.band).toBe(s.score === null ? null : scoreBand(s.score).key)
      // "Not yet audited" never stands beside a passed audit or a current award.
      if (r.badgeAudits.length > 0 || s.badges.length > 0 || s.score !== null) expect(s.auditedLabel).not.toBe('Not yet audited')
      // Every clean-years claim fits the latest cited violation on record.
      const years = /^(\d+)\+? years? without/.exec(clean(r)?.evidence ?? '')
      if (years && r.latestViolationOn && r.latestViolationOn <= g.today) expect(Number(years[1])).toBeLessThanOrEqual(Math.max(wholeYears(r.latestViolationOn, g.today), 0))
      // The rating is the visitors' average with its count.
      expect([s.rating, s.reviewCount]).toEqual([e.reviews.count ? e.reviews.average : 0, e.reviews.count])
      // Time alone changes it only on a later day.
      if (r.changesOn) expect(r.changesOn > g.today).toBe(true)
    }), { numRuns: 400 })
  })
})

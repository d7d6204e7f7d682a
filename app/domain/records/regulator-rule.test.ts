import { describe, expect, it } from 'vitest'
import { deriveSafetyRecord, type SafetyEvidence } from '~/domain/safety-record/model.ts'
import { regulatorParts, type CmsEvidence, type FmcsaEvidence } from './regulator-rule.ts'
import { scopeSeverityWords } from './regulator-model.ts'

const TODAY = '2026-11-15'
const home: CmsEvidence = {
  source: 'cms-nursing-homes',
  // An immediate jeopardy this year (30), an actual harm three years back (15 × 0.5), two with potential for harm (4 each, 4 × 0.75 for the older).
  deficiencies: [{ on: '2026-02-20', scopeSeverity: 'J' }, { on: '2023-11-02', scopeSeverity: 'G' }, { on: '2026-05-14', scopeSeverity: 'D' }, { on: '2025-05-14', scopeSeverity: 'E' }],
  penalties: [{ on: '2026-06-30', kind: 'Fine', amount: 10_000 }, { on: '2026-03-05', kind: 'Payment denial', amount: null }],
}
const carrier: FmcsaEvidence = {
  source: 'fmcsa',
  // Vehicle 30.0 % against 22.0 % (8 points over: 16), driver 5.0 % under the national 6.0 %.
  measures: { vehicleInspections: 30, vehicleOos: 9, driverInspections: 40, driverOos: 2 },
  national: { vehicle: 22, driver: 6 },
  crashes: [{ on: '2026-08-01', severity: 'fatal' }, { on: '2025-03-04', severity: 'injury' }],
}
const records = (regulators: SafetyEvidence['regulators']): SafetyEvidence => ({ audit: null, awards: [], inspections: [], regulators, reviews: { count: 0, average: 0 } })

describe('CMS and FMCSA records in the safety record', () => {
  it('says scope and severity codes in words', () => {
    expect(scopeSeverityWords('G')).toBe('Actual harm, isolated')
    expect(scopeSeverityWords('L')).toBe('Immediate jeopardy to resident health or safety, widespread')
    expect(scopeSeverityWords('E')).toBe('No actual harm, potential for more than minimal harm, pattern')
  })

  it('takes deficiencies off the inspection record by severity and penalties off incident history, recency-weighted', () => {
    const { inspection, incidents } = regulatorParts([home], TODAY)
    expect(inspection[0]!.score).toBe(Math.round(100 - 30 - 15 * 0.5 - 4 - 4 * 0.75))
    expect(incidents[0]).toEqual({ score: 100 - 10 - 10, evidence: '2 CMS penalties since 2026: $10,000 in fines, 1 payment denial.' })
  })

  it('compares out-of-service rates with the national averages and takes crashes off incident history', () => {
    const { inspection, incidents } = regulatorParts([carrier], TODAY)
    expect(inspection[0]).toEqual({ score: 84, evidence: 'FMCSA roadside inspections, past 24 months: vehicle out-of-service rate 30.0% (national 22.0%), driver out-of-service rate 5.0% (national 6.0%).' })
    expect(incidents[0]!.score).toBe(Math.round(100 - 30 - 15 * 0.75))
  })

  it('ignores a rate over fewer than three inspections', () => {
    expect(regulatorParts([{ ...carrier, measures: { vehicleInspections: 2, vehicleOos: 2, driverInspections: 2, driverOos: 2 }, crashes: [] }], TODAY)).toEqual({ inspection: [], incidents: [] })
  })

  it('scores a business from these records alone, and changes on the day the next weight steps down', () => {
    const record = deriveSafetyRecord(records([home, carrier]), TODAY)
    expect(record.summary).toMatchObject({ basis: 'records', auditedLabel: 'Scored from public records' })
    // The lowest of the two sources counts for each component.
    expect(record.components!.map((c) => [c.key, c.score])).toEqual([['inspection', 56], ['incidents', 59]])
    expect(record.changesOn).toBe('2027-02-21')
  })
})

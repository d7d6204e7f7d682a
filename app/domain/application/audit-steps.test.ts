import { describe, expect, it } from 'vitest'
import { auditSteps } from './audit-steps.ts'

describe('the Audits tab steps', () => {
  it('offers only the steps that can succeed next, and says why the others cannot', () => {
    expect(auditSteps({ status: 'new', auditDate: null, hasBusiness: true }, '2026-12-01')).toEqual({
      schedule: null, start: 'Schedule the audit first', pass: 'Schedule the audit first', fail: 'Schedule the audit first',
    })
    expect(auditSteps({ status: 'scheduled', auditDate: '2026-12-10', hasBusiness: true }, '2026-12-01')).toMatchObject({ schedule: null, start: null, pass: 'Start the audit first' })
    // An audit in progress for a business not yet in the directory can fail, not pass.
    expect(auditSteps({ status: 'in_audit', auditDate: '2026-11-20', hasBusiness: false }, '2026-12-01')).toEqual({
      schedule: 'Only a new or scheduled application can be scheduled', start: 'The audit has started already',
      pass: 'Approve the business’s submission first: an award needs a business in the directory', fail: null,
    })
  })

  it('never dates an outcome before its audit', () => {
    const early = auditSteps({ status: 'in_audit', auditDate: '2026-12-10', hasBusiness: true }, '2026-12-01')
    expect(early.pass).toBe('The audit is scheduled for December 10, 2026: its outcome can be recorded from that day')
    expect(early.fail).toBe(early.pass)
    expect(auditSteps({ status: 'in_audit', auditDate: '2026-12-10', hasBusiness: true }, '2026-12-10')).toMatchObject({ pass: null, fail: null })
  })
})

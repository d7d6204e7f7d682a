import { describe, expect, it } from 'vitest'
import { applicationNextStep, applicationSent } from './application-standing.ts'

describe('where a badge application stands', () => {
  it('says what was sent: the new business’s details, answers and documents', () => {
    const answers = [
      { label: 'Trained staff?', kind: 'yes-no' as const, value: 'yes' },
      { label: 'Plan', kind: 'text' as const, value: 'We drill monthly.' },
      { label: 'Certificate', kind: 'document' as const, value: 'doc-1' },
      { label: 'Optional photo', kind: 'document' as const, value: '' },
    ]
    expect(applicationSent({ answers, newBusiness: false })).toBe('2 answers and 1 document')
    expect(applicationSent({ answers, newBusiness: true })).toBe('Your business’s details, 2 answers and 1 document')
    expect(applicationSent({ answers: [], newBusiness: false })).toBe('Your application')
  })

  it('says what happens next at every status, with the audit’s date once scheduled', () => {
    expect(applicationNextStep({ status: 'new', auditDate: null })).toBe('Our team schedules your audit and e-mails you its date.')
    expect(applicationNextStep({ status: 'scheduled', auditDate: '2026-12-14' })).toMatch(/^Your audit is on December 14, 2026: /)
    expect(applicationNextStep({ status: 'awaiting_payment', auditDate: null })).toMatch(/^Pay the badge’s fee/)
    for (const status of ['in_audit', 'passed', 'failed', 'withdrawn'] as const) expect(applicationNextStep({ status, auditDate: null }).length).toBeGreaterThan(20)
  })
})

import { describe, expect, it } from 'vitest'
import { AWARD_CODE_PATTERN, awardStatus, defaultExpiry, newAwardCode, normalizeAwardCode } from './model.ts'

describe('awards', () => {
  it('are current until the day after their expiry date, and revoked whatever the date', () => {
    expect(awardStatus({ expiresOn: '2026-11-26', revokedAt: null }, '2026-11-26')).toBe('current')
    expect(awardStatus({ expiresOn: '2026-11-25', revokedAt: null }, '2026-11-26')).toBe('expired')
    expect(awardStatus({ expiresOn: '2030-01-01', revokedAt: new Date() }, '2026-11-26')).toBe('revoked')
  })

  it('last one year by default, leap days included', () => {
    expect(defaultExpiry('2026-11-26')).toBe('2027-11-26')
    expect(defaultExpiry('2028-02-29')).toBe('2029-03-01')
  })

  it('have codes that read back however a person types them', () => {
    const code = newAwardCode()
    expect(code).toMatch(AWARD_CODE_PATTERN)
    expect(normalizeAwardCode(code.toLowerCase())).toBe(code)
    expect(normalizeAwardCode(' saf-1o2l3i4567 ')).toBe('SAF-1021314567')
    expect(normalizeAwardCode('1O2L3I4567')).toBe('SAF-1021314567')
    expect(normalizeAwardCode('SAF-123')).toBeNull()
    expect(normalizeAwardCode('<script>')).toBeNull()
  })
})

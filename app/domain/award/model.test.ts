import { describe, expect, it } from 'vitest'
import { auditorName, awardStatus, defaultExpiry, newAwardCode, normalizeAwardCode, sealSnippet } from './model.ts'
import { sealSvg } from './seal.ts'

describe('award model', () => {
  it('names the auditor as they wrote their name, never by an address', () => {
    expect(auditorName('  Dana   Whitfield ')).toBe('Dana Whitfield')
    expect(auditorName('dana@safest.test')).toBe('Safest audit team')
    expect(auditorName('Dana dana@safest.test')).toBe('Dana')
    expect(auditorName(undefined)).toBe('Safest audit team')
  })

  it('expires on the same day months later, or the month\u2019s last day (a leap-day award too)', () => {
    expect(defaultExpiry('2026-03-14', 12)).toBe('2027-03-14')
    expect(defaultExpiry('2028-02-29', 24)).toBe('2030-02-28')
    expect(defaultExpiry('2026-01-31', 1)).toBe('2026-02-28')
    expect(defaultExpiry('2028-02-29', 48)).toBe('2032-02-29')
  })

  it('an award is current through its expiry date, expired after it, and revoked whatever its dates', () => {
    expect(awardStatus({ expiresOn: '2025-01-01', revokedAt: null }, '2025-01-01')).toBe('current')
    expect(awardStatus({ expiresOn: '2025-01-01', revokedAt: null }, '2025-01-02')).toBe('expired')
    expect(awardStatus({ expiresOn: '2999-01-01', revokedAt: '2025-01-01T00:00:00Z' }, '2025-01-02')).toBe('revoked')
  })

  it('reads a code as typed: case, spaces, missing prefix and look-alike letters forgiven; anything else refused', () => {
    const code = newAwardCode()
    expect(code).toMatch(/^SAF-[0-9A-Z]{10}$/)
    expect(normalizeAwardCode(code.toLowerCase())).toBe(code)
    expect(normalizeAwardCode(` saf-${code.slice(4, 9)} ${code.slice(9)} `)).toBe(code)
    expect(normalizeAwardCode(code.slice(4))).toBe(code)
    expect(normalizeAwardCode('SAF-0O0O0O0O0O')).toBe('SAF-0000000000')
    for (const bad of ['', 'SAF-', 'SAF-12345', 'SAF-1234567890X', 'SAF-12345\u000067890', '<script>', 'x'.repeat(1000)]) expect(normalizeAwardCode(bad)).toBeNull()
  })

  it('gives a business the snippet of its seal, linked to the verification page', () => {
    expect(sealSnippet('https://safest.example/', 'SAF-0123456789', 'OSHA Compliant')).toBe(
      '<a href="https://safest.example/verify/SAF-0123456789"><img src="https://safest.example/seal/SAF-0123456789.svg" alt="Safest OSHA Compliant seal: verify certificate SAF-0123456789" width="240" height="96"></a>',
    )
    expect(sealSnippet('https://safest.example', 'SAF-0123456789', 'A "quoted" <badge>')).toContain('alt="Safest A &#34;quoted&#34; &#60;badge&#62; seal')
  })

  it('draws a seal that escapes the business name and shows the status', () => {
    const svg = sealSvg({ code: 'SAF-0123456789', badgeName: 'OSHA Compliant', businessName: 'Tom & Jerry\'s <Diner>\u0001', issuedOn: '2025-03-14', status: 'revoked' })
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;Diner&gt;')
    expect(svg).not.toContain('<Diner>')
    expect(svg).not.toContain('\u0001')
    expect(svg).toContain('Verified March 2025')
    expect(svg).toContain('>Revoked<')
  })
})

import { describe, expect, it } from 'vitest'
import { claimNextStep, claimSent, type ClaimFacts } from './claim-standing.ts'

const documents: ClaimFacts = { method: 'documents', status: 'review', contested: false, address: null, documentNames: ['deed.pdf', 'license.png'], note: 'I run it', codeExpiresAt: null }

describe('where a claim stands', () => {
  it('says what was sent: the documents by name and the note, or where the code went (masked)', () => {
    expect(claimSent(documents)).toBe('2 documents (deed.pdf, license.png) and a note')
    expect(claimSent({ ...documents, documentNames: ['deed.pdf'], note: '' })).toBe('1 document (deed.pdf)')
    expect(claimSent({ ...documents, method: 'listed-email', address: 'hello@bakery.example' })).toBe('A code to h***@bakery.example')
  })

  it('says what happens next: the review and where the business will appear, or the code to enter by its date', () => {
    expect(claimNextStep(documents)).toMatch(/e-mails you the decision.*appears under My businesses/)
    expect(claimNextStep({ ...documents, contested: true })).toMatch(/^This business has a verified owner/)
    expect(claimNextStep({ ...documents, method: 'listed-email', status: 'code-sent', codeExpiresAt: '2026-12-03T09:00:00.000Z' })).toMatch(/claim page by December 3, 2026\./)
  })
})

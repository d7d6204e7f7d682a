// Claiming a business: by an e-mailed code (limits, single use, expiry), a claim on an owned
// business going to the admin and the admin's decisions, and a claim by documents replacing the owner.
import { describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('owners-claims', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000', LOG_LEVEL: 'silent' })
const { claimRoute, ownerTestKit } = await import('../support/owner-pages.ts')
const myBusinesses = await import('../../app/routes/dashboard.businesses.tsx')
const editRoute = await import('../../app/routes/dashboard.business.tsx')
const adminClaims = await import('../../app/routes/admin/claims.ts')
const { biz, call, claim, ownerOf, page } = ownerTestKit(db)

const lastCode = async (to: string) => {
  const mail = await db.selectFrom('outbox').select('subject').where('to_address', '=', to).where('kind', '=', 'claim-code').orderBy('id', 'desc').executeTakeFirstOrThrow()
  return /(\d{6})$/.exec(mail.subject)![1]!
}
const openClaim = async (userEmail: string) =>
  (await db.selectFrom('business_claims').innerJoin('user', 'user.id', 'business_claims.user_id').select(['business_claims.id', 'business_claims.status', 'business_claims.contested'])
    .where('user.email', '=', userEmail).orderBy('business_claims.created_at', 'desc').executeTakeFirstOrThrow())

describe('claim by e-mailed code', () => {
  it('asks a signed-out visitor to sign in, and shows a member the ways to prove it', async () => {
    expect((await call(claimRoute, 'loader', `/claim/${biz.id}`, 'anonymous', { businessId: biz.id })).status).toBe(302)
    const res = await call(claimRoute, 'loader', `/claim/${biz.id}`, 'member', { businessId: biz.id })
    expect(res.data).toMatchObject({ business: { hasEmail: true, domain: 'canalmetal.com', owned: false } })
    expect((await page()).extras.claimed).toBe(false)
  })

  it('sends a code to the listed address; a wrong code spends a try, the right one makes the member the owner once', async () => {
    expect((await claim('member', { intent: 'send-code', method: 'listed-email' })).status).toBe(302)
    const code = await lastCode(biz.email)
    const { id } = await openClaim('member@example.com')
    const wrong = await claim('member', { intent: 'verify', claimId: id, code: code === '000000' ? '111111' : '000000' })
    expect(wrong.status).toBe(422)
    expect(wrong.data).toMatchObject({ errors: { code: 'That code is not right. 4 tries left.' } })
    expect(await ownerOf()).toBeNull()
    // Another member cannot use the member's claim.
    expect((await claim('other', { intent: 'verify', claimId: id, code })).status).toBe(422)
    const right = await claim('member', { intent: 'verify', claimId: id, code })
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/dashboard/listings')
    expect(await ownerOf()).toBe('member@example.com')
    expect((await claim('member', { intent: 'verify', claimId: id, code })).status).toBe(422)
    expect((await page()).extras.claimed).toBe(true)
    const audit = await db.selectFrom('audit_log').select(['actor', 'action']).where('entity_id', '=', biz.id).execute()
    expect(audit).toContainEqual({ actor: 'member@example.com', action: 'claim.code-confirmed' })
    const mine = (await call(myBusinesses, 'loader', '/dashboard/listings', 'member', {})).data as { businesses: { id: string }[] }
    expect(mine.businesses.map((b) => b.id)).toEqual([biz.id])
    expect(((await call(myBusinesses, 'loader', '/dashboard/listings', 'other', {})).data as { businesses: unknown[] }).businesses).toEqual([])
  })

  it('refuses an address outside the website domain; a code claim on an owned business goes to the admin, who refuses it', async () => {
    const bad = await claim('other', { intent: 'send-code', method: 'domain-email', address: 'me@gmail.com' })
    expect(bad.status).toBe(422)
    expect(bad.data).toMatchObject({ errors: { address: 'The address must end with @canalmetal.com' } })
    expect((await claim('other', { intent: 'send-code', method: 'domain-email', address: 'boss@canalmetal.com' })).status).toBe(302)
    const code = await lastCode('boss@canalmetal.com')
    const { id } = await openClaim('other@example.com')
    expect((await claim('other', { intent: 'verify', claimId: id, code })).status).toBe(302)
    expect(await openClaim('other@example.com')).toMatchObject({ status: 'review', contested: true })
    expect(await ownerOf()).toBe('member@example.com')
    for (const who of ['anonymous', 'member', 'other'] as const) {
      expect((await call(adminClaims, 'action', '/admin/claims', who, {}, { intent: 'approve-claim', id })).status).toBe(403)
    }
    expect(await ownerOf()).toBe('member@example.com')
    const noReason = await call(adminClaims, 'action', '/admin/claims', 'admin', {}, { intent: 'refuse-claim', id, reason: '' })
    expect(noReason.status).toBe(302)
    expect((await openClaim('other@example.com')).status).toBe('review')
    await call(adminClaims, 'action', '/admin/claims', 'admin', {}, { intent: 'refuse-claim', id, reason: 'The listed owner confirmed by phone' })
    expect((await openClaim('other@example.com')).status).toBe('refused')
    const mail = await db.selectFrom('outbox').select('text_body').where('to_address', '=', 'other@example.com').where('kind', '=', 'claim-refused').executeTakeFirstOrThrow()
    expect(mail.text_body).toContain('The listed owner confirmed by phone')
  })

  it('limits the codes sent for one business in a day (429 with Retry-After)', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await claim('other', { intent: 'send-code', method: 'listed-email' })).status)
    expect(statuses.slice(0, 3)).toEqual([302, 302, 302])
    const limited = await claim('other', { intent: 'send-code', method: 'listed-email' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
  })
})

describe('a claim by documents on an owned business', () => {
  it('waits for the admin with both sides; approved, it replaces the owner, who is told', async () => {
    const dashboard = await import('../../app/routes/admin/dashboard.tsx')
    const documentRoute = await import('../../app/routes/admin/claim-document.ts')
    const PDF = new File([new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], 'licence.pdf', { type: 'application/pdf' })
    const noFile = await claim('other', { intent: 'documents', note: 'I bought the company' })
    expect(noFile.data).toMatchObject({ errors: { documents: 'Attach at least one document' } })
    expect((await claim('other', { intent: 'documents', note: 'I bought the company in May', documents: PDF })).status).toBe(302)
    const queue = (await call(dashboard, 'loader', '/admin?tab=claims', 'admin', {})).data as { content: { claims: { id: string; contested: boolean; ownerEmail: string | null; claimantEmail: string; documents: { id: string }[] }[] } }
    const waiting = queue.content.claims.find((c) => c.claimantEmail === 'other@example.com')!
    expect(waiting).toMatchObject({ contested: true, ownerEmail: 'member@example.com' })
    const docPath = `/admin/claims/${waiting.id}/documents/${waiting.documents[0]!.id}`
    const docParams = { claimId: waiting.id, docId: waiting.documents[0]!.id }
    expect((await call(documentRoute, 'loader', docPath, 'other', docParams)).status).toBe(403)
    const doc = await call(documentRoute, 'loader', docPath, 'admin', docParams)
    expect(doc.status).toBe(200)
    expect(doc.headers.get('Content-Type')).toBe('application/pdf')
    expect((await call(adminClaims, 'action', '/admin/claims', 'admin', {}, { intent: 'approve-claim', id: waiting.id })).status).toBe(302)
    expect(await ownerOf()).toBe('other@example.com')
    expect(await db.selectFrom('outbox').select('kind').where('to_address', '=', 'member@example.com').where('kind', '=', 'claim-replaced').execute()).toHaveLength(1)
    expect((await call(editRoute, 'loader', `/dashboard/listings/${biz.id}`, 'member', { businessId: biz.id })).status).toBe(404)
    const audit = await db.selectFrom('audit_log').select('action').where('entity_id', '=', biz.id).where('action', '=', 'claim.approve').execute()
    expect(audit).toHaveLength(1)
  })
})


// Awards: revoke and add as the admin, /verify/{code}, the live seal and the QR codes,
// all called as their routes are (public ones without a session).
import { beforeAll, describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs } from '../support/app-database.ts'

const db = await openAppDatabase('awards', { SMTP_URL: '' })

const { createAward } = await import('~/domain/award/create-award.server.ts')
const { addAward, revokeAward } = await import('~/domain/business/award-writes.server.ts')
const { refreshSafetyRecords } = await import('~/domain/safety-record/refresh-safety-records.server.ts')
const { findBusinessDetails, findBusinesses } = await import('~/domain/business/find-businesses.server.ts')
const verify = await import('~/routes/verify.tsx')
const seal = await import('~/routes/seal.ts')
const qr = await import('~/routes/verify-qr.ts')

const ADMIN = { email: 'admin@safest.test' }
let business: { id: string; name: string; city_id: number | null; slug: string }
let current: string
let expired: string

const get = (mod: { loader: (args: never) => unknown }, path: string, params: Record<string, string>, headers: Record<string, string> = {}) =>
  answerOf(async () => mod.loader(routeArgs(new Request(`http://localhost:3000${path}`, { headers }), undefined, params)))

beforeAll(async () => {
  business = await db
    .insertInto('businesses')
    .values({ name: 'Tom & Jerry\'s <Diner>', slug: 'tom-jerrys-diner', category: 'restaurants', description: 'x', rating: 4.5, safety_score: 90, address: '1 Main St',
      city_id: (await db.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()).id, certifications: [], badges: [], email: 'owner@diner.test' })
    .returning(['id', 'name', 'city_id', 'slug'])
    .executeTakeFirstOrThrow()
  current = (await createAward(db, { businessId: business.id, badgeId: 'osha-compliant', issuedOn: '2026-03-14', expiresOn: '2999-03-14', issuer: 'OSHA On-Site Consultation Program', evidence: { auditor: 'A. Auditor', checklist: [{ item: 'Exits marked', passed: true }] } })).code
  expired = (await createAward(db, { businessId: business.id, badgeId: 'state-certified', issuedOn: '2020-01-01', expiresOn: '2021-01-01' })).code
  await refreshSafetyRecords(db, [business.id])
})

describe(`awards on ${engine}`, () => {
  it('shows only current awards as badges (cards, filters), and every award with its code on the details', async () => {
    const details = await findBusinessDetails(db, business.id)
    expect(details!.currentBadges).toEqual(['OSHA Compliant'])
    expect(details!.awards.map((a) => [a.code, a.status]).sort()).toEqual([[current, 'current'], [expired, 'expired']].sort())
    const page = await findBusinesses(db, business.city_id!, { q: 'Jerry', category: null, badges: ['state'], sort: 'score', dir: 'desc', page: 1 })
    expect(page.businesses).toEqual([])
  })

  it('verifies a code for anyone, forgiving its case and format', async () => {
    const page = await get(verify, `/verify/${current}`, { code: current })
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({
      award: { code: current, status: 'current', badgeName: 'OSHA Compliant', businessName: business.name, issuedOn: '2026-03-14', issuer: 'OSHA On-Site Consultation Program', evidence: { auditor: 'A. Auditor' } },
    })
    expect((page.data as { award: { businessPath: string } }).award.businessPath).toBe(`/city/denver/${business.slug}`)
    const lower = await get(verify, `/verify/${current.toLowerCase()}`, { code: current.toLowerCase() })
    expect(lower.status).toBe(302)
    expect(lower.headers.get('location')).toBe(`/verify/${current}`)
    const search = await get(verify, `/verify?code=${current.slice(4)}`, {})
    expect(search.headers.get('location')).toBe(`/verify/${current}`)
    expect((await get(verify, `/verify/${expired}`, { code: expired })).data).toMatchObject({ award: { status: 'expired' } })
  })

  it('answers unknown, malformed and hostile codes with 404, never 500', async () => {
    for (const code of ['SAF-ZZZZZZZZZZ', 'nope', 'SAF-12345\u000067890', 'x'.repeat(5000), '<script>']) {
      expect((await get(verify, `/verify/x`, { code })).status).toBe(404)
      expect((await get(seal, `/seal/x`, { file: `${code}.svg` })).status).toBe(404)
      expect((await get(qr, `/verify/x/qr.svg`, { code })).status).toBe(404)
    }
    const missing = await get(seal, '/seal/SAF-ZZZZZZZZZZ.svg', { file: 'SAF-ZZZZZZZZZZ.svg' })
    expect(missing.headers.get('content-type')).toMatch(/^text\/plain/)
    expect((await get(verify, '/verify', {})).status).toBe(200)
  })

  it('serves a live seal with an ETag (304 when unchanged) that says Revoked once the admin revokes the award', async () => {
    const res = (await seal.loader(routeArgs(new Request(`http://localhost:3000/seal/${current}.svg`), undefined, { file: `${current}.svg` }))) as Response
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('public, max-age=600')
    const svg = await res.text()
    expect(svg).toContain('Tom &amp; Jerry&apos;s &lt;Diner&gt;')
    expect(svg).toContain('Verified March 2026')
    expect(svg).toContain('>Current<')
    const etag = res.headers.get('etag')!
    const again = (await seal.loader(routeArgs(new Request(`http://localhost:3000/seal/${current}.svg`, { headers: { 'If-None-Match': etag } }), undefined, { file: `${current}.svg` }))) as Response
    expect(again.status).toBe(304)

    const outboxBefore = (await db.selectFrom('outbox').select('id').where('kind', '=', 'award-revoked').execute()).length
    expect(await revokeAward(db, ADMIN, business.id, { code: current.toLowerCase(), reason: 'Failed re-inspection' })).toBe(current)
    // One audited write, e-mailed to the business.
    expect(await db.selectFrom('audit_log').select(['action', 'actor']).where('action', '=', 'award.revoke').execute()).toEqual([{ action: 'award.revoke', actor: ADMIN.email }])
    const mail = await db.selectFrom('outbox').select(['to_address', 'subject', 'text_body']).where('kind', '=', 'award-revoked').execute()
    expect(mail).toHaveLength(outboxBefore + 1)
    expect(mail.at(-1)).toMatchObject({ to_address: 'owner@diner.test', subject: 'Your OSHA Compliant badge has been revoked' })
    expect(mail.at(-1)!.text_body).toContain('Failed re-inspection')

    const revoked = (await seal.loader(routeArgs(new Request(`http://localhost:3000/seal/${current}.svg`, { headers: { 'If-None-Match': etag } }), undefined, { file: `${current}.svg` }))) as Response
    expect(revoked.status).toBe(200)
    expect(revoked.headers.get('etag')).not.toBe(etag)
    expect(await revoked.text()).toContain('>Revoked<')
    expect((await get(verify, `/verify/${current}`, { code: current })).data).toMatchObject({ award: { status: 'revoked', revokedReason: 'Failed re-inspection' } })
    expect((await findBusinessDetails(db, business.id))!.currentBadges).toEqual([])
    // Twice: refused, nothing changes.
    await expect(revokeAward(db, ADMIN, business.id, { code: current, reason: 'Again' })).rejects.toMatchObject({ code: 'conflict', message: 'This award is already revoked' })
  })

  it('adds an award from the catalog: a new code, the directory badge back', async () => {
    const added = await addAward(db, ADMIN, business.id, { badgeId: 'osha-compliant', issuer: 'Safest', issuedOn: '2026-11-01', expiresOn: '2999-11-01' })
    expect(added).toMatch(/^SAF-[0-9A-Z]{10}$/)
    expect((await findBusinessDetails(db, business.id))!.currentBadges).toEqual(['OSHA Compliant'])
    await expect(addAward(db, ADMIN, business.id, { badgeId: 'no-such-badge', issuer: 'Safest', issuedOn: '2026-11-01', expiresOn: '2027-11-01' })).rejects.toMatchObject({ code: 'invalid', field: 'badgeId', message: 'Badge is not in the catalog' })
    await expect(addAward(db, ADMIN, '00000000-0000-4000-8000-000000000000', { badgeId: 'osha-compliant', issuer: 'Safest', issuedOn: '2026-11-01', expiresOn: '2027-11-01' })).rejects.toMatchObject({ code: 'not-found' })
  })

  it('draws QR codes of the verification page, SVG and PNG', async () => {
    const svg = (await qr.loader(routeArgs(new Request(`http://localhost:3000/verify/${expired}/qr.svg`), undefined, { code: expired }))) as Response
    expect(svg.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await svg.text()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    const png = (await qr.loader(routeArgs(new Request(`http://localhost:3000/verify/${expired}/qr.png`), undefined, { code: expired }))) as Response
    expect(png.headers.get('content-type')).toBe('image/png')
    const bytes = new Uint8Array(await png.arrayBuffer())
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47])
  })
})

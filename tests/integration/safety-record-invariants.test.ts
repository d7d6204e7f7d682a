// The one-truth invariants (decision 044): random sequences of the writes that touch a business —
// an audit entered by the admin, awards added, revoked or lapsing, public records confirmed or
// rejected, reviews approved or removed, a Safest badge audit passed, an admin edit of other
// fields, a CSV import of the business's row, a claim approved — each followed by rendering
// its business page, its city card and its JSON-LD. After every step what they say agrees with
// itself and with the evidence on record.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs } from '../support/app-database.ts'
import { createTestBusinesses } from '../support/factories.ts'

const db = await openAppDatabase('safety-record-invariants', { SMTP_URL: '' })
const { updateBusiness } = await import('~/domain/business/update-business.server.ts')
const { businessOfRow } = await import('~/domain/business/business-of-row.ts')
const { addAward, revokeAward } = await import('~/domain/business/award-writes.server.ts')
const { createAward } = await import('~/domain/award/create-award.server.ts')
const { decideMatch } = await import('~/domain/records/records-tab.admin.server.ts')
const { saveReview, deleteReview } = await import('~/domain/reviews/save-review.server.ts')
const { refreshSafetyRecords } = await import('~/domain/safety-record/refresh-safety-records.server.ts')
const { importBusinesses } = await import('~/domain/business/import-businesses.admin.server.ts')
const { decideClaim } = await import('~/domain/owner/decide-claim.admin.server.ts')
const { findBusinesses } = await import('~/domain/business/find-businesses.server.ts')
const businessRoute = await import('~/routes/business.tsx')
const { todayIso, addDays } = await import('~/lib/audit-dates.ts')

const ADMIN = { email: 'admin@safest.test', name: 'Pat Auditor' }
const today = todayIso()
const city = (await db.selectFrom('cities').select(['id', 'slug']).where('slug', '=', 'denver').executeTakeFirstOrThrow())
const components = (clean: number) => Object.fromEntries(['inspection', 'certifications', 'incidents', 'training', 'cleanRecord'].map((k) => [k, { score: k === 'cleanRecord' ? clean : 90, evidence: k === 'cleanRecord' ? `${Math.min(5, Math.floor(clean / 20))} years without a cited violation` : `${k} checked` }]))

type Step =
  | { kind: 'audit'; clean: number; daysAgo: number }
  | { kind: 'add-award'; badge: 'osha-compliant' | 'state-certified' | 'local-safety-leader' }
  | { kind: 'revoke-award' }
  | { kind: 'lapse-award' }
  | { kind: 'badge-audit' }
  | { kind: 'records'; violation: 'S' | 'W' | 'O' | null; yearsAgo: number; confirm: boolean }
  | { kind: 'review'; stars: number }
  | { kind: 'remove-review' }
  | { kind: 'admin-edit' }
  | { kind: 'csv-import'; safetyScore: number }
  | { kind: 'claim' }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('audit' as const), clean: fc.constantFrom(0, 40, 80, 100), daysAgo: fc.integer({ min: 0, max: 700 }) }),
  fc.record({ kind: fc.constant('add-award' as const), badge: fc.constantFrom('osha-compliant' as const, 'state-certified' as const, 'local-safety-leader' as const) }),
  fc.constant({ kind: 'revoke-award' as const }),
  fc.constant({ kind: 'lapse-award' as const }),
  fc.constant({ kind: 'badge-audit' as const }),
  fc.record({ kind: fc.constant('records' as const), violation: fc.constantFrom('S' as const, 'W' as const, 'O' as const, null), yearsAgo: fc.integer({ min: 0, max: 7 }), confirm: fc.boolean() }),
  fc.record({ kind: fc.constant('review' as const), stars: fc.integer({ min: 1, max: 5 }) }),
  fc.constant({ kind: 'remove-review' as const }),
  fc.constant({ kind: 'admin-edit' as const }),
  fc.record({ kind: fc.constant('csv-import' as const), safetyScore: fc.integer({ min: 0, max: 100 }) }),
  fc.constant({ kind: 'claim' as const }),
)

let run = 0
async function apply(businessId: string, s: Step, reviewers: string[]) {
  const row = await db.selectFrom('businesses').selectAll().where('id', '=', businessId).executeTakeFirstOrThrow()
  const current = () => db.selectFrom('awards').select(['code', 'id']).where('business_id', '=', businessId).where('revoked_at', 'is', null).where('expires_on', '>=', today).execute()
  switch (s.kind) {
    case 'audit':
      return updateBusiness(db, businessId, { ...businessOfRow(row), auditedOn: addDays(today, -s.daysAgo), scoreComponents: components(s.clean) as never }, { awards: 'keep' })
    case 'add-award': {
      const issuedOn = addDays(today, -10)
      return addAward(db, ADMIN, businessId, { badgeId: s.badge, issuer: 'Safest audit team', issuedOn, expiresOn: addDays(today, 300) })
    }
    case 'revoke-award': {
      const [award] = await current()
      return award && revokeAward(db, ADMIN, businessId, { code: award.code, reason: 'Failed a re-check' })
    }
    case 'lapse-award': {
      const [award] = await current()
      if (!award) return
      await db.updateTable('awards').set({ expires_on: addDays(today, -1) }).where('id', '=', award.id).execute()
      // What the new-day job does for a lapsed award.
      return refreshSafetyRecords(db, [businessId])
    }
    case 'badge-audit': {
      const on = addDays(today, -30)
      await createAward(db, { businessId, badgeId: 'child-safe', issuedOn: on, expiresOn: addDays(on, 365), evidence: { checkedOn: on, auditor: ADMIN.name, checklist: [{ item: 'Gates latched', passed: true }], applicationId: '00000000-0000-4000-8000-000000000001' } })
      return refreshSafetyRecords(db, [businessId])
    }
    case 'records': {
      const nr = `77${String(++run).padStart(6, '0')}`
      const opened = addDays(today, -Math.round(s.yearsAgo * 365.25) - 20)
      await db.insertInto('osha_inspections').values({ activity_nr: nr, estab_name: row.name, site_address: '1 Main St', site_city: 'Denver', site_state: 'CO', site_zip: '80202', naics_code: '', naics_sector: null,
        insp_type: 'H', insp_scope: 'A', open_date: opened, close_case_date: null, load_dt: null, name_key: row.name.toLowerCase(), street_key: '', zip5: '80202', business_id: businessId, match_confidence: 75, match_status: 'pending', updated_at: new Date() }).execute()
      if (s.violation) await db.insertInto('osha_violations').values({ activity_nr: nr, citation_id: '01001', standard: '1910', viol_type: s.violation, issuance_date: addDays(opened, 10), abate_date: null, contest_date: null, final_order_date: null, initial_penalty: 7000, current_penalty: 7000, gravity: '' }).execute()
      return decideMatch(db, ADMIN, { intent: s.confirm ? 'confirm' : 'reject', activityNr: nr })
    }
    case 'review': {
      const userId = reviewers[run++ % reviewers.length]!
      return saveReview(db, userId, businessId, { stars: s.stars, body: `A visit worth ${s.stars} stars: the staff showed us the fire exits and the first aid kit.` }, { ip: null })
    }
    case 'remove-review':
      // The reviewer may have written none: nothing to delete (not-found) changes nothing.
      return deleteReview(db, reviewers[run % reviewers.length]!, businessId).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'not-found') throw error
      })
    case 'admin-edit':
      return updateBusiness(db, businessId, { ...businessOfRow(row), description: `Edited ${++run} times.`, phone: '(303) 555-0142' }, { awards: 'keep' })
    case 'csv-import': {
      // The row as an admin's spreadsheet would have it: a typed score beside the record's evidence.
      const file = `id,name,description,safety_score\n${businessId},${row.name},Imported ${++run},${s.safetyScore}\n`
      return importBusinesses(db, ADMIN, new TextEncoder().encode(file))
    }
    case 'claim': {
      const claimant = reviewers[run++ % reviewers.length]!
      const claim = await db.insertInto('business_claims').values({ business_id: businessId, user_id: claimant, method: 'documents', status: 'review', address: null, code_hash: null, code_expires_at: null, note: 'I own it', documents: JSON.stringify([]) })
        .returning('id').executeTakeFirstOrThrow()
      return decideClaim(db, ADMIN, claim.id, { approve: true })
    }
  }
}

/** What a visitor meets: the business page's data and JSON-LD, and its card on the city page. */
async function render(businessId: string) {
  const b = await db.selectFrom('businesses').select(['slug']).where('id', '=', businessId).executeTakeFirstOrThrow()
  const page = (await answerOf(() => businessRoute.loader(routeArgs(new Request(`http://localhost:3000/city/${city.slug}/${b.slug}`), undefined, { cityName: city.slug, businessSlug: b.slug }) as never))).data as {
    business: { safetyScore: number | null; auditedLabel: string; currentBadges: string[]; rating: number; reviewCount: number; awards: { badgeName: string; status: string }[]; safety: { components: { key: string; evidence: string }[] | null; badgeAudits: unknown[]; latestViolationOn: string | null } }
    jsonLd: { aggregateRating?: { ratingValue: number; reviewCount: number } }
  }
  const cards = await findBusinesses(db, city.id, { q: 'Invariant', category: null, badges: [], sort: 'score', dir: 'desc', page: 1 }, 50)
  return { page, card: cards.businesses.find((c) => c.id === businessId)! }
}

async function check(businessId: string) {
  const { page, card } = await render(businessId)
  const b = page.business
  // The card says what the page says.
  expect([card.safetyScore, card.auditedLabel, card.currentBadges, card.rating, card.reviewCount]).toEqual([b.safetyScore, b.auditedLabel, b.currentBadges, b.rating, b.reviewCount])
  // "Not yet audited" never stands beside a passed audit or a current award.
  if (b.safety.badgeAudits.length > 0 || b.awards.some((a) => a.status === 'current')) expect(b.auditedLabel).not.toBe('Not yet audited')
  // Every badge shown is a current award.
  for (const name of b.currentBadges) expect(b.awards.some((a) => a.badgeName === name && a.status === 'current')).toBe(true)
  // A clean-years sentence fits the latest cited violation on record.
  const clean = b.safety.components?.find((c) => c.key === 'cleanRecord')?.evidence ?? ''
  const years = /^(\d+)\+? years? without/.exec(clean)
  if (years && b.safety.latestViolationOn) {
    const since = (Date.parse(today) - Date.parse(b.safety.latestViolationOn)) / (365.25 * 86_400_000)
    expect(Number(years[1])).toBeLessThanOrEqual(Math.ceil(since))
  }
  // The rating is the visitors' average with its count, and the JSON-LD says the same (or nothing without reviews).
  const approved = await db.selectFrom('reviews').select('stars').where('business_id', '=', businessId).where('status', '=', 'approved').execute()
  expect(b.reviewCount).toBe(approved.length)
  if (approved.length) expect(b.rating).toBeCloseTo(approved.reduce((s, r) => s + r.stars, 0) / approved.length, 1)
  expect(page.jsonLd.aggregateRating ?? null).toEqual(approved.length ? expect.objectContaining({ reviewCount: approved.length }) : null)
}

describe(`the safety record holds after every write, on ${engine}`, () => {
  it('keeps a business page, its card and its JSON-LD true to the evidence through random writes', async () => {
    const reviewers = ['inv-reviewer-1', 'inv-reviewer-2', 'inv-reviewer-3']
    await db.insertInto('user').values(reviewers.map((id) => ({ id, name: 'Reviewer', email: `${id}@example.com`, emailVerified: true, image: null, role: null, createdAt: new Date('2024-01-01'), updatedAt: new Date('2024-01-01') }))).execute()
    let n = 0
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
      const [id] = await createTestBusinesses(db, [{ name: `Invariant Place ${++n}`, cityId: city.id, category: 'childcare', address: '1 Main St, Denver, CO 80202' }])
      await check(id!)
      for (const s of steps) {
        await apply(id!, s, reviewers)
        await check(id!)
      }
    }), { numRuns: 15 })
  })
})

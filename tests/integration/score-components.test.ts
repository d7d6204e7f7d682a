import { beforeAll, describe, expect, it } from 'vitest'
import { findBusinessBySlug, findBusinesses, findNearbyBusinesses } from '~/domain/business/find-businesses.server.ts'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import { businessFormSchema, parseBusiness } from '~/domain/business/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { updateBusiness } from '~/domain/business/update-business.server.ts'
import { computeSafetyScore, type ScoreComponents } from '~/lib/score-model.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

let cityId: number

const db = await openAppDatabase('score-components')
beforeAll(async () => {
  const city = await db.insertInto('cities').values({ name: 'Scoreville', state: 'CO', slug: 'scoreville', image_path: null }).returning('id').executeTakeFirstOrThrow()
  cityId = city.id
})

const components: ScoreComponents = {
  inspection: { score: 90, evidence: 'Health inspection: 1 minor finding' },
  certifications: { score: 100, evidence: 'All badges verified' },
  incidents: { score: 80, evidence: '2 minor incidents in 3 years' },
  training: { score: 70, evidence: '70% of staff trained' },
  cleanRecord: { score: 60, evidence: '3 years without a cited violation' },
}

const business = (overrides: Partial<NewBusiness> = {}): NewBusiness => ({
  name: 'Audit Diner',
  category: 'restaurants',
  description: 'Open kitchen.',
  rating: 4.2,
  address: '1 Main St, Scoreville, CO 80000',
  phone: '(303) 555-0100',
  website: null,
  certifications: [],
  cityId,
  safetyScore: 12, // ignored: computed from the components
  email: null,
  badges: ['osha', 'state'],
  status: 'published',
  auditedOn: '2025-03-14',
  scoreComponents: components,
  badgeEvidence: {
    osha: { issuer: 'OSHA On-Site Consultation Program', checkedOn: '2025-03-01', expiresOn: '2099-03-01' },
    state: { issuer: 'Colorado Department of Labor', checkedOn: '2020-03-01', expiresOn: '2021-03-01' },
    city: { issuer: 'Not a badge it holds', checkedOn: '2025-03-01', expiresOn: '2099-03-01' },
  },
  ...overrides,
})

describe(`explainable safety scores on ${engine}`, () => {
  it('computes the score from the weighted components; the schema is idempotent', () => {
    const parsed = parseBusiness(business())
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.value.safetyScore).toBe(computeSafetyScore(components)) // 27 + 20 + 16 + 10.5 + 9 = 82.5 → 83
    expect(parsed.value.safetyScore).toBe(83)
    expect(Object.keys(parsed.value.badgeEvidence)).toEqual(['osha', 'state']) // evidence of a badge it lacks is dropped
    expect(parseBusiness(parsed.value)).toEqual(parsed)
  })

  it('requires evidence for every component and an audit date; all empty means not audited', () => {
    const noEvidence = parseBusiness(business({ scoreComponents: { ...components, training: { score: 70, evidence: '' } } }))
    expect(noEvidence).toMatchObject({ ok: false, errors: { scoreComponents: 'Staff training evidence is required' } })
    expect(parseBusiness(business({ auditedOn: null }))).toMatchObject({ ok: false, errors: { auditedOn: 'Audit date is required with score components' } })
    const form = new FormData()
    for (const [k, v] of Object.entries({ name: 'X', category: 'retail', description: 'd', rating: '4', address: 'a', phone: '3035550100', safetyScore: '77', status: 'hidden' })) form.set(k, v)
    for (const f of ['inspection_score', 'inspection_evidence', 'audited_on', 'osha_issuer']) form.set(f, '')
    // A score typed without an audit would be shown nowhere: the form asks for the audit's date.
    expect(parseForm(businessFormSchema, form)).toMatchObject({ ok: false, errors: { auditedOn: 'Audit date is required with a safety score: a business shows its score only once audited' } })
    form.set('audited_on', '2026-11-02')
    const empty = parseForm(businessFormSchema, form)
    expect(empty).toMatchObject({ ok: true, value: { scoreComponents: null, auditedOn: '2026-11-02', safetyScore: 77, badgeEvidence: {} } })
    const badDates = parseBusiness(business({ badgeEvidence: { osha: { issuer: 'OSHA', checkedOn: '2025-03-01', expiresOn: '2024-03-01' } } }))
    expect(badDates).toMatchObject({ ok: false, errors: { badgeEvidence: 'OSHA Compliant expiry must be on or after the date checked' } })
  })

  it('stores components and evidence through the write path; saving the same again changes nothing', async () => {
    const [id] = await createBusinesses(db, [business()])
    const row = await db.selectFrom('businesses').selectAll().where('id', '=', id!).executeTakeFirstOrThrow()
    expect(row.safety_score).toBe(83)
    expect(row.score_components).toEqual(components)
    expect(row.audited_on).toBe('2025-03-14')
    const parsed = parseBusiness(business())
    if (!parsed.ok) throw new Error('invalid')
    expect(await updateBusiness(db, id!, parsed.value)).toBe('unchanged')
    const better = parseBusiness(business({ scoreComponents: { ...components, training: { score: 100, evidence: 'Everyone trained' } } }))
    if (!better.ok) throw new Error('invalid')
    expect(await updateBusiness(db, id!, better.value)).toBe('updated')
    expect((await db.selectFrom('businesses').select('safety_score').where('id', '=', id!).executeTakeFirstOrThrow()).safety_score).toBe(87)
  })

  it('an expired badge no longer counts in the certification filter; the business page reads its profile', async () => {
    await createBusinesses(db, [business({ name: 'Second Diner', badgeEvidence: {} })])
    const page = (badges: ('osha' | 'state')[]) =>
      findBusinesses(db, cityId, { q: '', category: null, badges, sort: 'score', dir: 'desc', page: 1 })
    expect((await page(['osha'])).businesses.map((b) => b.name).sort()).toEqual(['Audit Diner', 'Second Diner'])
    // Audit Diner's state badge expired in 2021; Second Diner's has no evidence on record and still counts.
    expect((await page(['state'])).businesses.map((b) => b.name)).toEqual(['Second Diner'])

    const profile = await findBusinessBySlug(db, 'scoreville', 'audit-diner')
    expect(profile).toMatchObject({ name: 'Audit Diner', cityName: 'Scoreville', stateName: 'Colorado', citySlug: 'scoreville', safetyScore: 87 })
    expect(await findBusinessBySlug(db, 'denver', 'audit-diner')).toBeNull()
    const nearby = await findNearbyBusinesses(db, profile!)
    expect(nearby.map((b) => b.name)).toEqual(['Second Diner'])
  })
})

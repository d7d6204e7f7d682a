// Both engines: writes in transactions with unique-violation handling, per driver.
import { beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { updateEmail } from '~/domain/account/update-account.server.ts'
import { badgeSchema } from '~/domain/badge/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { deleteBadge } from '~/domain/badge/delete-badge.admin.server.ts'
import { findAuditLog } from '~/domain/audit-log/find-audit-log.admin.server.ts'
import { findPendingSubmissions } from '~/domain/submission/find-pending-submissions.admin.server.ts'
import { approveSubmission, rejectSubmission } from '~/domain/submission/decide-submission.admin.server.ts'
import { saveBadge } from '~/domain/badge/save-badge.admin.server.ts'
import { findBadges } from '~/domain/badge/find-badges.server.ts'
import { findCityBySlug } from '~/domain/directory/find-cities.server.ts'
import { findBusinesses } from '~/domain/business/find-businesses.server.ts'
import { findBusinessRows } from '~/domain/business/find-business-rows.admin.server.ts'
import { parseBusinessQuery } from '~/domain/business/business-query.ts'
import { parseBusiness, type BusinessValues } from '~/domain/business/model.ts'
import { removeBusinesses } from '~/domain/business/remove-businesses.admin.server.ts'
import { saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { findMemberSubmissions } from '~/domain/submission/find-member-submissions.server.ts'
import { contentVersion } from '~/lib/content-version.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

process.env.ADMIN_EMAIL = 'owner@safest.test'

let denverId: number
const db = await openAppDatabase('admin-businesses')
beforeAll(async () => {
  denverId = (await findCityBySlug(db, 'denver'))!.id
})

const admin = { email: 'owner@safest.test' }
const valid = (overrides: Record<string, unknown> = {}): BusinessValues => {
  const parsed = parseBusiness({
    name: 'Mile High Test Kitchen',
    category: 'restaurants',
    description: 'Line one.\r\nLine two.',
    rating: '4.3',
    address: '100 Test St, Denver, CO 80202',
    phone: '(303) 555-0199',
    website: 'https://milehigh.example',
    certifications: ' ServSafe , , HACCP ',
    cityId: String(denverId),
    safetyScore: '96',
    email: 'hi@milehigh.example',
    badges: ['city', 'osha'],
    status: 'published',
    ...overrides,
  })
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors))
  return parsed.value
}
const denverPage = (q: string) => findBusinesses(db, denverId, { q, category: null, badges: [], sort: 'score', dir: 'desc', page: 1 })

describe(`listing schema (spec §5 listing form)`, () => {
  it('requires name, type, rating, address, phone and description, with a message per field', () => {
    expect(parseBusiness({})).toEqual({
      ok: false,
      errors: {
        name: 'Name is required',
        category: 'Category is required',
        description: 'Description is required',
        rating: 'Rating is required',
        address: 'Address is required',
        phone: 'Phone is required',
      },
    })
  })

  it('keeps rating within 0–5 in steps of 0.1, and website a URL', () => {
    const errors = (fields: Record<string, unknown>) => {
      const r = parseBusiness({ ...valid(), ...fields })
      return r.ok ? {} : r.errors
    }
    expect(errors({ rating: '5.1' }).rating).toBe('Rating must be between 0 and 5')
    expect(errors({ rating: '4.25' }).rating).toBe('Rating must be in steps of 0.1')
    expect(errors({ rating: 'abc' }).rating).toBe('Rating must be a number')
    expect(errors({ website: 'javascript:alert(1)' }).website).toMatch(/valid URL/)
    expect(errors({ name: 'Two\nlines' }).name).toBe('Name must be a single line of text')
    expect(errors({ safetyScore: '101' }).safetyScore).toBe('Safety score must be between 0 and 100')
  })

  it('trims certifications, drops empty ones, and orders badges one way', () => {
    const v = valid()
    expect(v.certifications).toEqual(['ServSafe', 'HACCP'])
    expect(v.badges).toEqual(['osha', 'city'])
    expect(v.description).toBe('Line one.\nLine two.')
    expect(parseBusiness(v)).toEqual({ ok: true, value: v })
  })
})

describe(`admin listings on ${engine}`, () => {
  let id = ''

  it('adds a listing that shows on its city page at once, with an audit entry and a new content version', async () => {
    const before = await contentVersion(db)
    const result = await saveBusiness(db, admin, null, valid())
    expect(result).toMatchObject({ outcome: 'created' })
    id = result.id
    expect((await denverPage('Mile High Test')).businesses.map((b) => b.name)).toEqual(['Mile High Test Kitchen'])
    expect(await contentVersion(db)).toBeGreaterThan(before)
    const { entries } = await findAuditLog(db, 1)
    expect(entries[0]).toMatchObject({ actor: 'owner@safest.test', action: 'business.create', entity: 'business', entityId: id })
  })

  it('gives a second listing of the same name in the city its own slug', async () => {
    expect(await saveBusiness(db, admin, null, valid({ status: 'hidden' }))).toMatchObject({ outcome: 'created' })
    const slugs = await db.selectFrom('businesses').select('slug').where('name', '=', 'Mile High Test Kitchen').orderBy('created_at').execute()
    expect(slugs.map((s) => s.slug)).toEqual(['mile-high-test-kitchen', 'mile-high-test-kitchen-2'])
    // Hidden businesses are in the admin table but not on the city page.
    expect((await denverPage('Mile High Test')).total).toBe(1)
    const admins = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=mile high test')), { includeHidden: true })
    expect(admins.total).toBe(2)
    const members = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=mile high test')), { includeHidden: false })
    expect(members.total).toBe(1)
  })

  it('updates a listing, and saving the same values again changes nothing', async () => {
    expect(await saveBusiness(db, admin, id, valid({ name: 'Mile High Test Kitchen & Bar', rating: '4.8' }))).toMatchObject({ outcome: 'updated' })
    const row = await db.selectFrom('businesses').select(['name', 'rating', 'updated_at', 'slug']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ name: 'Mile High Test Kitchen & Bar', rating: 4.8, slug: 'mile-high-test-kitchen-bar' })
    const auditCount = (await findAuditLog(db, 1)).entries.length
    expect(await saveBusiness(db, admin, id, valid({ name: 'Mile High Test Kitchen & Bar', rating: '4.8' }))).toMatchObject({ outcome: 'unchanged' })
    const again = await db.selectFrom('businesses').select('updated_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(new Date(again.updated_at).getTime()).toBe(new Date(row.updated_at).getTime())
    expect((await findAuditLog(db, 1)).entries.length).toBe(auditCount)
  })

  it('refuses an unknown city and an unknown listing id', async () => {
    await expect(saveBusiness(db, admin, null, valid({ cityId: '999999' }))).rejects.toMatchObject({ code: 'invalid', field: 'cityId', message: 'City must be one of the listed cities' })
    await expect(saveBusiness(db, admin, '00000000-0000-4000-8000-000000000000', valid())).rejects.toMatchObject({ code: 'not-found' })
    await expect(saveBusiness(db, admin, 'not-a-uuid', valid())).rejects.toMatchObject({ code: 'not-found' })
  })

  it('keeps a listing without a city', async () => {
    expect(await saveBusiness(db, admin, null, valid({ name: 'Cityless Co', cityId: '' }))).toMatchObject({ outcome: 'created' })
    const page = await findBusinessRows(db, parseBusinessQuery(new URLSearchParams('q=Cityless')), { includeHidden: true })
    expect(page.businesses[0]).toMatchObject({ name: 'Cityless Co', cityId: null, cityName: null })
  })

  it('deletes one listing or several, ignoring ids that are not there', async () => {
    const ids = (await db.selectFrom('businesses').select('id').where('name', 'like', 'Mile High Test%').execute()).map((r) => r.id)
    expect(ids).toHaveLength(2)
    const deleted = await removeBusinesses(db, admin, [...ids, 'junk', '00000000-0000-4000-8000-000000000000'])
    expect(deleted.sort()).toEqual([...ids].sort())
    expect((await denverPage('Mile High Test')).total).toBe(0)
    expect((await findAuditLog(db, 1)).entries[0]).toMatchObject({ action: 'business.bulk-delete', detail: { count: 2 } })
  })
})

describe(`submission review on ${engine}`, () => {
  it('approves a submission into a business on its city page; rejects another with a reason the member sees', async () => {
    const member = await signUp(db, { name: 'Sam Submitter', email: 'sam@example.com', password: 'sam-password-77' }, new Request('http://localhost/'))
    if (!member.ok) throw new Error('sign-up failed')
    const [approveMe, rejectMe] = await Promise.all(
      ['Approve Me Diner', 'Reject Me Diner'].map(async (name) =>
        (await db.insertInto('submissions').values({ kind: 'business', business_name: name, category: 'restaurant', city_id: denverId, ip: null, submitted_by: member.userId }).returning('id').executeTakeFirstOrThrow()).id,
      ),
    )
    expect((await findPendingSubmissions(db)).map((s) => s.businessName)).toEqual(expect.arrayContaining(['Approve Me Diner', 'Reject Me Diner']))

    expect(await approveSubmission(db, admin, approveMe!, valid({ name: 'Approve Me Diner' }))).toMatch(/^[0-9a-f-]{36}$/)
    expect((await denverPage('Approve Me')).businesses.map((b) => b.name)).toEqual(['Approve Me Diner'])
    await expect(approveSubmission(db, admin, approveMe!, valid({ name: 'Approve Me Diner' }))).rejects.toMatchObject({ code: 'conflict' })

    await rejectSubmission(db, admin, rejectMe!, 'We could not verify this business.')
    const mine = await findMemberSubmissions(db, member.userId)
    expect(mine.map((s) => [s.businessName, s.status, s.decisionReason]).sort()).toEqual([
      ['Approve Me Diner', 'approved', null],
      ['Reject Me Diner', 'rejected', 'We could not verify this business.'],
    ])
    expect((await findPendingSubmissions(db)).some((s) => s.id === approveMe || s.id === rejectMe)).toBe(false)
  })
})

describe(`badges on ${engine}`, () => {
  it('creates a badge that the catalog lists, edits it, refuses a duplicate id, and deletes it', async () => {
    const parsed = parseForm(badgeSchema, { id: 'fire-ready', name: 'Fire Ready', image: '/badges/fire.svg', price: '12.50', description: 'Passed a fire drill audit.' })
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    await saveBadge(db, admin, null, parsed.value)
    expect((await findBadges(db)).find((b) => b.id === 'fire-ready')).toMatchObject({ name: 'Fire Ready', price: 12.5 })
    await expect(saveBadge(db, admin, null, parsed.value)).rejects.toMatchObject({ code: 'invalid', field: 'id', message: 'A badge with this ID already exists' })
    await saveBadge(db, admin, 'fire-ready', { ...parsed.value, name: 'Fire Ready Plus' })
    expect((await findBadges(db)).find((b) => b.id === 'fire-ready')?.name).toBe('Fire Ready Plus')
    await expect(saveBadge(db, admin, 'no-such-badge', parsed.value)).rejects.toMatchObject({ code: 'not-found' })
    await deleteBadge(db, admin, 'fire-ready')
    await expect(deleteBadge(db, admin, 'fire-ready')).rejects.toMatchObject({ code: 'not-found' })
  })

  it('validates the badge form (spec §5)', () => {
    expect(parseForm(badgeSchema, { id: '', name: '', price: '-1', description: '' })).toEqual({
      ok: false,
      errors: { id: 'ID is required', name: 'Name is required', price: 'Price must be at least 0', description: 'Description is required' },
    })
    expect(parseForm(badgeSchema, { id: 'x', name: 'X', price: '', description: 'd' })).toMatchObject({ ok: true, value: { price: 0 } })
    expect(parseForm(badgeSchema, { id: 'x', name: 'X', price: '1.005', description: 'd' })).toMatchObject({ ok: false, errors: { price: 'Price must be in steps of 0.01' } })
  })
})

describe(`the admin's e-mail on ${engine}`, () => {
  it('cannot be taken by public sign-up or by changing a member’s e-mail', async () => {
    const request = new Request('http://localhost/')
    expect(await signUp(db, { name: 'Mallory', email: 'OWNER@safest.test', password: 'mallory-pass-1' }, request)).toEqual({ ok: false, reason: 'already-registered' })
    const member = await signUp(db, { name: 'Mallory', email: 'mallory@example.com', password: 'mallory-pass-1' }, request)
    if (!member.ok) throw new Error('sign-up failed')
    expect(await updateEmail(db, member.userId, 'owner@safest.test', 'mallory-pass-1')).toBe('taken')
  })
})

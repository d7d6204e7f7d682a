// Reviews, their screening rule by rule, moderation, replies, reports, the fraud notice; problem
// reports applied through updateBusiness; honest sorting of unaudited and unrated businesses.
import { beforeAll, describe, expect, it } from 'vitest'
import { findReviewQueue } from '~/domain/reviews/find-review-queue.admin.server.ts'
import { flagReviewFraud } from '~/domain/reviews/flag-review-fraud.admin.server.ts'
import { moderateReview } from '~/domain/reviews/moderate-review.admin.server.ts'
import { saveWatchWord } from '~/domain/reviews/save-watch-word.admin.server.ts'
import { resolveProblemReport } from '~/domain/problem-report/resolve-problem-report.admin.server.ts'
import { findBusinessBySlug, findBusinesses } from '~/domain/business/find-businesses.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import { problemReportSchema } from '~/domain/problem-report/model.ts'
import { findReviewViewer } from '~/domain/reviews/find-business-reviews.server.ts'
import { reviewSchema } from '~/domain/reviews/model.ts'
import { replyToReview } from '~/domain/reviews/reply-to-review.server.ts'
import { reportReview } from '~/domain/reviews/report-review.server.ts'
import { deleteReview, saveReview } from '~/domain/reviews/save-review.server.ts'
import { contentVersion } from '~/lib/content-version.server.ts'
import { openAppDatabase } from '../support/app-database.ts'
import { reportProblem } from '../support/problem-reports.ts'

const db = await openAppDatabase('reviews')

const ADMIN = { email: 'admin@safest.test' }
const DAY = 86_400_000
const text = (n: number, words = 'The staff were careful and the place felt safe and clean throughout our visit') => `${words} (${n}).`
let cityId: number
let userCount = 0

async function member(options: { ageDays?: number; verified?: boolean } = {}): Promise<string> {
  const id = `user-${++userCount}`
  const created = new Date(Date.now() - (options.ageDays ?? 30) * DAY)
  await db.insertInto('user').values({ id, name: `Pat Member${userCount}`, email: `${id}@example.com`, emailVerified: options.verified ?? true, image: null, role: null, createdAt: created, updatedAt: created }).execute()
  return id
}

async function business(name: string, extra: { audited?: boolean; score?: number; ownerId?: string } = {}): Promise<{ id: string; slug: string }> {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return db
    .insertInto('businesses')
    .values({ name, slug, category: 'retail', description: 'A shop.', rating: 5, safety_score: extra.score ?? 80, address: '1 Main St', phone: '(303) 555-0100', city_id: cityId, certifications: [], badges: [],
      audited_on: extra.audited === false ? null : '2026-01-10', owner_id: extra.ownerId ?? null })
    .returning(['id', 'slug'])
    .executeTakeFirstOrThrow()
}

const review = (stars: number, body: string) => reviewSchema.parse({ stars: String(stars), body })

beforeAll(async () => {
  cityId = (await db.insertInto('cities').values({ name: 'Reviewtown', state: 'CO', slug: 'reviewtown', image_path: null, image_updated_at: null, traits: null }).returning('id').executeTakeFirstOrThrow()).id
})

describe('the review form', () => {
  it('needs 1–5 stars and 50–5,000 characters', () => {
    const errors = (v: Record<string, string>) => reviewSchema.safeParse(v).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`)
    expect(errors({ stars: '0', body: text(1) })).toEqual(['stars: Choose a rating from 1 to 5 stars'])
    expect(errors({ stars: '3', body: 'Too short.' })).toEqual(['body: Review must be at least 50 characters'])
    expect(errors({ stars: '5', body: 'x'.repeat(5001) })).toEqual(['body: Review must be at most 5000 characters'])
    expect(errors({ stars: '5', body: text(2) })).toBeUndefined()
  })
})

describe('screening, one rule at a time', () => {
  it('lets a review from an established account count at once', async () => {
    const b = await business('Clean Shop')
    const r = await saveReview(db, await member(), b.id, review(4, text(10)), { ip: '10.0.0.1' })
    expect(r).toEqual({ status: 'approved', created: true })
  })

  it('holds a review from a new account', async () => {
    const b = await business('New Account Shop')
    const user = await member({ ageDays: 1 })
    expect(await saveReview(db, user, b.id, review(4, text(11)), { ip: '10.0.0.2' })).toMatchObject({ status: 'held' })
    const viewer = await findReviewViewer(db, b.id, user)
    expect(viewer).toMatchObject({ kind: 'member', own: { status: 'held', holdReasons: ['new-account'] } })
  })

  it('holds a burst from one account, and from one address', async () => {
    const user = await member()
    for (let i = 0; i < 3; i++) expect(await saveReview(db, user, (await business(`Burst ${i}`)).id, review(5, text(20 + i)), { ip: `10.1.0.${i}` })).toMatchObject({ status: 'approved' })
    expect(await saveReview(db, user, (await business('Burst 3')).id, review(5, text(23)), { ip: '10.1.0.9' })).toMatchObject({ status: 'held' })
    const target = await business('Address Burst')
    for (let i = 0; i < 3; i++) await saveReview(db, await member(), (await business(`Address ${i}`)).id, review(5, text(30 + i)), { ip: '10.2.0.1' })
    const held = await saveReview(db, await member(), target.id, review(5, text(34)), { ip: '10.2.0.1' })
    expect(held).toMatchObject({ status: 'held' })
    expect((await findReviewQueue(db, 'held')).reviews.find((r) => r.businessId === target.id)?.holdReasons).toEqual(['burst'])
  })

  it('holds a text that repeats another review (case and punctuation aside)', async () => {
    const words = 'Absolutely the best hardware store in town, friendly people and very safe aisles'
    await saveReview(db, await member(), (await business('Repeat A')).id, review(5, words), { ip: '10.3.0.1' })
    const copy = await saveReview(db, await member(), (await business('Repeat B')).id, review(5, `${words.toUpperCase()}!!`), { ip: '10.3.0.2' })
    expect(copy).toMatchObject({ status: 'held' })
  })

  it('holds a text with a word from the admin’s list', async () => {
    await saveWatchWord(db, ADMIN, 'Discount Code', 'add')
    const b = await business('Watch Shop')
    expect(await saveReview(db, await member(), b.id, review(5, text(40, 'Use my discount code at checkout, the store is clean and the staff are careful')), { ip: '10.4.0.1' })).toMatchObject({ status: 'held' })
    expect(await saveReview(db, await member(), b.id, review(5, text(41, 'Discounts were good, the store is clean and the staff are careful with customers')), { ip: '10.4.0.2' })).toMatchObject({ status: 'approved' })
    const audit = await db.selectFrom('audit_log').select(['action', 'detail']).where('action', '=', 'review.watch-words').execute()
    expect(audit).toHaveLength(1)
  })
})

describe('who may review', () => {
  it('refuses the owner of the business and a member without a confirmed e-mail', async () => {
    const owner = await member()
    const b = await business('Owned Shop', { ownerId: owner })
    await expect(saveReview(db, owner, b.id, review(5, text(50)), { ip: null })).rejects.toMatchObject({ code: 'forbidden', message: 'Owners cannot review their own business.' })
    await expect(saveReview(db, await member({ verified: false }), b.id, review(5, text(51)), { ip: null })).rejects.toMatchObject({ code: 'forbidden', message: 'Please confirm your e-mail address before writing a review.' })
    expect(await db.selectFrom('reviews').select('id').where('business_id', '=', b.id).execute()).toEqual([])
  })

  it('keeps one review per member and business: a second save edits it, delete removes it', async () => {
    const b = await business('Edit Shop')
    const user = await member()
    await saveReview(db, user, b.id, review(2, text(60)), { ip: null })
    expect(await saveReview(db, user, b.id, review(4, text(61)), { ip: null })).toEqual({ status: 'approved', created: false })
    expect((await findBusinessBySlug(db, 'reviewtown', b.slug))).toMatchObject({ rating: 4, reviewCount: 1 })
    await deleteReview(db, user, b.id)
    expect((await findBusinessBySlug(db, 'reviewtown', b.slug))).toMatchObject({ rating: 0, reviewCount: 0 })
  })
})

describe('moderation', () => {
  it('counts approved reviews only; approve, reject with a reason and restore, each audited', async () => {
    const b = await business('Moderated Shop')
    await saveReview(db, await member(), b.id, review(5, text(70)), { ip: null })
    const newcomer = await member({ ageDays: 0 })
    await saveReview(db, newcomer, b.id, review(1, text(71)), { ip: null })
    expect(await findBusinessBySlug(db, 'reviewtown', b.slug)).toMatchObject({ rating: 5, reviewCount: 1 })
    const held = (await db.selectFrom('reviews').select('id').where('user_id', '=', newcomer).executeTakeFirstOrThrow()).id
    const before = await contentVersion(db)
    await moderateReview(db, ADMIN, held, { kind: 'approve' })
    expect(await contentVersion(db)).toBeGreaterThan(before)
    expect(await findBusinessBySlug(db, 'reviewtown', b.slug)).toMatchObject({ rating: 3, reviewCount: 2 })
    await expect(moderateReview(db, ADMIN, held, { kind: 'restore' })).rejects.toMatchObject({ code: 'conflict' })
    await moderateReview(db, ADMIN, held, { kind: 'reject', reason: 'Not about this business' })
    expect(await findBusinessBySlug(db, 'reviewtown', b.slug)).toMatchObject({ rating: 5, reviewCount: 1 })
    expect(await findReviewViewer(db, b.id, newcomer)).toMatchObject({ own: { status: 'rejected', decisionReason: 'Not about this business' } })
    await moderateReview(db, ADMIN, held, { kind: 'restore' })
    expect(await findBusinessBySlug(db, 'reviewtown', b.slug)).toMatchObject({ reviewCount: 2 })
    const actions = (await db.selectFrom('audit_log').select('action').where('entity_id', '=', held).orderBy('id').execute()).map((a) => a.action)
    expect(actions).toEqual(['review.approve', 'review.reject', 'review.restore'])
  })

  it('lets the verified owner reply once, and a visitor report a review into the queue', async () => {
    const owner = await member()
    const b = await business('Reply Shop', { ownerId: owner })
    await saveReview(db, await member(), b.id, review(3, text(80)), { ip: null })
    const id = (await db.selectFrom('reviews').select('id').where('business_id', '=', b.id).executeTakeFirstOrThrow()).id
    await expect(replyToReview(db, await member(), id, 'Not mine')).rejects.toMatchObject({ code: 'forbidden' })
    await replyToReview(db, owner, id, 'Thank you for the visit.')
    await expect(replyToReview(db, owner, id, 'Again')).rejects.toMatchObject({ code: 'conflict', message: 'You have already replied to this review.' })
    await reportReview(db, id, 'Written by a competitor', { ip: '10.9.0.1' })
    const queued = (await findReviewQueue(db, 'reported')).reviews.find((r) => r.id === id)
    expect(queued?.reports).toEqual(['Written by a competitor'])
    await moderateReview(db, ADMIN, id, { kind: 'approve' })
    expect((await findReviewQueue(db, 'reported')).reviews.find((r) => r.id === id)).toBeUndefined()
  })

  it('shows the review-fraud notice for 90 days once flagged', async () => {
    const b = await business('Fraud Shop')
    await flagReviewFraud(db, ADMIN, b.id, true, '2026-11-26')
    expect(await findBusinessBySlug(db, 'reviewtown', b.slug)).toMatchObject({ reviewFraudUntil: '2027-02-24' })
    await flagReviewFraud(db, ADMIN, b.id, false)
    expect(await findBusinessBySlug(db, 'reviewtown', b.slug)).toMatchObject({ reviewFraudUntil: null })
  })
})

describe('problem reports', () => {
  it('applies a reported phone number through the business update, audited', async () => {
    const b = await business('Phone Shop')
    const report = await reportProblem(db, b.id, { kind: 'wrong-contact', field: 'phone', correction: '(303) 555-0199', email: '' }, '10.5.0.1')
    expect(report).toMatchObject({ kind: 'wrong-contact', field: 'phone', correction: '(303) 555-0199', current: '(303) 555-0100' })
    await expect(resolveProblemReport(db, ADMIN, report.id, { kind: 'apply', value: 'not a phone' })).rejects.toMatchObject({ code: 'invalid', field: 'value' })
    await resolveProblemReport(db, ADMIN, report.id, { kind: 'apply', value: '(303) 555-0199' })
    expect((await findBusinessBySlug(db, 'reviewtown', b.slug))?.phone).toBe('(303) 555-0199')
    const actions = (await db.selectFrom('audit_log').select('action').where('entity_id', 'in', [b.id, report.id]).orderBy('id').execute()).map((a) => a.action)
    expect(actions).toEqual(['business.update', 'report.resolve'])
    await expect(resolveProblemReport(db, ADMIN, report.id, { kind: 'dismiss' })).rejects.toMatchObject({ code: 'conflict' })
  })

  it('asks for the field with a correction and the correction with a field', () => {
    const issues = problemReportSchema.safeParse({ kind: 'other', field: 'email' }).error?.issues.map((i) => i.path[0])
    expect(issues).toEqual(['correction'])
    expect(problemReportSchema.safeParse({ kind: 'other', correction: 'x' }).error?.issues.map((i) => i.path[0])).toEqual(['field'])
  })
})

describe('honest unaudited listings', () => {
  it('gives an unaudited business no score and sorts it after audited ones, in both directions; unrated after rated', async () => {
    const sortCity = (await db.insertInto('cities').values({ name: 'Sortville', state: 'CO', slug: 'sortville', image_path: null, image_updated_at: null, traits: null }).returning('id').executeTakeFirstOrThrow()).id
    const add = (name: string, audited: boolean, score: number) =>
      db.insertInto('businesses').values({ name, slug: name.toLowerCase(), category: 'retail', description: '', rating: 5, safety_score: score, address: '', city_id: sortCity, certifications: [], badges: [], audited_on: audited ? '2026-01-01' : null }).returning('id').executeTakeFirstOrThrow()
    const low = await add('Low', true, 40)
    const high = await add('High', true, 95)
    const unaudited = await add('Unaudited', false, 99)
    // Written here past the write path: their safety records are derived as every write's are.
    await refreshSafetyRecords(db, [low.id, high.id, unaudited.id])
    await saveReview(db, await member(), low.id, review(5, text(90)), { ip: null })
    await saveReview(db, await member(), unaudited.id, review(3, text(91)), { ip: null })
    const names = async (sort: 'score' | 'rating', dir: 'asc' | 'desc') =>
      (await findBusinesses(db, sortCity, { q: '', category: null, badges: [], sort, dir, page: 1 })).businesses.map((b) => [b.name, b.safetyScore])
    expect(await names('score', 'desc')).toEqual([['High', 95], ['Low', 40], ['Unaudited', null]])
    expect(await names('score', 'asc')).toEqual([['Low', 40], ['High', 95], ['Unaudited', null]])
    expect((await names('rating', 'desc')).map((n) => n[0])).toEqual(['Low', 'Unaudited', 'High'])
    expect((await names('rating', 'asc')).map((n) => n[0])).toEqual(['Unaudited', 'Low', 'High'])
  })
})

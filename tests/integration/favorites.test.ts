// Favorites (decision 038): a member's saved businesses and the e-mail they may ask
// for when a saved business's safety score or an award changes. The e-mails go through the `email`
// job queue to a real SMTP server, as the app sends them; each write path that changes a score or
// an award tells the watchers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decode, startSmtpServer } from '../support/smtp-server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'
import { eventually, openTestJobQueue } from './test-jobs.ts'

const smtp = await startSmtpServer()
afterAll(() => smtp.close())
const db = await openAppDatabase('favorites', { ADMIN_EMAIL: TEST_ADMIN.email, SMTP_URL: smtp.url, LOG_LEVEL: 'silent', SITE_URL: 'https://safest.test' })
const { signUpMember } = await import('../support/sessions.ts')
const { deliverEmail } = await import('~/domain/email/deliver-email.server.ts')
const { startJobWorkers } = await import('~/lib/jobs/queue.server.ts')
const { saveFavorite, removeFavorite, setFavoriteNotify } = await import('~/domain/favorite/save-favorite.server.ts')
const { findFavorites, findSavedIds } = await import('~/domain/favorite/find-favorites.server.ts')
const { notifyExpiredAwards } = await import('~/domain/favorite/notify-favorite-watchers.server.ts')
const { updateBusiness } = await import('~/domain/business/update-business.server.ts')
const { businessOfRow } = await import('~/domain/business/business-of-row.ts')
const { addAward, revokeAward } = await import('~/domain/business/award-writes.server.ts')
const { createAward } = await import('~/domain/award/create-award.server.ts')
const { createTestBusinesses } = await import('../support/factories.ts')

const ADMIN = { email: TEST_ADMIN.email }
let watcher = { id: '', email: 'watcher@example.com' }
let quiet = { id: '', email: 'quiet@example.com' }
let business = { id: '', name: '', href: '' }

/** The messages the SMTP server received for an address whose subject contains `subject`. */
const mailTo = (address: string, subject: string) => smtp.received.filter((m) => m.to.includes(address) && decode(m.raw).includes(subject)).map((m) => decode(m.raw))
const mailCount = (address: string) => smtp.received.filter((m) => m.to.includes(address)).length
/** The subjects of the change e-mails written to the outbox for an address, oldest first. */
const subjects = async (address: string) =>
  (await db.selectFrom('outbox').select('subject').where('kind', '=', 'favorite-change').where('to_address', '=', address).orderBy('id').execute()).map((r) => r.subject)
const row = () => db.selectFrom('businesses').selectAll().where('id', '=', business.id).executeTakeFirstOrThrow()

beforeAll(async () => {
  await openTestJobQueue(db)
  await startJobWorkers({ email: (job) => deliverEmail(db, job.data.outboxId) })
  watcher = { ...watcher, id: (await signUpMember(db, { name: 'Watcher', email: watcher.email, password: 'watcher-password-42' })).id }
  quiet = { ...quiet, id: (await signUpMember(db, { name: 'Quiet', email: quiet.email, password: 'quiet-password-42' })).id }
  const b = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['businesses.id', 'businesses.name', 'businesses.slug', 'cities.slug as citySlug'])
    .where('businesses.status', '=', 'published').where('businesses.audited_on', 'is not', null).where('businesses.score_components', 'is not', null)
    .orderBy('businesses.name').limit(1).executeTakeFirstOrThrow()
  business = { id: b.id, name: b.name, href: `https://safest.test/city/${b.citySlug}/${b.slug}` }
})

describe(`favorites on ${engine}`, () => {
  it('saves a published business once per member, lists it on their dashboard only, and removes it', async () => {
    await expect(saveFavorite(db, watcher.id, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'not-found' })
    await expect(saveFavorite(db, watcher.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'not-found' })
    await saveFavorite(db, watcher.id, business.id)
    await saveFavorite(db, watcher.id, business.id)
    const list = await findFavorites(db, watcher.id)
    expect(list.map((f) => [f.id, f.name, f.notify])).toEqual([[business.id, business.name, false]])
    expect(await findFavorites(db, quiet.id)).toEqual([])
    expect(await findSavedIds(db, watcher.id, [business.id, 'x'])).toEqual([business.id])
    expect(await findSavedIds(db, null, [business.id])).toEqual([])
    // Another member cannot turn on or take away someone else's.
    await expect(setFavoriteNotify(db, quiet.id, business.id, true)).rejects.toMatchObject({ code: 'not-found' })
    expect(await removeFavorite(db, quiet.id, business.id)).toBe(false)
    expect((await findFavorites(db, watcher.id)).map((f) => f.notify)).toEqual([false])
    expect(await removeFavorite(db, watcher.id, business.id)).toBe(true)
    expect(await findFavorites(db, watcher.id)).toEqual([])
  })

  it('e-mails a watcher (and no one else) when the admin changes the safety score; a save that changes nothing sends nothing', async () => {
    await saveFavorite(db, watcher.id, business.id)
    await setFavoriteNotify(db, watcher.id, business.id, true)
    await saveFavorite(db, quiet.id, business.id) // saved, but no e-mails asked for
    const before = await row()
    expect(await updateBusiness(db, business.id, businessOfRow(before), { awards: 'keep' })).toBe('unchanged')
    const components = before.score_components!
    const training = components.training.score === 0 ? 100 : 0
    expect(await updateBusiness(db, business.id, { ...businessOfRow(before), scoreComponents: { ...components, training: { ...components.training, score: training } } }, { awards: 'keep' })).toBe('updated')
    const after = (await row()).safety_score
    expect(after).not.toBe(before.safety_score)
    expect(await subjects(watcher.email)).toEqual([`${business.name}: safety score changed`])
    const mail = await eventually(async () => mailTo(watcher.email, 'Its safety score went from')[0])
    expect(mail).toContain(`Its safety score went from ${before.safety_score} to ${after}.`)
    expect(mail).toContain(business.href)
    expect(mail).toContain('https://safest.test/dashboard/saved')
    expect(mailCount(quiet.email)).toBe(0)
    expect(mailTo(watcher.email, 'Its safety score went from')).toHaveLength(1)
  })

  it('e-mails a watcher when a business they saved before its audit gets its first safety score', async () => {
    const city = await db.selectFrom('cities').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()
    const [unaudited] = await createTestBusinesses(db, [{ name: 'Firstscore Bakery', cityId: city.id }])
    await saveFavorite(db, watcher.id, unaudited!)
    await setFavoriteNotify(db, watcher.id, unaudited!, true)
    const before = await db.selectFrom('businesses').selectAll().where('id', '=', unaudited!).executeTakeFirstOrThrow()
    expect(before.scored).toBe(false)
    const scoreComponents = Object.fromEntries(['inspection', 'certifications', 'incidents', 'training', 'cleanRecord'].map((k) => [k, { score: 80, evidence: 'Checked on site' }]))
    expect(await updateBusiness(db, unaudited!, { ...businessOfRow(before), auditedOn: '2026-06-01', scoreComponents } as never, { awards: 'keep' })).toBe('updated')
    expect(await subjects(watcher.email)).toContain('Firstscore Bakery: safety score changed')
    const mail = await eventually(async () => mailTo(watcher.email, 'It has its first safety score')[0])
    expect(mail).toContain('It has its first safety score: 80.')
  })

  it('e-mails a watcher when an award is added, revoked or expires', async () => {
    const added = await addAward(db, ADMIN, business.id, { badgeId: 'fire-safety', issuer: 'Safest', issuedOn: '2026-01-01', expiresOn: '2027-06-30' })
    const addedMail = await eventually(async () => mailTo(watcher.email, added)[0])
    expect(await subjects(watcher.email)).toContain(`${business.name}: awards changed`)
    expect(addedMail).toContain(`(certificate ${added}, expires 2027-06-30)`)

    await revokeAward(db, ADMIN, business.id, { code: added, reason: 'Certificate withdrawn by the issuer' })
    await eventually(async () => mailTo(watcher.email, 'was revoked: Certificate withdrawn by the issuer')[0])

    const expired = await createAward(db, { businessId: business.id, badgeId: 'food-safety', issuedOn: '2025-01-01', expiresOn: '2026-03-31' })
    expect(await notifyExpiredAwards(db, '2026-04-01')).toBe(1)
    await eventually(async () => mailTo(watcher.email, `(certificate ${expired.code}) expired on 2026-03-31`)[0])
    expect(mailCount(quiet.email)).toBe(0)
  })

  it('sends nothing once the watcher turns e-mails off or removes the business', async () => {
    const sent = (await subjects(watcher.email)).length
    await setFavoriteNotify(db, watcher.id, business.id, false)
    await addAward(db, ADMIN, business.id, { badgeId: 'fire-safety', issuer: 'Safest', issuedOn: '2026-02-01', expiresOn: '2027-02-01' })
    await setFavoriteNotify(db, watcher.id, business.id, true)
    await removeFavorite(db, watcher.id, business.id)
    await addAward(db, ADMIN, business.id, { badgeId: 'fire-safety', issuer: 'Safest', issuedOn: '2026-03-01', expiresOn: '2027-03-01' })
    expect(await subjects(watcher.email)).toHaveLength(sent)
  })
})

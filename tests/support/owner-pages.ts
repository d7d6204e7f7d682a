// What the owner tests share (tests/integration/owners-*.test.ts): the admin, a member and another
// member signed in, a business nobody owns yet (or the member owns, `ownedByMember`) with a listed
// address and a website of its own domain, and calls of its claim, owner and public pages.
// Import it after openAppDatabase().
import { beforeAll } from 'vitest'
import type { DB } from '~/lib/db.server.ts'
import * as businessRoute from '../../app/routes/business.tsx'
import * as claimRoute from '../../app/routes/claim.tsx'
import { cityIdOf, createTestBusinesses } from './factories.ts'
import { routeCaller } from './route-call.ts'
import { threeSessions } from './sessions.ts'

export type Who = 'member' | 'other' | 'admin' | 'anonymous'
export { businessRoute, claimRoute }

/** The kit over `db`; `biz` is filled (and `cookies`) before the file's tests. */
export function ownerTestKit(db: DB, options: { ownedByMember?: boolean } = {}) {
  const cookies: Record<Exclude<Who, 'anonymous'>, string> = { member: '', other: '', admin: '' }
  const biz = { id: '', slug: '', citySlug: '', email: '', name: '' }
  beforeAll(async () => {
    const { admin, member, other } = await threeSessions(db)
    Object.assign(cookies, { admin, member, other })
    // A business nobody owns yet, with a listed address and a website of its own domain.
    const [id] = await createTestBusinesses(db, [{
      name: 'Canal Street Metalworks', cityId: await cityIdOf(db, 'milwaukee'), category: 'manufacturing', address: '1400 W Canal St, Milwaukee, WI 53233',
      email: 'info@canalmetal.com', website: 'https://www.canalmetal.com',
    }])
    const row = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id')
      .select(['businesses.id', 'businesses.slug', 'cities.slug as citySlug', 'businesses.email', 'businesses.name'])
      .where('businesses.id', '=', id!).executeTakeFirstOrThrow()
    Object.assign(biz, { ...row, email: row.email! })
    if (options.ownedByMember) {
      const member = await db.selectFrom('user').select('id').where('email', '=', 'member@example.com').executeTakeFirstOrThrow()
      await db.updateTable('businesses').set({ owner_id: member.id, owner_since: new Date() }).where('id', '=', biz.id).execute()
    }
  })
  const call = routeCaller(cookies)
  const claim = (who: Who, body: Record<string, string | Blob>) => call(claimRoute, 'action', `/claim/${biz.id}`, who, { businessId: biz.id }, body)
  const ownerOf = async () => (await db.selectFrom('businesses').leftJoin('user', 'user.id', 'businesses.owner_id').select('user.email').where('businesses.id', '=', biz.id).executeTakeFirstOrThrow()).email
  const page = async () => (await call(businessRoute, 'loader', `/city/${biz.citySlug}/${biz.slug}`, 'anonymous', { cityName: biz.citySlug, businessSlug: biz.slug })).data as { extras: { claimed: boolean; hours: { day: string; text: string }[]; photos: { id: string }[] }; business: { name: string } }
  return { biz, call, claim, ownerOf, page }
}

// Who may do what with favorites and the comparison page, through the route
// modules as the pages call them: anonymous, a member, another member and the admin. Each entry
// names a route module's loader or action; a loader or action of these modules without an entry
// fails the first test. Another member never sees or changes someone's saved businesses.
import { beforeAll, describe, expect } from 'vitest'
import { answerOf, engine, openAppDatabase, routeArgs, testContext } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'
import { accessTableTests, type AccessEntry, type Role } from '../support/access-table.ts'

const db = await openAppDatabase('favorites-access', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000' })
const { accessTableSessions } = await import('../support/sessions.ts')

const MODULES = {
  'business-favorite.ts': () => import('~/routes/business-favorite.ts'),
  'dashboard.saved.tsx': () => import('~/routes/dashboard.saved.tsx'),
  'compare.tsx': () => import('~/routes/compare.tsx'),
} as const
type File = keyof typeof MODULES

const cookies: Record<Role, string> = { anonymous: '', member: '', other: '', admin: '' }
const ids: Record<Role, string> = { anonymous: '', member: '', other: '', admin: '' }
/** The member's saved business (with e-mails on), and one nobody saved. */
let saved = ''
let unsaved = ''

const favoritesOf = async (role: Role) =>
  (await db.selectFrom('favorites').select(['business_id', 'notify']).where('user_id', '=', ids[role]).orderBy('business_id').execute()).map((f) => `${f.business_id}:${f.notify}`)

async function call(file: File, kind: 'loader' | 'action', role: Role, path: string, params: Record<string, string>, body?: Record<string, string>) {
  const mod = (await MODULES[file]()) as unknown as Record<string, (args: unknown) => Promise<unknown>>
  const headers: Record<string, string> = cookies[role] ? { cookie: cookies[role] } : {}
  const request = new Request(`http://localhost:3000${path}`, kind === 'action' ? { method: 'POST', body: new URLSearchParams(body), headers } : { headers })
  return answerOf(() => mod[kind]!(routeArgs(request, testContext(), params)))
}


type Entry = AccessEntry<File, Awaited<ReturnType<typeof call>>>

const TABLE: Entry[] = [
  {
    file: 'dashboard.saved.tsx', kind: 'loader', what: 'Saved businesses lists the caller’s own, no one else’s',
    run: (role) => call('dashboard.saved.tsx', 'loader', role, '/dashboard/saved', {}),
    expect: { anonymous: 302, member: 200, other: 200, admin: 200 },
    check: (role, answer) => {
      if (role === 'anonymous') return
      const listed = (answer.data as { favorites: { id: string }[] }).favorites.map((f) => f.id)
      expect(listed).toEqual(role === 'member' ? [saved] : [])
    },
  },
  {
    file: 'business-favorite.ts', kind: 'loader', what: 'GET is refused',
    run: (role) => call('business-favorite.ts', 'loader', role, `/businesses/${saved}/favorite`, { id: saved }),
    expect: { anonymous: 405, member: 405, other: 405, admin: 405 },
  },
  {
    file: 'business-favorite.ts', kind: 'action', what: 'turning e-mails off works only on the caller’s own saved business',
    run: (role) => call('business-favorite.ts', 'action', role, `/businesses/${saved}/favorite`, { id: saved }, { intent: 'notify', notify: 'off' }),
    // Another member and the admin have not saved it: there is nothing of theirs to change.
    expect: { anonymous: 302, member: 200, other: 404, admin: 404 },
    check: async (role) => {
      expect(await favoritesOf('member')).toEqual([`${saved}:${role !== 'member'}`])
      if (role === 'member') await db.updateTable('favorites').set({ notify: true }).where('user_id', '=', ids.member).execute()
    },
  },
  {
    file: 'business-favorite.ts', kind: 'action', what: 'removing takes only the caller’s own row',
    run: (role) => call('business-favorite.ts', 'action', role, `/businesses/${saved}/favorite`, { id: saved }, { intent: 'remove' }),
    expect: { anonymous: 302, member: 200, other: 200, admin: 200 },
    check: async (role) => {
      expect(await favoritesOf('member')).toEqual(role === 'member' ? [] : [`${saved}:true`])
      if (role === 'member') await db.insertInto('favorites').values({ user_id: ids.member, business_id: saved, notify: true }).execute()
    },
  },
  {
    file: 'business-favorite.ts', kind: 'action', what: 'saving adds to the caller’s own list; a visitor is sent to sign in and back',
    run: (role) => call('business-favorite.ts', 'action', role, `/businesses/${unsaved}/favorite`, { id: unsaved }, { intent: 'save', returnTo: '/city/x/y' }),
    expect: { anonymous: 302, member: 200, other: 200, admin: 200 },
    check: async (role, answer) => {
      if (role === 'anonymous') {
        expect(answer.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent('/city/x/y')}`)
        expect(await db.selectFrom('favorites').select('user_id').where('business_id', '=', unsaved).execute()).toEqual([])
        return
      }
      const savers = await db.selectFrom('favorites').select('user_id').where('business_id', '=', unsaved).execute()
      expect(savers.map((s) => s.user_id)).toContain(ids[role])
      expect(await favoritesOf('member')).toEqual(role === 'member' ? [`${saved}:true`, `${unsaved}:false`].sort() : expect.arrayContaining([`${saved}:true`]))
      await db.deleteFrom('favorites').where('business_id', '=', unsaved).execute()
    },
  },
  {
    file: 'compare.tsx', kind: 'loader', what: 'the comparison is the same for everyone (no personal data: cacheable)',
    run: (role) => call('compare.tsx', 'loader', role, `/compare?ids=${saved},${unsaved}`, {}),
    expect: { anonymous: 200, member: 200, other: 200, admin: 200 },
    check: (_role, answer) => {
      const page = (answer.data as { page: { businesses: { id: string }[] } }).page
      expect(page.businesses.map((b) => b.id)).toEqual([saved, unsaved])
      expect(JSON.stringify(answer.data)).not.toMatch(/notify|member@example\.com|other@example\.com/)
    },
  },
]

beforeAll(async () => {
  const sessions = await accessTableSessions(db)
  Object.assign(cookies, sessions.cookies)
  Object.assign(ids, sessions.ids)
  const two = await db.selectFrom('businesses').select('id').where('status', '=', 'published').where('city_id', 'is not', null).orderBy('name').limit(2).execute()
  saved = two[0]!.id
  unsaved = two[1]!.id
  await db.insertInto('favorites').values({ user_id: ids.member, business_id: saved, notify: true }).execute()
})

describe(`favorites and comparison access on ${engine}`, () => {
  accessTableTests(MODULES, TABLE)
})

// The admin's Members tab: grant and revoke Premium by hand, audited, in one transaction.
import { beforeAll, describe, expect, it } from 'vitest'
import { findMembers } from '~/domain/account/find-members.admin.server.ts'
import { setMemberPremium } from '~/domain/account/set-member-premium.admin.server.ts'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const ids: Record<string, string> = {}
const admin = { email: 'owner@safest.test' }
const db = await openAppDatabase('admin-members')
beforeAll(async () => {
  for (const [name, email] of [['Rosa Diaz', 'rosa@example.com'], ['Tom 100%_Sure', 'tom@example.com']] as const) {
    const r = await signUp(db, { name, email, password: 'blue-harbor-7' }, new Request('http://localhost:3000/thank-you'))
    if (!r.ok) throw new Error('sign-up failed')
    ids[email] = r.userId
  }
})

const level = async (id: string) => (await db.selectFrom('profiles').select('subscription_level').where('user_id', '=', id).executeTakeFirstOrThrow()).subscription_level
const audit = async () => db.selectFrom('audit_log').select(['actor', 'action', 'entity', 'entity_id']).orderBy('id').execute()

describe(`admin members on ${engine}`, () => {
  it('lists members with their level, searches name and e-mail (LIKE wildcards taken literally)', async () => {
    const all = await findMembers(db, '', 1)
    expect(all.members.map((m) => m.email).sort()).toEqual(['rosa@example.com', 'tom@example.com'])
    expect(all.members.every((m) => m.subscriptionLevel === 'free')).toBe(true)
    expect((await findMembers(db, 'ROSA', 1)).members.map((m) => m.email)).toEqual(['rosa@example.com'])
    expect((await findMembers(db, '100%_', 1)).members.map((m) => m.email)).toEqual(['tom@example.com'])
    expect((await findMembers(db, 'o_a', 1)).members).toEqual([])
  })

  it('grants and revokes Premium, one audit entry per change, none for a no-op or an unknown member', async () => {
    const rosa = ids['rosa@example.com']!
    expect(await setMemberPremium(db, admin, rosa, 'grant')).toBe('updated')
    expect(await level(rosa)).toBe('premium')
    expect(await setMemberPremium(db, admin, rosa, 'grant')).toBe('unchanged')
    await expect(setMemberPremium(db, admin, 'no-such-member', 'grant')).rejects.toMatchObject({ code: 'not-found' })
    expect(await setMemberPremium(db, admin, rosa, 'revoke')).toBe('updated')
    expect(await level(rosa)).toBe('free')
    expect(await audit()).toEqual([
      { actor: admin.email, action: 'member.grant-premium', entity: 'member', entity_id: rosa },
      { actor: admin.email, action: 'member.revoke-premium', entity: 'member', entity_id: rosa },
    ])
  })
})

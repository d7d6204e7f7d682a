import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { searchText } from '~/lib/control-characters.ts'
import { pageOf } from '~/lib/paging.ts'

export const MEMBERS_PAGE_SIZE = 25

export interface MemberRow {
  id: string
  name: string
  email: string
  subscriptionLevel: 'free' | 'premium'
  /** Premium paid through Stripe (a hand grant has no subscription id). */
  viaStripe: boolean
  joined: string
}

/** The Members tab: accounts with their subscription level, newest first, searchable by name or e-mail. */
export async function findMembers(db: DB, q: string, page: number): Promise<{ members: MemberRow[]; q: string; page: number; pageCount: number; total: number }> {
  const term = searchText(q)
  let query = db.selectFrom('user').leftJoin('profiles', 'profiles.user_id', 'user.id')
  if (term !== '') {
    const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) => eb.or([eb('user.email', 'ilike', like), eb('user.name', 'ilike', like), eb('profiles.full_name', 'ilike', like)]))
  }
  const { total } = await query.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow()
  const { page: current, pageCount, offset } = pageOf(total, MEMBERS_PAGE_SIZE, page)
  const rows = await query
    .select(['user.id', 'user.name', 'user.email', 'user.createdAt', 'profiles.full_name', 'profiles.subscription_level', 'profiles.stripe_subscription_id'])
    .orderBy('user.createdAt', 'desc').orderBy('user.id')
    .limit(MEMBERS_PAGE_SIZE).offset(offset).execute()
  return {
    members: rows.map((r) => ({
      id: r.id,
      name: r.full_name || r.name,
      email: r.email,
      subscriptionLevel: r.subscription_level ?? 'free',
      viaStripe: Boolean(r.stripe_subscription_id),
      joined: new Date(r.createdAt).toISOString(),
    })),
    q: term,
    page: current,
    pageCount,
    total,
  }
}

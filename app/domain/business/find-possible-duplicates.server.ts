import { sql } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import { addressKey, NAME_KEY_SQL, nameKey, phoneKey } from './duplicate-keys.ts'

/** What a new business would be: a submission, a claim of a new business, a CSV row. */
export interface DuplicateCandidate {
  name: string
  phone?: string | null
  address?: string | null
  cityId: number | null
}

/** An existing business a candidate may duplicate, and why. */
export interface PossibleDuplicate {
  id: string
  name: string
  /** Where the admin edits it. */
  href: string
  match: 'name and phone' | 'name and address'
}

const CHUNK = 1000

/**
 * Matches candidates against the stored businesses: the same normalised name and
 * either the same phone number, or the same address in the same city. Returns, per candidate in
 * order, the businesses it may duplicate (usually none). One indexed query per 1,000 names.
 */
export async function findPossibleDuplicates(db: DB, candidates: DuplicateCandidate[]): Promise<PossibleDuplicate[][]> {
  const keys = [...new Set(candidates.map((c) => nameKey(c.name)).filter((k) => k !== ''))]
  const byKey = new Map<string, { id: string; name: string; phone: string | null; address: string; city_id: number | null }[]>()
  for (let start = 0; start < keys.length; start += CHUNK) {
    const rows = await db
      .selectFrom('businesses')
      .select(['id', 'name', 'phone', 'address', 'city_id'])
      .where(sql.raw(NAME_KEY_SQL), 'in', keys.slice(start, start + CHUNK))
      .orderBy('created_at')
      .execute()
    for (const row of rows) byKey.set(nameKey(row.name), [...(byKey.get(nameKey(row.name)) ?? []), row])
  }
  return candidates.map((candidate) => {
    const phone = phoneKey(candidate.phone)
    const address = addressKey(candidate.address)
    const found: PossibleDuplicate[] = []
    for (const row of byKey.get(nameKey(candidate.name)) ?? []) {
      const match =
        phone !== '' && phoneKey(row.phone) === phone ? 'name and phone'
        : candidate.cityId !== null && row.city_id === candidate.cityId && address !== '' && addressKey(row.address) === address ? 'name and address'
        : null
      if (match) found.push({ id: row.id, name: row.name, href: `/business-form/${row.id}`, match })
    }
    return found
  })
}

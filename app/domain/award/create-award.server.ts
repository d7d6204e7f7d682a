import type { Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'
import { defaultExpiry, newAwardCode, SAFEST_AUDIT_TEAM, type AwardEvidence } from './model.ts'

export interface NewAward {
  businessId: string
  badgeId: string
  /** YYYY-MM-DD; today (UTC) when left out. */
  issuedOn?: string
  /** YYYY-MM-DD; one year after issuedOn when left out. */
  expiresOn?: string
  issuer?: string
  evidence?: AwardEvidence
}

/**
 * Creates an award and returns its id and certificate code. Run it inside the caller's
 * transaction (with the caller's audit entry and content-version bump): an award never exists
 * without the write that justified it. A code collision (50 random bits) is retried.
 */
export async function createAward(db: Kysely<Database>, award: NewAward): Promise<{ id: string; code: string }> {
  const issuedOn = award.issuedOn ?? new Date().toISOString().slice(0, 10)
  for (let attempt = 0; ; attempt++) {
    const code = newAwardCode()
    const row = await db
      .insertInto('awards')
      .values({
        code,
        business_id: award.businessId,
        badge_id: award.badgeId,
        issued_on: issuedOn,
        expires_on: award.expiresOn ?? defaultExpiry(issuedOn),
        issuer: award.issuer ?? SAFEST_AUDIT_TEAM,
        evidence: JSON.stringify(award.evidence ?? {}),
      })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning(['id', 'code'])
      .executeTakeFirst()
    if (row) return row
    if (attempt >= 5) throw new Error('Could not find a free certificate code')
  }
}

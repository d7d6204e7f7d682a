import type { DB } from '~/lib/db.server.ts'
import { awardStatus } from '~/domain/award/model.ts'

/** The awards of the member's businesses (see findMemberBusinesses), newest first, with their status. */
export async function findMemberAwards(db: DB, userId: string, today?: string) {
  const rows = await db.selectFrom('awards')
    .innerJoin('badges', 'badges.id', 'awards.badge_id')
    .innerJoin('businesses', 'businesses.id', 'awards.business_id')
    .select(['awards.id', 'awards.code', 'awards.issued_on as issuedOn', 'awards.expires_on as expiresOn', 'awards.revoked_at as revokedAt',
      'awards.badge_id as badgeId', 'badges.name as badgeName', 'businesses.name as businessName'])
    .where((eb) => eb.or([
      eb('awards.business_id', 'in', eb.selectFrom('submissions').select('business_id').where('submitted_by', '=', userId).where('status', '=', 'approved').where('business_id', 'is not', null).$narrowType<{ business_id: string }>()),
      eb('awards.business_id', 'in', eb.selectFrom('applications').select('business_id').where('user_id', '=', userId).where('business_id', 'is not', null).$narrowType<{ business_id: string }>()),
    ]))
    .orderBy('awards.issued_on', 'desc').limit(100).execute()
  return rows.map((r) => ({ ...r, revokedAt: r.revokedAt ? new Date(r.revokedAt).toISOString() : null, status: awardStatus({ expiresOn: r.expiresOn, revokedAt: r.revokedAt }, today) }))
}

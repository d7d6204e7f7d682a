import { findPossibleDuplicates, type PossibleDuplicate } from '~/domain/business/find-possible-duplicates.server.ts'
import type { DB } from '~/lib/db.server.ts'

/** A pending submission as the Submissions tab shows it (the member's e-mail stands in for a missing submitter e-mail). */
export type PendingSubmission = Awaited<ReturnType<typeof findPendingSubmissions>>[number]

/** A business a submission may duplicate: matched now (name and phone or address), or marked when it was sent (name and city). */
export type SubmissionDuplicate = Omit<PossibleDuplicate, 'match'> & { match: PossibleDuplicate['match'] | 'name and city' }

/**
 * The Submissions tab: what the public sent that nobody has decided on yet, oldest first, each
 * with the businesses it may duplicate: the one marked when it was sent (same name in the
 * same city), then those of the same name and phone or address.
 */
export async function findPendingSubmissions(db: DB, limit = 200) {
  const rows = await db
    .selectFrom('submissions')
    .leftJoin('cities', 'cities.id', 'submissions.city_id')
    .leftJoin('user', 'user.id', 'submissions.submitted_by')
    .leftJoin('businesses as listed', 'listed.id', 'submissions.duplicate_of')
    .select([
      'submissions.id',
      'submissions.kind',
      'submissions.business_name as businessName',
      'submissions.category',
      'submissions.address',
      'submissions.email',
      'submissions.phone',
      'submissions.website',
      'submissions.description',
      'submissions.certifications',
      'submissions.osha_certified as oshaCertified',
      'submissions.state_certified as stateCertified',
      'submissions.local_safety_leader as localSafetyLeader',
      'submissions.city_id as cityId',
      'cities.name as cityName',
      'submissions.submitter_email',
      'user.email as memberEmail',
      'submissions.created_at as createdAt',
      'listed.id as listedId',
      'listed.name as listedName',
    ])
    .where('submissions.status', '=', 'pending')
    .orderBy('submissions.created_at', 'asc')
    .limit(limit)
    .execute()
  const duplicates = await findPossibleDuplicates(db, rows.map((r) => ({ name: r.businessName, phone: r.phone, address: r.address, cityId: r.cityId })))
  return rows.map(({ submitter_email, memberEmail, listedId, listedName, ...r }, i) => {
    const found: SubmissionDuplicate[] = duplicates[i]!
    const marked: SubmissionDuplicate[] = listedId && listedName && !found.some((d) => d.id === listedId)
      ? [{ id: listedId, name: listedName, href: `/business-form/${listedId}`, match: 'name and city' }]
      : []
    return {
      ...r,
      submitterEmail: submitter_email ?? memberEmail ?? null,
      createdAt: new Date(r.createdAt).toISOString(),
      possibleDuplicates: [...marked, ...found],
    }
  })
}

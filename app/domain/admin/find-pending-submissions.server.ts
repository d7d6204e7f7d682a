import type { DB } from '~/lib/db.server.ts'

export interface PendingSubmission {
  id: string
  kind: 'nomination' | 'business' | 'application'
  businessName: string
  category: string | null
  address: string | null
  email: string | null
  phone: string | null
  website: string | null
  description: string | null
  certifications: string | null
  oshaCertified: boolean
  stateCertified: boolean
  localSafetyLeader: boolean
  cityId: number | null
  cityName: string | null
  submitterEmail: string | null
  createdAt: string
}

/** The Submissions tab: what the public sent that nobody has decided on yet, oldest first. */
export async function findPendingSubmissions(db: DB, limit = 200): Promise<PendingSubmission[]> {
  const rows = await db
    .selectFrom('submissions')
    .leftJoin('cities', 'cities.id', 'submissions.city_id')
    .leftJoin('user', 'user.id', 'submissions.submitted_by')
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
    ])
    .where('submissions.status', '=', 'pending')
    .orderBy('submissions.created_at', 'asc')
    .limit(limit)
    .execute()
  return rows.map(({ submitter_email, memberEmail, ...r }) => ({
    ...r,
    submitterEmail: submitter_email ?? memberEmail ?? null,
    createdAt: new Date(r.createdAt).toISOString(),
  }))
}

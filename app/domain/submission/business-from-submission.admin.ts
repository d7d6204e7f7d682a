import type { BusinessInput } from '~/domain/business/model.ts'
import type { PendingSubmission } from './find-pending-submissions.admin.server.ts'

/** The business form's starting values for approving a submission (the admin completes them). */
export function businessFromSubmission(s: PendingSubmission): BusinessInput {
  return {
    name: s.businessName,
    category: s.category === 'restaurant' ? 'restaurants' : (s.category ?? 'other'),
    description: s.description ?? '',
    rating: '',
    address: s.address ?? '',
    phone: s.phone ?? '',
    website: s.website ?? '',
    certifications: s.certifications ?? '',
    cityId: s.cityId,
    safetyScore: '',
    email: s.email ?? '',
    badges: [s.oshaCertified && 'osha', s.stateCertified && 'state', s.localSafetyLeader && 'city'].filter(Boolean) as string[],
    status: 'published',
  }
}

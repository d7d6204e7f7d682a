import { withSummaryFields } from '~/domain/directory/business-summary.ts'
import type { BusinessDetails } from '~/domain/directory/types.ts'

/** What a business looks like, for the View Details Example dialog. */
export const EXAMPLE_BUSINESS: BusinessDetails = withSummaryFields({
  id: 'example',
  name: 'Harbor Light Family Clinic',
  category: 'healthcare',
  description:
    'A family practice with same-day appointments, on-site infection-control audits every quarter and staff trained in emergency response.',
  rating: 4.8,
  safetyScore: 96,
  address: '1200 Harbor Way, Denver, CO 80202',
  phone: '(303) 555-0188',
  email: 'hello@harborlightclinic.com',
  website: 'https://www.harborlightclinic.com',
  certifications: ['Joint Commission Accredited', 'OSHA 30-Hour', 'CPR & First Aid Certified Staff'],
  badges: ['osha', 'state', 'city'],
  slug: 'example',
  citySlug: 'denver',
  auditedOn: '2025-09-16',
  scoreComponents: {
    inspection: { score: 98, evidence: 'Denver state health facility survey: no findings' },
    certifications: { score: 100, evidence: '3 of 3 Safest badges verified with their issuers, plus Joint Commission accreditation' },
    incidents: { score: 95, evidence: 'No reportable incidents in 3 years (owner records and insurer letter)' },
    training: { score: 92, evidence: '94% of staff hold current BLS and infection control training' },
    cleanRecord: { score: 92, evidence: '5+ years without a cited violation' },
  },
  badgeEvidence: {
    osha: { issuer: 'OSHA On-Site Consultation Program', checkedOn: '2025-09-02', expiresOn: '2027-09-02' },
    state: { issuer: 'Colorado Department of Labor', checkedOn: '2025-09-10', expiresOn: '2026-09-10' },
    city: { issuer: 'City of Denver Office of Emergency Management', checkedOn: '2025-09-12', expiresOn: '2027-09-12' },
  },
})

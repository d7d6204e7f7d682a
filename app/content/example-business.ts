import { withSummaryFields } from '~/domain/directory/business-summary.ts'
import type { BusinessDetails } from '~/domain/directory/types.ts'
import { awardStatus, type AwardSummary } from '~/domain/award/model.ts'

function exampleAward(badgeId: string, badgeName: string, issuer: string, issuedOn: string, expiresOn: string): AwardSummary {
  return { code: '', badgeId, badgeName, badgeImage: `/badges/${badgeId}.svg`, issuer, issuedOn, expiresOn, status: awardStatus({ expiresOn, revokedAt: null }), revokedOn: null, revokedReason: null }
}

/** What a business looks like, for the View Details Example dialog. */
export const EXAMPLE_BUSINESS: BusinessDetails = withSummaryFields({
  id: 'example',
  name: 'Harbor Light Family Clinic',
  category: 'healthcare',
  description:
    'A family practice with same-day appointments, on-site infection-control audits every quarter and staff trained in emergency response.',
  rating: 4.8,
  reviewCount: 37,
  safetyScore: 96,
  address: '1200 Harbor Way, Denver, CO 80202',
  phone: '(303) 555-0188',
  email: 'hello@harborlightclinic.com',
  website: 'https://www.harborlightclinic.com',
  certifications: ['Joint Commission Accredited', 'OSHA 30-Hour', 'CPR & First Aid Certified Staff'],
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
  // An example: its awards have no certificate code (nothing to verify), so they link nowhere.
  awards: [
    exampleAward('osha-compliant', 'OSHA Compliant', 'OSHA On-Site Consultation Program', '2025-09-02', '2027-09-02'),
    exampleAward('state-certified', 'State Certified', 'Colorado Department of Labor', '2025-09-10', '2027-09-10'),
    exampleAward('local-safety-leader', 'Local Safety Leader', 'City of Denver Office of Emergency Management', '2025-09-12', '2027-09-12'),
  ],
})

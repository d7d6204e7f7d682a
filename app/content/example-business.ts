import type { BusinessDetails } from '~/domain/business/types.ts'
import { awardStatus, type AwardSummary } from '~/domain/award/model.ts'
import { deriveSafetyRecord, type AwardEvidenceItem } from '~/domain/safety-record/model.ts'
import { addDays, todayIso } from '~/lib/audit-dates.ts'
import type { BadgeType } from '~/lib/db-schema.ts'

// What a business looks like, for the View Details Example dialog: its safety record is derived
// from its evidence by the same function as every listed business's, with dates a few months back.

const today = todayIso()
const auditedOn = addDays(today, -75)
const awardsEvidence: AwardEvidenceItem[] = ([
  ['osha-compliant', 'OSHA Compliant', 'osha', 'Safest audit team'],
  ['state-certified', 'State Certified', 'state', 'Colorado health facility licensing'],
  ['local-safety-leader', 'Local Safety Leader', 'city', 'Safest audit team'],
] as const).map(([badgeId, badgeName, directoryBadge, issuer], i) => ({
  code: '', badgeId, badgeName, directoryBadge: directoryBadge as BadgeType, issuer, issuedOn: addDays(auditedOn, -14 + i * 4), expiresOn: addDays(auditedOn, 716 + i * 4), revokedAt: null, audit: null,
}))

const safety = deriveSafetyRecord({
  audit: {
    on: auditedOn,
    enteredScore: 0,
    components: {
      inspection: { score: 98, evidence: 'Denver state health facility survey: no findings' },
      certifications: { score: 100, evidence: '3 of 3 Safest badges verified with their issuers, plus Joint Commission accreditation' },
      incidents: { score: 95, evidence: 'No reportable incidents in 3 years (owner records and insurer letter)' },
      training: { score: 92, evidence: '94% of staff hold current BLS and infection control training' },
      cleanRecord: { score: 100, evidence: '5+ years without a cited violation' },
    },
  },
  awards: awardsEvidence,
  inspections: [],
  reviews: { count: 37, average: 4.8 },
}, today)

// An example: its awards have no certificate code (nothing to verify), so they link nowhere.
const awards: AwardSummary[] = awardsEvidence.map((a) => ({
  code: '', badgeId: a.badgeId, badgeName: a.badgeName, badgeImage: `/badges/${a.badgeId}.svg`, issuer: a.issuer, issuedOn: a.issuedOn, expiresOn: a.expiresOn,
  status: awardStatus({ expiresOn: a.expiresOn, revokedAt: null }, today), revokedOn: null, revokedReason: null,
}))

export const EXAMPLE_BUSINESS: BusinessDetails = {
  id: 'example',
  name: 'Harbor Light Family Clinic',
  category: 'healthcare',
  description:
    'A family practice with same-day appointments, on-site infection-control audits every quarter and staff trained in emergency response.',
  address: '1200 Harbor Way, Denver, CO 80202',
  phone: '(303) 555-0188',
  email: 'hello@harborlightclinic.com',
  website: 'https://www.harborlightclinic.com',
  certifications: ['Joint Commission Accredited', 'OSHA 30-Hour', 'CPR & First Aid Certified Staff'],
  slug: 'example',
  citySlug: 'denver',
  safetyScore: safety.summary.score,
  rating: safety.summary.rating,
  reviewCount: safety.summary.reviewCount,
  auditedLabel: safety.summary.auditedLabel,
  currentBadges: safety.summary.badges,
  safety,
  awards,
}

// An audit's dates and a badge's expiry are in audit-dates.ts: the cards need those without the
// components' texts.

/**
 * The explainable safety score: a business's score is the weighted mean of five audited
 * components, each scored 0–100 with the evidence behind it. The weights add up to 100, so
 * safety score = round(Σ weight × component score / 100). Stored components are the source; the
 * write path (createBusinesses / updateBusiness, through the business schema) computes the score.
 */
export const SCORE_COMPONENTS = [
  {
    key: 'inspection',
    label: 'Inspection record',
    weight: 30,
    explains: 'The latest health, fire or building inspection by the local authority: findings, their severity and whether they were corrected.',
  },
  {
    key: 'certifications',
    label: 'Certifications',
    weight: 20,
    explains: 'Safety certifications and badges held and current on the audit date (OSHA, state, local and trade programs). An expired one does not count.',
  },
  {
    key: 'incidents',
    label: 'Incident history',
    weight: 20,
    explains: 'Reported injuries, recalls, complaints upheld and insurance claims over the past three years, relative to the size of the business.',
  },
  {
    key: 'training',
    label: 'Staff training',
    weight: 15,
    explains: 'The share of staff with current safety training (first aid, food handling, equipment, emergency drills) and how recently it was refreshed.',
  },
  {
    key: 'cleanRecord',
    label: 'Years without violations',
    weight: 15,
    explains: 'How long the business has gone without a cited safety violation: 100 for five years or more, 20 points per clean year below that.',
  },
] as const

export type ComponentKey = (typeof SCORE_COMPONENTS)[number]['key']
export const COMPONENT_KEYS = SCORE_COMPONENTS.map((c) => c.key) as ComponentKey[]

export interface ComponentScore {
  score: number
  evidence: string
}
export type ScoreComponents = Record<ComponentKey, ComponentScore>

/** Σ weight × score / 100, rounded: the stored safety_score of an audited business. */
export function computeSafetyScore(components: ScoreComponents): number {
  const total = SCORE_COMPONENTS.reduce((sum, c) => sum + c.weight * components[c.key].score, 0)
  return Math.round(total / 100)
}

/** What a component adds to the score, in points (weight × score / 100, one decimal). */
export function componentPoints(key: ComponentKey, score: number): number {
  const weight = SCORE_COMPONENTS.find((c) => c.key === key)!.weight
  return Math.round(weight * score) / 100
}

/** The score bands: one set of names wherever a band is named (cards, /about, /methodology). */
export const SCORE_BANDS = [
  { key: 'excellent', min: 95, range: '95–100', label: 'Excellent', meaning: 'Strong on every component, no recent findings.' },
  { key: 'very-good', min: 90, range: '90–94', label: 'Very good', meaning: 'Minor findings, all corrected.' },
  { key: 'good', min: 80, range: '80–89', label: 'Good', meaning: 'Some gaps to close before the next audit.' },
  { key: 'needs-improvement', min: 0, range: 'Below 80', label: 'Needs improvement', meaning: 'Significant findings or lapsed certifications.' },
] as const
export type ScoreBandKey = (typeof SCORE_BANDS)[number]['key']

/** The band a score falls in. */
export function scoreBand(score: number): (typeof SCORE_BANDS)[number] {
  return SCORE_BANDS.find((b) => score >= b.min) ?? SCORE_BANDS[SCORE_BANDS.length - 1]
}

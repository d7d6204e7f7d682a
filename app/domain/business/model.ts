import { z } from 'zod'
import { BADGE_TYPES, BUSINESS_CATEGORIES, type BadgeType } from '~/lib/db-schema.ts'
import { snake, type ScoreFlatField } from './score-fields.ts'
import { COMPONENT_KEYS, computeSafetyScore, SCORE_COMPONENTS, type ComponentKey, type ScoreComponents } from '~/lib/score-model.ts'
import { isIsoDate, type BadgeEvidence } from '~/lib/audit-dates.ts'
import { emptyIfMissing, optionalDegrees, optionalEmail, optionalIntegerId, parseForm, phone, requiredLongText, requiredText, singleLine, website } from '~/lib/form-fields.ts'

/** Business types: the directory categories; "Restaurant" (submission forms, old CSV files) means restaurants. */
const categorySchema = z.preprocess(
  (v) => {
    const t = typeof v === 'string' ? v.trim().toLowerCase() : v
    return t === 'restaurant' ? 'restaurants' : t
  },
  z.enum(BUSINESS_CATEGORIES, { message: 'Category is required' }),
)

const numberFrom = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v ?? undefined)

const rating = z.preprocess(
  numberFrom,
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Rating is required' : 'Rating must be a number') })
    .min(0, 'Rating must be between 0 and 5')
    .max(5, 'Rating must be between 0 and 5')
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Rating must be in steps of 0.1')
    .transform((v) => Math.round(v * 10) / 10),
)

const safetyScore = z.preprocess(
  (v) => numberFrom(v) ?? 0,
  z
    .number({ message: 'Safety score must be a number' })
    .int('Safety score must be a whole number')
    .min(0, 'Safety score must be between 0 and 100')
    .max(100, 'Safety score must be between 0 and 100'),
)

const cityId = optionalIntegerId('City must be one of the listed cities')

/** A certification name: one line, without the separators the form (comma) and CSV (|) use. */
const certification = singleLine('Certification', 100).refine(
  (v) => !/[,|]/.test(v),
  'Certifications cannot contain commas or |',
)

/** Spec §5: certifications entered comma-separated, trimmed, empty ones dropped (CSV import passes a list). */
const certifications = z.preprocess(
  (v) => {
    const list = v == null ? [] : Array.isArray(v) ? v : typeof v === 'string' ? v.split(',') : v
    return Array.isArray(list) ? list.map((c) => (typeof c === 'string' ? c.trim() : c)).filter((c) => c !== '') : list
  },
  z.array(certification).max(20, 'At most 20 certifications'),
)

const BADGE_OF_CATALOG_ID: Record<string, BadgeType> = { 'osha-compliant': 'osha', 'state-certified': 'state', 'local-safety-leader': 'city' }

const badges = z.preprocess(
  (v) => {
    const list = v == null || v === '' ? [] : typeof v === 'string' ? v.split(/[|,]/).map((b) => b.trim()).filter(Boolean) : v
    // The directory's three are catalog rows too: their catalog ids are read as osha, state, city.
    return Array.isArray(list) ? list.map((b) => (typeof b === 'string' ? (BADGE_OF_CATALOG_ID[b] ?? b) : b)) : list
  },
  z
    .array(z.enum(BADGE_TYPES, { message: 'Badges must be OSHA Compliant, State Certified or Local Safety Leader' }))
    // One order for the same set, so saving twice or importing an export changes nothing.
    .transform((list) => BADGE_TYPES.filter((b) => list.includes(b)) as BadgeType[]),
)

const isoDate = (label: string) =>
  singleLine(label, 10).refine((v) => isIsoDate(v), `${label} must be a date (YYYY-MM-DD)`)

const auditedOn = z.preprocess((v) => (v == null || (typeof v === 'string' && v.trim() === '') ? null : v), isoDate('Audit date').nullable())

const blank = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '')

/** One audited component: a whole score 0–100 and the evidence behind it (both required). */
const componentSchema = (label: string) =>
  z.object({
    score: z.preprocess(
      (v) => (blank(v) ? undefined : numberFrom(v)),
      z
        .number({ error: (issue) => (issue.input === undefined ? `${label} score is required` : `${label} score must be a number`) })
        .int(`${label} score must be a whole number`)
        .min(0, `${label} score must be between 0 and 100`)
        .max(100, `${label} score must be between 0 and 100`),
    ),
    evidence: requiredText(`${label} evidence`, 300),
  })

/** All five components, or none (not audited yet: every score and evidence left empty). */
const scoreComponents = z.preprocess(
  (v) => {
    if (v == null) return null
    if (typeof v !== 'object') return v
    const entries = Object.values(v as Record<string, { score?: unknown; evidence?: unknown } | undefined>)
    return entries.every((c) => c == null || (blank(c.score) && blank(c.evidence))) ? null : v
  },
  z
    .object(Object.fromEntries(SCORE_COMPONENTS.map((c) => [c.key, componentSchema(c.label)])) as Record<ComponentKey, ReturnType<typeof componentSchema>>)
    .nullable(),
)

const BADGE_NAMES: Record<BadgeType, string> = { osha: 'OSHA Compliant', state: 'State Certified', city: 'Local Safety Leader' }

const badgeEvidenceEntry = (label: string) =>
  z
    .object({
      issuer: requiredText(`${label} issuer`, 120),
      checkedOn: emptyIfMissing(isoDate(`${label} date checked`)),
      expiresOn: emptyIfMissing(isoDate(`${label} expiry`)),
    })
    .refine((e) => e.expiresOn >= e.checkedOn, { message: `${label} expiry must be on or after the date checked`, path: ['expiresOn'] })

/** Evidence per badge (issuer, date checked, expiry); a badge whose fields are all empty has none. */
const badgeEvidence = z.preprocess(
  (v) => {
    if (v == null) return {}
    if (typeof v !== 'object') return v
    return Object.fromEntries(
      Object.entries(v as Record<string, Record<string, unknown> | undefined>).filter(
        ([, e]) => e != null && !(blank(e.issuer) && blank(e.checkedOn) && blank(e.expiresOn)),
      ),
    )
  },
  z.object(Object.fromEntries(BADGE_TYPES.map((b) => [b, badgeEvidenceEntry(BADGE_NAMES[b]).optional()])) as Record<BadgeType, z.ZodOptional<ReturnType<typeof badgeEvidenceEntry>>>),
)

/**
 * The business business: spec §5 business form rules plus the directory's own fields. The one
 * schema behind the admin form (browser and server), the CSV import, submission approval and
 * the seed. Parsing its own output gives the same output.
 */
const businessFields = z.object({
  name: requiredText('Name', 200),
  category: categorySchema,
  description: requiredLongText('Description', 5000),
  rating,
  address: requiredText('Address', 300),
  /** Required of every form and file; null only where a record gives none (a business from public records). */
  phone: z.union([z.null(), phone()]),
  website: website(),
  certifications,
  cityId,
  safetyScore,
  email: optionalEmail(),
  badges,
  status: z.preprocess((v) => (v == null || v === '' ? 'published' : v), z.enum(['published', 'hidden'], { message: 'Status must be published or hidden' })),
  auditedOn,
  scoreComponents,
  badgeEvidence,
  /** A point set by hand (admin form, CSV); left empty, the business is placed at its ZIP code's centroid. */
  latitude: optionalDegrees('Latitude', 90).optional().transform((v) => v ?? null),
  longitude: optionalDegrees('Longitude', 180).optional().transform((v) => v ?? null),
})

/**
 * An audited business's safety score is computed from its components (the number typed or
 * imported is ignored); a business without components keeps its score and shows as not audited.
 * Evidence belongs to a badge the business has. Idempotent: parsing the output gives the output.
 */
export const businessSchema = businessFields
  .superRefine((v, ctx) => {
    if (v.scoreComponents && !v.auditedOn) ctx.addIssue({ code: 'custom', path: ['auditedOn'], message: 'Audit date is required with score components' })
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({ code: 'custom', path: [v.latitude === null ? 'latitude' : 'longitude'], message: 'Latitude and longitude go together: give both or neither' })
    }
  })
  .transform((v) => {
    const evidence: BadgeEvidence = {}
    for (const b of v.badges) if (v.badgeEvidence[b]) evidence[b] = v.badgeEvidence[b]
    return {
      ...v,
      safetyScore: v.scoreComponents ? computeSafetyScore(v.scoreComponents as ScoreComponents) : v.safetyScore,
      scoreComponents: v.scoreComponents as ScoreComponents | null,
      badgeEvidence: evidence,
    }
  })

/** Input of the schema: the audit fields may be left out (not audited yet). */
export type BusinessInput = Omit<z.input<typeof businessSchema>, AuditField> & Partial<Pick<z.input<typeof businessSchema>, AuditField>>
type AuditField = 'auditedOn' | 'scoreComponents' | 'badgeEvidence'
export type BusinessValues = z.output<typeof businessSchema>

/** Plain fields (a CSV row, a test, the seed) through the business schema. */
export const parseBusiness = (fields: Record<string, unknown>) => parseForm(businessSchema, fields)

/** A published business is shown on its city's pages: without a city it would be on none (the form and the CSV import refuse it). */
export const PUBLISHED_NEEDS_CITY = 'City is required for a published business (choose its city, or set the status to hidden)'

/**
 * The business form as posted (the admin's editor and submission approval): the audit fields come
 * flat (`inspection_score`, `osha_issuer`, …). A safety score typed without components is the
 * audit's overall score: it needs the audit's date, or the business would show no score at all.
 */
export const businessFormSchema = z.preprocess((v) => {
  if (v == null || typeof v !== 'object') return v
  const fields = v as Record<string, unknown>
  const first = (value: unknown) => (Array.isArray(value) ? value[0] : value)
  return { ...fields, ...scoreFieldsFromFlat((name) => (typeof first(fields[name]) === 'string' ? (first(fields[name]) as string) : undefined)) }
}, businessSchema.superRefine((v, ctx) => {
  if (v.status === 'published' && v.cityId === null) ctx.addIssue({ code: 'custom', path: ['cityId'], message: PUBLISHED_NEEDS_CITY })
  if (!v.auditedOn && !v.scoreComponents && v.safetyScore > 0) {
    ctx.addIssue({ code: 'custom', path: ['auditedOn'], message: 'Audit date is required with a safety score: a business shows its score only once audited' })
  }
}))

/** The schema's audit fields from flat fields (a file or form without them: undefined, so they keep their value). */
export function scoreFieldsFromFlat(get: (name: string) => string | undefined): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  if (get('audited_on') !== undefined) fields.auditedOn = get('audited_on')
  if (COMPONENT_KEYS.some((k) => get(`${snake(k)}_score`) !== undefined || get(`${snake(k)}_evidence`) !== undefined)) {
    fields.scoreComponents = Object.fromEntries(
      COMPONENT_KEYS.map((k) => [k, { score: get(`${snake(k)}_score`) ?? '', evidence: get(`${snake(k)}_evidence`) ?? '' }]),
    )
  }
  if (BADGE_TYPES.some((b) => get(`${b}_issuer`) !== undefined || get(`${b}_checked_on`) !== undefined || get(`${b}_expires_on`) !== undefined)) {
    fields.badgeEvidence = Object.fromEntries(
      BADGE_TYPES.map((b) => [b, { issuer: get(`${b}_issuer`) ?? '', checkedOn: get(`${b}_checked_on`) ?? '', expiresOn: get(`${b}_expires_on`) ?? '' }]),
    )
  }
  return fields
}

/** Business values' audit fields as flat text (the CSV export and the admin form's defaults). */
export function flatScoreFields(v: Pick<BusinessValues, 'auditedOn' | 'scoreComponents' | 'badgeEvidence'>): Record<ScoreFlatField, string> {
  const flat: Record<string, string> = { audited_on: v.auditedOn ?? '' }
  for (const k of COMPONENT_KEYS) {
    flat[`${snake(k)}_score`] = v.scoreComponents ? String(v.scoreComponents[k].score) : ''
    flat[`${snake(k)}_evidence`] = v.scoreComponents?.[k].evidence ?? ''
  }
  for (const b of BADGE_TYPES) {
    const e = v.badgeEvidence[b]
    flat[`${b}_issuer`] = e?.issuer ?? ''
    flat[`${b}_checked_on`] = e?.checkedOn ?? ''
    flat[`${b}_expires_on`] = e?.expiresOn ?? ''
  }
  return flat as Record<ScoreFlatField, string>
}

/** "Select all listings matching …" then Delete Selected: the admin search's words. */
export const searchSchema = z.object({ q: requiredText('Search', 200) })

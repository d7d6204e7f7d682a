import type { ComponentScore } from '~/lib/score-model.ts'
import { countOf } from '~/lib/plural.ts'
import { formatPenalty, penaltyAsIssued, VIOLATION_KINDS } from './model.ts'

// Decision 037: the inspection-record and incident-history components computed from a
// business's matched OSHA records. The /methodology page states the same rule in words.

export interface RecordInspection {
  open_date: string
  insp_type: string
  violations: { viol_type: string; standard: string; issuance_date: string | null; initial_penalty: number; current_penalty: number }[]
}

/** Points a violation takes off the inspection record, before its recency weight. */
export const VIOLATION_POINTS: Record<string, number> = { W: 30, R: 20, S: 10, O: 3, U: 3 }
/** Points an accident or fatality inspection takes off incident history; a complaint with citations. */
export const INCIDENT_POINTS = { accident: 30, complaint: 10 } as const
/** Incident history loses 5 points per $5,000 of penalties as issued, at most 40. */
export const PENALTY_STEP = 5000
export const PENALTY_CAP = 40
/** Records older than this many years do not count. */
export const HORIZON_YEARS = 10

/** 1 within a year, 0.75 within three, 0.5 within five, 0.25 within ten, 0 beyond. */
export function recencyWeight(date: string, today: string): number {
  const years = (Date.parse(today) - Date.parse(date)) / (365.25 * 86_400_000)
  if (years <= 1) return 1
  if (years <= 3) return 0.75
  if (years <= 5) return 0.5
  if (years <= HORIZON_YEARS) return 0.25
  return 0
}

/** The days on which an inspection's recency weight steps down (after one, three, five and ten years). */
export function recencySteps(date: string): string[] {
  return [1, 3, 5, HORIZON_YEARS].map((years) => new Date(Date.parse(date) + (Math.floor(years * 365.25) + 1) * 86_400_000).toISOString().slice(0, 10))
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))

export function recordsComponents(inspections: RecordInspection[], today: string): { inspection: ComponentScore; incidents: ComponentScore } {
  const counted = inspections.filter((i) => recencyWeight(i.open_date, today) > 0)
  let inspectionLoss = 0
  let incidentLoss = 0
  let penalties = 0
  const kinds: Record<string, number> = {}
  let accidents = 0
  for (const i of counted) {
    const w = recencyWeight(i.open_date, today)
    for (const v of i.violations) {
      inspectionLoss += w * (VIOLATION_POINTS[v.viol_type] ?? 3)
      kinds[v.viol_type] = (kinds[v.viol_type] ?? 0) + 1
      penalties += w * penaltyAsIssued(v)
    }
    if (i.insp_type === 'A' || i.insp_type === 'M') {
      incidentLoss += w * INCIDENT_POINTS.accident
      accidents++
    } else if (i.insp_type === 'B' && i.violations.length > 0) incidentLoss += w * INCIDENT_POINTS.complaint
  }
  incidentLoss += Math.min(PENALTY_CAP, (penalties / PENALTY_STEP) * 5)
  const allPenalties = counted.flatMap((i) => i.violations).reduce((s, v) => s + penaltyAsIssued(v), 0)
  const since = counted.map((i) => i.open_date).sort()[0]?.slice(0, 4)
  const latest = counted.map((i) => i.open_date).sort().at(-1)
  const cited = Object.entries(kinds).sort(([a], [b]) => (VIOLATION_POINTS[b] ?? 0) - (VIOLATION_POINTS[a] ?? 0)).map(([k, n]) => countOf(n, `${(VIOLATION_KINDS[k] ?? 'unclassified').toLowerCase()} violation`))
  const inspectionEvidence = counted.length === 0
    ? `No OSHA inspection in the past ${HORIZON_YEARS} years in the public records.`
    : `${countOf(counted.length, 'OSHA inspection')} since ${since} (latest opened ${latest}): ${cited.length ? cited.join(', ') : 'no violations cited'}.`
  const incidentEvidence = `${accidents ? countOf(accidents, 'accident or fatality investigation') : 'No accident investigation'} in OSHA's records since ${since ?? 'the horizon'}; ${formatPenalty(allPenalties)} in penalties as issued.`
  return {
    inspection: { score: clamp(100 - inspectionLoss), evidence: inspectionEvidence },
    incidents: { score: clamp(100 - incidentLoss), evidence: incidentEvidence },
  }
}

// Decision 045: the inspection-record component from the sources beyond OSHA, by the same recency
// weights. The /methodology page states the same rule from these numbers.

/** A health inspection (LIVES) or a licensing inspection (Texas child care) as evidence. */
export interface SourceInspection {
  source: 'lives' | 'tx-childcare'
  /** YYYY-MM-DD */
  on: string
  /** The score on 0–100, higher better (the feed's scale turned so); null: none given. */
  score: number | null
  /** The score as the feed gives it, the top of its scale and the legend's band for it. */
  rawScore: number | null
  scaleMax: number | null
  band: string | null
  findings: { severity: string; corrected: string }[]
}

/** LIVES: points a violation takes off, before its recency weight (from the inspection's score when it has one, else from 100). */
export const HEALTH_FINDING_POINTS = { critical: 10, other: 3 } as const
export const HEALTH_CRITICAL_WITH_SCORE = 5
/** Texas: points a deficiency takes off by the standard's risk level, before its recency weight. */
export const RISK_POINTS: Record<string, number> = { High: 15, 'Medium High': 10, Medium: 6, 'Medium Low': 3, Low: 1 }
/** A deficiency corrected at the inspection counts this share of its points. */
export const CORRECTED_AT_INSPECTION_SHARE = 0.5

const SOURCE_NOUN = { lives: 'health inspection', 'tx-childcare': 'licensing inspection' } as const

/** The inspection-record component one source's inspections give, or null without any counted. */
export function sourceComponent(source: SourceInspection['source'], all: SourceInspection[], today: string): ComponentScore | null {
  const counted = all.filter((i) => i.source === source && recencyWeight(i.on, today) > 0).sort((a, b) => a.on.localeCompare(b.on))
  if (counted.length === 0) return null
  const latest = counted.at(-1)!
  const since = counted[0]!.on.slice(0, 4)
  let score: number
  let cited: string[]
  if (source === 'lives') {
    const scored = counted.filter((i) => i.score !== null)
    const weightOf = (i: SourceInspection) => recencyWeight(i.on, today)
    const base = scored.length ? scored.reduce((s, i) => s + weightOf(i) * i.score!, 0) / scored.reduce((s, i) => s + weightOf(i), 0) : 100
    let loss = 0
    let critical = 0
    let other = 0
    for (const i of counted) {
      for (const f of i.findings) {
        if (f.severity === 'critical') critical++
        else other++
        loss += weightOf(i) * (f.severity === 'critical' ? (i.score !== null ? HEALTH_CRITICAL_WITH_SCORE : HEALTH_FINDING_POINTS.critical) : i.score !== null ? 0 : HEALTH_FINDING_POINTS.other)
      }
    }
    score = base - loss
    cited = [critical && countOf(critical, 'critical violation'), other && countOf(other, critical ? 'other violation' : 'violation')].filter((s): s is string => Boolean(s))
  } else {
    let loss = 0
    const byRisk: Record<string, number> = {}
    for (const i of counted) {
      for (const f of i.findings) {
        const points = RISK_POINTS[f.severity] ?? RISK_POINTS.Medium!
        loss += recencyWeight(i.on, today) * points * (f.corrected === 'at inspection' ? CORRECTED_AT_INSPECTION_SHARE : 1)
        byRisk[f.severity || 'Unstated'] = (byRisk[f.severity || 'Unstated'] ?? 0) + 1
      }
    }
    score = 100 - loss
    cited = Object.entries(byRisk).sort(([a], [b]) => (RISK_POINTS[b] ?? 0) - (RISK_POINTS[a] ?? 0)).map(([risk, n]) => countOf(n, `${risk.toLowerCase()}-risk deficiency`, `${risk.toLowerCase()}-risk deficiencies`))
  }
  const scoreText = latest.rawScore !== null ? `, scored ${latest.rawScore}${latest.scaleMax ? ` of ${latest.scaleMax}` : ''}${latest.band ? ` (${latest.band})` : ''}` : ''
  const none = source === 'lives' ? 'no violations cited' : 'no deficiency cited'
  return {
    score: clamp(score),
    evidence: `${countOf(counted.length, SOURCE_NOUN[source])} since ${since} (latest ${latest.on}${scoreText}): ${cited.length ? cited.join(', ') : none}.`,
  }
}

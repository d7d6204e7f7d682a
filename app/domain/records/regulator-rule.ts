import type { ComponentScore } from '~/lib/score-model.ts'
import { countOf } from '~/lib/plural.ts'
import { formatPenalty } from './model.ts'
import { isHarm, oosRate } from './regulator-model.ts'
import { PENALTY_CAP, PENALTY_STEP, recencyWeight } from './score-rule.ts'

// Decision 048: what CMS's nursing home inspections and FMCSA's carrier records give the safety
// record: the inspection record (deficiencies by scope and severity; out-of-service rates against
// the national averages) and incident history (penalties; crashes), with OSHA's recency weights.
// The /methodology page states the same rule from these numbers.

export interface CmsEvidence {
  source: 'cms-nursing-homes'
  /** Every deficiency our history holds (those CMS's window has dropped included). */
  deficiencies: { on: string; scopeSeverity: string }[]
  penalties: { on: string; kind: string; amount: number | null }[]
}

export interface FmcsaEvidence {
  source: 'fmcsa'
  /** The latest 24 months of roadside inspections, or null. */
  measures: { driverInspections: number; driverOos: number; vehicleInspections: number; vehicleOos: number } | null
  /** The national out-of-service rates in percent. */
  national: { driver?: number; vehicle?: number }
  crashes: { on: string; severity: string }[]
}

export type RegulatorEvidence = CmsEvidence | FmcsaEvidence

/** Points a deficiency takes off by its severity (A–C, D–F, G–I, J–L), before its recency weight. */
export const SEVERITY_POINTS = { ABC: 1, DEF: 4, GHI: 15, JKL: 30 } as const
/** A payment denial takes this many points off incident history; fines 5 per PENALTY_STEP, at most PENALTY_CAP. */
export const PAYMENT_DENIAL_POINTS = 10
/** Points per percentage point an out-of-service rate is above the national average. */
export const OOS_POINTS_PER_POINT = 2
/** A rate over fewer inspections than this does not count. */
export const MIN_INSPECTIONS = 3
/** Points a crash takes off incident history, before its recency weight. */
export const CRASH_POINTS: Record<string, number> = { fatal: 30, injury: 15, 'tow-away': 5, other: 2 }

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
const pointsOf = (code: string) => Object.entries(SEVERITY_POINTS).find(([letters]) => letters.includes(code))?.[1] ?? SEVERITY_POINTS.DEF

function cms(e: CmsEvidence, today: string): { inspection: ComponentScore | null; incidents: ComponentScore | null } {
  const counted = e.deficiencies.filter((d) => recencyWeight(d.on, today) > 0)
  const jeopardy = counted.filter((d) => 'JKL'.includes(d.scopeSeverity)).length
  const harm = counted.filter((d) => isHarm(d.scopeSeverity)).length - jeopardy
  const since = counted.map((d) => d.on).sort()[0]?.slice(0, 4)
  const inspection = counted.length === 0 ? null : {
    score: clamp(100 - counted.reduce((s, d) => s + recencyWeight(d.on, today) * pointsOf(d.scopeSeverity), 0)),
    evidence: `${countOf(counted.length, 'deficiency', 'deficiencies')} in CMS inspections since ${since}: ${[jeopardy && `${jeopardy} immediate jeopardy`, harm && `${harm} actual harm`,
      counted.length - jeopardy - harm && `${counted.length - jeopardy - harm} without actual harm`].filter(Boolean).join(', ')}.`,
  }
  const penalties = e.penalties.filter((p) => recencyWeight(p.on, today) > 0)
  if (penalties.length === 0) return { inspection, incidents: null }
  const fines = penalties.reduce((s, p) => s + recencyWeight(p.on, today) * (p.amount ?? 0), 0)
  const denials = penalties.filter((p) => p.amount === null)
  const loss = Math.min(PENALTY_CAP, (fines / PENALTY_STEP) * 5) + denials.reduce((s, p) => s + recencyWeight(p.on, today) * PAYMENT_DENIAL_POINTS, 0)
  const total = penalties.reduce((s, p) => s + (p.amount ?? 0), 0)
  return {
    inspection,
    incidents: { score: clamp(100 - loss), evidence: `${countOf(penalties.length, 'CMS penalty', 'CMS penalties')} since ${penalties.map((p) => p.on).sort()[0]!.slice(0, 4)}: ${formatPenalty(total)} in fines${denials.length ? `, ${countOf(denials.length, 'payment denial')}` : ''}.` },
  }
}

function fmcsa(e: FmcsaEvidence, today: string): { inspection: ComponentScore | null; incidents: ComponentScore | null } {
  let inspection: ComponentScore | null = null
  const m = e.measures
  if (m) {
    const rates = [
      { label: 'vehicle', rate: oosRate(m.vehicleOos, m.vehicleInspections, MIN_INSPECTIONS), national: e.national.vehicle },
      { label: 'driver', rate: oosRate(m.driverOos, m.driverInspections, MIN_INSPECTIONS), national: e.national.driver },
    ].filter((r): r is { label: string; rate: number; national: number } => r.rate !== null && r.national !== undefined)
    if (rates.length > 0) {
      inspection = {
        score: clamp(100 - rates.reduce((s, r) => s + Math.max(0, r.rate - r.national) * OOS_POINTS_PER_POINT, 0)),
        evidence: `FMCSA roadside inspections, past 24 months: ${rates.map((r) => `${r.label} out-of-service rate ${r.rate.toFixed(1)}% (national ${r.national.toFixed(1)}%)`).join(', ')}.`,
      }
    }
  }
  const crashes = e.crashes.filter((c) => recencyWeight(c.on, today) > 0)
  if (crashes.length === 0) return { inspection, incidents: null }
  const by = (s: string) => crashes.filter((c) => c.severity === s).length
  return {
    inspection,
    incidents: {
      score: clamp(100 - crashes.reduce((s, c) => s + recencyWeight(c.on, today) * (CRASH_POINTS[c.severity] ?? CRASH_POINTS.other!), 0)),
      evidence: `${countOf(crashes.length, 'crash', 'crashes')} in FMCSA's records since ${crashes.map((c) => c.on).sort()[0]!.slice(0, 4)}: ${[by('fatal') && `${by('fatal')} fatal`, by('injury') && `${by('injury')} with injuries`, by('tow-away') && `${by('tow-away')} tow-away`].filter(Boolean).join(', ') || 'none with injuries'}.`,
    },
  }
}

/** The inspection-record and incident-history parts the regulators' records give. */
export function regulatorParts(all: readonly RegulatorEvidence[], today: string): { inspection: ComponentScore[]; incidents: ComponentScore[] } {
  const parts = all.map((e) => (e.source === 'fmcsa' ? fmcsa(e, today) : cms(e, today)))
  return { inspection: parts.flatMap((p) => (p.inspection ? [p.inspection] : [])), incidents: parts.flatMap((p) => (p.incidents ? [p.incidents] : [])) }
}

/** The dates whose recency weights step down with time. */
export const regulatorDates = (all: readonly RegulatorEvidence[]) =>
  all.flatMap((e) => (e.source === 'fmcsa' ? e.crashes.map((c) => c.on) : [...e.deficiencies.map((d) => d.on), ...e.penalties.map((p) => p.on)]))

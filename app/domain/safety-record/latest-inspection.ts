import { longDate } from '~/lib/audit-dates.ts'
import { countOf } from '~/lib/plural.ts'
import type { SourceInspection } from '~/domain/records/score-rule.ts'

// What a card says of a business's latest health or licensing inspection (the safety record's summary).

/** "Health inspection March 3, 2026: 92 of 100 (A)", "Licensing inspection June 1, 2026: 2 deficiencies": the latest of the other sources' inspections. */
export function latestInspectionOf(inspections: readonly SourceInspection[]): string | null {
  const latest = [...inspections].sort((a, b) => a.on.localeCompare(b.on)).at(-1)
  if (!latest) return null
  if (latest.source === 'lives') {
    const score = latest.rawScore !== null ? `: ${latest.rawScore}${latest.scaleMax ? ` of ${latest.scaleMax}` : ''}${latest.band ? ` (${latest.band})` : ''}` : `: ${countOf(latest.findings.length, 'violation')}`
    return `Health inspection ${longDate(latest.on)}${score}`
  }
  return `Licensing inspection ${longDate(latest.on)}: ${latest.findings.length === 0 ? 'no deficiency' : countOf(latest.findings.length, 'deficiency', 'deficiencies')}`
}

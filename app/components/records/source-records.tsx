import { CircleAlert } from '~/components/ui/icons.tsx'
import { longDate } from '~/lib/audit-dates.ts'
import { findingsSummary, type FindingView, type SourceInspectionView, type SourceSection } from '~/domain/records/model.ts'

const DETAIL_LABELS: Record<string, string> = { operation_number: 'Operation number', operation_type: 'Type', total_capacity: 'Capacity', operation_status: 'Status', county: 'County', licensed_to_serve_ages: 'Ages served' }
const STATUS: Record<string, string> = { Y: 'Active', N: 'Not active' }
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')

/** "96 of 100 (Good)", "12 (A), lower is better": a score on its feed's scale, with the legend's band. */
function scoreText(i: SourceInspectionView, s: SourceSection): string {
  if (i.score === null) return ''
  return `${i.score}${s.scaleMax ? ` of ${s.scaleMax}` : ''}${i.band ? ` (${i.band})` : ''}${s.lowerIsBetter ? ', lower is better' : ''}`
}

function corrected(f: FindingView): string {
  if (f.corrected === 'at inspection') return 'Corrected at the inspection'
  if (f.corrected === 'later') return f.correctedOn ? `Corrected ${longDate(f.correctedOn)}` : 'Corrected later'
  if (f.corrected === 'no') return 'Not corrected at the inspection'
  return ''
}

/**
 * The business page's sections for the sources beyond OSHA, one per source with records for the
 * business: "Health inspections" (a LIVES feed: the latest score on the municipality's scale with
 * its legend band, each violation with its code, the history) and "Licensing inspections" (Texas
 * child care: each inspection's deficiencies by risk level, corrected or not, the narrative). The
 * feed's publisher and date stand with the data; nothing else is said.
 */
export function SourceRecords({ sections }: { sections: SourceSection[] }) {
  return (
    <>
      {sections.map((s) => (
        <SourceRecordsSection key={`${s.source}-${s.publisher}-${s.name}`} section={s} />
      ))}
    </>
  )
}

function SourceRecordsSection({ section: s }: { section: SourceSection }) {
  const headingId = `records-${slug(s.source)}-${slug(s.name)}`
  const latest = s.inspections[0]
  const details = Object.entries(s.details).filter(([k]) => DETAIL_LABELS[k])
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-navy">
        {s.heading}
      </h2>
      {latest && (
        <p className="mt-2 font-medium text-slate-800">
          {s.source === 'lives' && latest.score !== null ? `Latest score ${scoreText(latest, s)}, inspected ${longDate(latest.on)}` : `Latest inspection ${longDate(latest.on)}: ${findingsSummary(s.source, latest.findings)}`}
        </p>
      )}
      <p className="mt-1 text-sm text-muted-foreground">
        As recorded: {s.name}, {s.address}
      </p>
      {details.length > 0 && (
        <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {details.map(([k, v]) => (
            <div key={k} className="flex gap-1">
              <dt className="text-muted-foreground">{DETAIL_LABELS[k]}:</dt>
              <dd className="text-slate-800">{k === 'operation_status' ? STATUS[v] ?? v : v}</dd>
            </div>
          ))}
        </dl>
      )}
      {s.legend.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          The scale of {s.publisher}: {[...s.legend].sort((a, b) => b.max - a.max).map((b) => `${b.min}–${b.max} ${b.description}`).join('; ')}
          {s.lowerIsBetter ? ' (lower is better)' : ''}.
        </p>
      )}
      <ul className="mt-3 grid gap-3">
        {s.inspections.map((i) => (
          <li key={i.id} className="rounded-lg border p-3 text-sm">
            <p className="font-medium text-slate-900">
              {[longDate(i.on), i.type && i.type[0]!.toUpperCase() + i.type.slice(1), i.score !== null && `score ${scoreText(i, s)}`, findingsSummary(s.source, i.findings)].filter(Boolean).join(' · ')}
            </p>
            {i.description && <p className="text-slate-700">{i.description}</p>}
            {i.findings.length > 0 && (
              <ul className="mt-2 grid gap-2">
                {i.findings.map((f, n) => (
                  <li key={n} className={`rounded border-l-4 bg-muted/40 px-3 py-2 ${f.severity === 'critical' || f.severity === 'High' ? 'border-red-500' : 'border-amber-400'}`}>
                    <p className="font-medium text-slate-900">
                      {f.severity === 'critical' && (
                        <span className="mr-1 inline-flex items-center gap-1 text-red-800">
                          <CircleAlert className="size-3.5" aria-hidden />
                          Critical ·
                        </span>
                      )}
                      {s.source === 'tx-childcare' && f.severity ? `${f.severity} risk · ` : ''}
                      {f.code ? `${f.code}: ` : ''}
                      {f.description}
                    </p>
                    {corrected(f) && <p className="text-slate-700">{corrected(f)}</p>}
                    {f.narrative && <p className="mt-1 whitespace-pre-line text-slate-700">{f.narrative}</p>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-muted-foreground">
        Source:{' '}
        {s.publisherUrl ? (
          <a href={s.publisherUrl} className="underline underline-offset-2" target="_blank" rel="noopener noreferrer">
            {s.publisher}<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : s.publisher}
        {s.feedDate ? `, ${s.dateLabel} ${longDate(s.feedDate)}` : ''}. Matched to this business by name and address.
      </p>
    </section>
  )
}

/** Where a business created from public records came from, in place of the sample notice. */
export function RecordsOrigin({ origin, className }: { origin: { publisher: string; feedDate: string | null }; className?: string }) {
  return (
    <p role="note" className={`inline-flex items-center gap-1.5 rounded-full border border-sky-200 bg-sky-50 px-3 py-1 text-xs font-medium text-sky-900 ${className ?? ''}`}>
      <CircleAlert className="size-3.5 shrink-0" aria-hidden />
      From public records: {origin.publisher}{origin.feedDate ? `, ${longDate(origin.feedDate)}` : ''}
    </p>
  )
}

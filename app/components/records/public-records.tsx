import { longDate } from '~/lib/audit-dates.ts'
import { formatPenalty, SOURCE_NAME, type BusinessRecords, type InspectionView } from '~/domain/records/model.ts'

const SOURCE_URL = 'https://enforcedata.dol.gov/views/data_catalogs.php'

/**
 * The business page's "Public records": the OSHA inspections matched to the business
 * with their violations, a plain summary, and the source with its publication date. Renders
 * nothing when the imported data says nothing about the business.
 */
export function PublicRecords({ records, headingId }: { records: Omit<BusinessRecords, 'components'>; headingId: string }) {
  if (records.summary === null) return null
  return (
    <section aria-labelledby={headingId} className="rounded-xl border bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold text-navy">
        Public records
      </h2>
      <p className="mt-2 font-medium text-slate-800">{records.summary}</p>
      {records.inspections.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {records.inspections.map((i) => (
            <Inspection key={i.activityNr} inspection={i} />
          ))}
        </ul>
      )}
      <p className="mt-3 text-xs text-muted-foreground">
        Source:{' '}
        <a href={SOURCE_URL} className="underline underline-offset-2" target="_blank" rel="noopener noreferrer">
          {SOURCE_NAME}<span className="sr-only"> (opens in a new tab)</span>
        </a>
        {records.publishedOn ? `, data published ${longDate(records.publishedOn)}` : ''}. Matched to this business by name and address.
        {records.inspections.length > 0 && ' Not this business? Tell us through "Report a problem" below.'}
      </p>
    </section>
  )
}

function Inspection({ inspection: i }: { inspection: InspectionView }) {
  return (
    <li className="rounded-lg border p-3 text-sm">
      <p className="font-medium text-slate-900">
        Inspection opened {longDate(i.openedOn)} · {i.type} · {i.scope} scope · {i.status}
        {i.closedOn ? ` ${longDate(i.closedOn)}` : ''}
      </p>
      <p className="text-xs text-muted-foreground">OSHA activity {i.activityNr}</p>
      {i.violations.length === 0 ? (
        <p className="mt-1 text-slate-700">No violations cited.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {i.violations.map((v) => (
            <li key={v.citationId} className="rounded border-l-4 border-amber-400 bg-muted/40 px-3 py-2">
              <p className="font-medium text-slate-900">
                {v.kind} violation · standard {v.standard || 'not stated'} · penalty {formatPenalty(v.penaltyIssued)}
                {v.penaltyCurrent < v.penaltyIssued ? ` (reduced to ${formatPenalty(v.penaltyCurrent)} on contest)` : ''}
              </p>
              <p className="text-slate-700">
                {[
                  v.issuedOn && `Cited ${longDate(v.issuedOn)}`,
                  v.abateBy && `to be corrected by ${longDate(v.abateBy)}`,
                  v.contestedOn && `contested ${longDate(v.contestedOn)}`,
                  v.finalOrderOn && `final order ${longDate(v.finalOrderOn)}`,
                ].filter(Boolean).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}

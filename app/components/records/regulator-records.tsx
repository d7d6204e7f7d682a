import { longDate } from '~/lib/audit-dates.ts'
import { countOf } from '~/lib/plural.ts'
import { formatPenalty } from '~/domain/records/model.ts'
import { BASICS, deficiencySummary, isHarm, oosRate, scopeSeverityWords, STAR_LABELS, type RegulatorSection } from '~/domain/records/regulator-model.ts'

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-')
const CARD = 'rounded-xl border bg-white p-6 shadow-sm'
const num = (v: string | undefined) => Number(v ?? 0) || 0

/** "Not in the publisher's files since November 1, 2026; kept from earlier files": a record a rolling window dropped. */
function Gone({ on, publisher }: { on: string | null; publisher: string }) {
  if (!on) return null
  return <p className="text-xs text-muted-foreground">Not in the files of {publisher} since {longDate(on)}; kept from earlier files.</p>
}

function SourceLine({ s }: { s: RegulatorSection }) {
  return (
    <p className="mt-3 text-xs text-muted-foreground">
      Source:{' '}
      <a href={s.publisherUrl} className="underline underline-offset-2" target="_blank" rel="noopener noreferrer">
        {s.publisher}<span className="sr-only"> (opens in a new tab)</span>
      </a>
      {s.feedDate ? `, ${s.dateLabel} ${longDate(s.feedDate)}` : ''}. Matched to this business by name and address.
    </p>
  )
}

/**
 * "CMS inspections": the nursing home's star ratings, each inspection's deficiencies with their
 * scope and severity in words (G–L: actual harm or worse) and correction dates, and its penalties;
 * records CMS's three-year window has dropped stay, marked by their dates.
 */
function CmsSection({ s }: { s: RegulatorSection }) {
  const headingId = `records-${slug(s.source)}-${slug(s.id)}`
  const stars = Object.entries(STAR_LABELS).filter(([k]) => s.details[k])
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-bold text-navy">{s.heading}</h2>
      {stars.length > 0 && (
        <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {stars.map(([k, label]) => (
            <div key={k} className="flex gap-1">
              <dt className="text-muted-foreground">{label}:</dt>
              <dd className="font-medium text-slate-900">{s.details[k]} of 5 stars</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="mt-1 text-sm text-muted-foreground">As recorded: {s.name}, {s.address} · CCN {s.id}</p>
      <Gone on={s.goneOn} publisher={s.publisher} />
      <ul className="mt-3 grid gap-3">
        {s.surveys.map((v) => (
          <li key={v.id} className="rounded-lg border p-3 text-sm">
            <p className="font-medium text-slate-900">{longDate(v.on)} · {v.kind} · {deficiencySummary(v.deficiencies)}</p>
            <ul className="mt-2 grid gap-2">
              {v.deficiencies.map((d) => (
                <li key={d.code} className={`rounded border-l-4 bg-muted/40 px-3 py-2 ${isHarm(d.scopeSeverity) ? 'border-red-500' : 'border-amber-400'}`}>
                  <p className="font-medium text-slate-900">{d.code}: {d.description}</p>
                  <p className="text-slate-700">Scope and severity {d.scopeSeverity}: {scopeSeverityWords(d.scopeSeverity)}{isHarm(d.scopeSeverity) ? ' (actual harm or worse)' : ''}</p>
                  <p className="text-slate-700">{d.correctedOn ? `Corrected ${longDate(d.correctedOn)}` : d.status || 'No correction date'}</p>
                  <Gone on={d.goneOn} publisher={s.publisher} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {s.penalties.length > 0 && (
        <>
          <h3 className="mt-4 font-semibold text-slate-900">Penalties</h3>
          <ul className="mt-2 grid gap-2 text-sm">
            {s.penalties.map((p) => (
              <li key={`${p.on}-${p.kind}`} className="rounded-lg border p-3">
                <p className="font-medium text-slate-900">
                  {longDate(p.on)} · {p.kind}{p.amount !== null ? ` of ${formatPenalty(p.amount)}` : ''}{p.description ? ` ${p.description.replace(/\d{4}-\d{2}-\d{2}/, (d) => longDate(d))}` : ''}
                </p>
                <Gone on={p.goneOn} publisher={s.publisher} />
              </li>
            ))}
          </ul>
        </>
      )}
      <SourceLine s={s} />
    </section>
  )
}

/** "12.5% (national average 22.3%)" */
function rateAgainst(rate: number | null, national: number | undefined): string {
  if (rate === null) return 'no inspections'
  return `${rate.toFixed(1)}%${national !== undefined ? ` (national average ${national.toFixed(1)}%)` : ''}`
}

/**
 * "FMCSA safety record": the carrier's USDOT number, its 24 months of roadside inspections with
 * the driver and vehicle out-of-service rates against the national averages, the BASICs, and its
 * crashes; crashes the 24 months have dropped stay, marked by their dates.
 */
function FmcsaSection({ s }: { s: RegulatorSection }) {
  const headingId = `records-${slug(s.source)}-${slug(s.id)}`
  const m = s.measures
  const basics = m ? Object.entries(BASICS).filter(([k]) => m[`${k}_measure`] !== undefined || m[`${k}_insp_w_viol`] !== undefined) : []
  return (
    <section aria-labelledby={headingId} className={CARD}>
      <h2 id={headingId} className="text-xl font-bold text-navy">{s.heading}</h2>
      <p className="mt-2 font-medium text-slate-800">USDOT number {s.id}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        As recorded: {s.details.legal_name && s.details.legal_name !== s.name ? `${s.name} (${s.details.legal_name})` : s.name}, {s.address}
        {s.details.nbr_power_unit ? ` · ${countOf(num(s.details.nbr_power_unit), 'power unit')}` : ''}{s.details.driver_total ? ` · ${countOf(num(s.details.driver_total), 'driver')}` : ''}
      </p>
      <Gone on={s.goneOn} publisher={s.publisher} />
      {m ? (
        <div className="mt-3 text-sm">
          <p className="font-medium text-slate-900">{countOf(num(m.insp_total), 'roadside inspection')} in the past 24 months</p>
          <ul className="mt-1 grid gap-0.5 text-slate-700">
            <li>Vehicle out-of-service rate: {rateAgainst(oosRate(num(m.vehicle_oos_insp_total), num(m.vehicle_insp_total)), s.national.vehicle)} of {countOf(num(m.vehicle_insp_total), 'vehicle inspection')}</li>
            <li>Driver out-of-service rate: {rateAgainst(oosRate(num(m.driver_oos_insp_total), num(m.driver_insp_total)), s.national.driver)} of {countOf(num(m.driver_insp_total), 'driver inspection')}</li>
          </ul>
          {basics.length > 0 && (
            <ul className="mt-2 grid gap-0.5 text-slate-700">
              {basics.map(([k, label]) => (
                <li key={k}>
                  {label}: {countOf(num(m[`${k}_insp_w_viol`]), 'inspection')} with a violation{m[`${k}_measure`] ? `, measure ${m[`${k}_measure`]}` : ''}
                  {m[`${k}_ac`] === 'Y' ? ' · acute or critical violation found in an investigation' : ''}
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">No roadside inspection measures in the latest files.</p>
      )}
      <h3 className="mt-4 font-semibold text-slate-900">Crashes</h3>
      {s.crashes.length === 0 ? (
        <p className="text-sm text-slate-700">No crash on record.</p>
      ) : (
        <ul className="mt-2 grid gap-2 text-sm">
          {s.crashes.map((c) => (
            <li key={c.report} className={`rounded border-l-4 bg-muted/40 px-3 py-2 ${c.severity === 'fatal' ? 'border-red-500' : 'border-amber-400'}`}>
              <p className="font-medium text-slate-900">{longDate(c.on)} · {c.description}</p>
              <p className="text-xs text-muted-foreground">Report {c.report}</p>
              <Gone on={c.goneOn} publisher={s.publisher} />
            </li>
          ))}
        </ul>
      )}
      <SourceLine s={s} />
    </section>
  )
}

export function RegulatorRecords({ sections }: { sections: RegulatorSection[] }) {
  return (
    <>
      {sections.map((s) => (s.source === 'cms-nursing-homes' ? <CmsSection key={`${s.source}-${s.id}`} s={s} /> : <FmcsaSection key={`${s.source}-${s.id}`} s={s} />))}
    </>
  )
}

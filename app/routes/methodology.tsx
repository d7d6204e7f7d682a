import { Link } from 'react-router'
import { SafetyScore } from '~/components/directory/safety-score.tsx'
import { BADGE_LABELS } from '~/lib/categories.ts'
import { SCORE_BANDS, SCORE_COMPONENTS } from '~/lib/score-model.ts'
import { RecordsRule } from '~/components/records/records-rule.tsx'
import type { Route } from './+types/methodology'
import type { PageHandle } from '~/lib/page-cache-policy.ts'

export const handle = { cache: { params: [] } } satisfies PageHandle

export const meta: Route.MetaFunction = () => [
  { title: 'How We Score Safety: Our Methodology | Safest' },
  {
    name: 'description',
    content:
      'How a Safest safety score is made: five audited components (inspection record, certifications, incident history, staff training, years without violations), their weights, the evidence behind them and the color bands.',
  },
]

const BAND_EXAMPLES = [97, 92, 85, 72]

export default function Methodology() {
  return (
    <div className="bg-muted/40">
      <header className="bg-gradient-to-br from-navy to-primary px-4 py-14 text-white sm:px-6">
        <div className="mx-auto max-w-4xl">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">How we score safety</h1>
          <p className="mt-3 max-w-2xl text-lg text-blue-100">
            Every Safest score is built from evidence you can read: five audited components, each with its weight, its
            score and the record behind it. No bare numbers.
          </p>
        </div>
      </header>
      <div className="mx-auto grid max-w-4xl gap-8 px-4 py-12 sm:px-6">
        <section aria-labelledby="model-heading" className="rounded-xl border bg-white p-6 shadow-sm">
          <h2 id="model-heading" className="text-2xl font-bold text-navy">
            The model
          </h2>
          <p className="mt-2 text-slate-700">
            An auditor scores each component from 0 to 100 and records the evidence: the inspection report, the badge
            issuer's confirmation, the incident log, the training records. The safety score is the weighted average of the
            five components, rounded to a whole number:
          </p>
          <p className="mt-3 rounded-lg bg-muted p-3 font-mono text-sm text-slate-800">
            safety score = {SCORE_COMPONENTS.map((c) => `${c.weight}% × ${c.label.toLowerCase()}`).join(' + ')}
          </p>
          <table className="mt-6 w-full text-left text-sm">
            <caption className="sr-only">Score components and their weights</caption>
            <thead>
              <tr className="border-b text-muted-foreground max-sm:hidden">
                <th scope="col" className="py-2 pr-4 font-medium">
                  Component
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Weight
                </th>
                <th scope="col" className="py-2 font-medium">
                  What it measures
                </th>
              </tr>
            </thead>
            <tbody>
              {SCORE_COMPONENTS.map((c) => (
                <tr key={c.key} className="border-b align-top last:border-0 max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:py-2">
                  <th scope="row" className="py-3 pr-4 font-semibold text-navy max-sm:py-1">
                    {c.label}
                  </th>
                  <td className="py-3 pr-4 tabular-nums max-sm:py-1 max-sm:pr-0 max-sm:text-right">
                    {c.weight}%<span className="sm:hidden"> weight</span>
                  </td>
                  <td className="py-3 text-slate-700 max-sm:col-span-2 max-sm:pt-0">{c.explains}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>

        <RecordsRule />

        <section aria-labelledby="bands-heading" className="rounded-xl border bg-white p-6 shadow-sm">
          <h2 id="bands-heading" className="text-2xl font-bold text-navy">
            Color bands
          </h2>
          <p className="mt-2 text-slate-700">The color of a score tells you where it falls at a glance.</p>
          <ul className="mt-4 grid gap-3">
            {SCORE_BANDS.map((band, i) => (
              <li key={band.label} className="flex items-center gap-4">
                <SafetyScore score={BAND_EXAMPLES[i]!} className="w-20 justify-center" />
                <span>
                  <span className="font-semibold text-navy">{band.label}</span>
                  <span className="text-slate-700">: {band.meaning}</span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="badges-heading" className="rounded-xl border bg-white p-6 shadow-sm">
          <h2 id="badges-heading" className="text-2xl font-bold text-navy">
            Badges and their evidence
          </h2>
          <p className="mt-2 text-slate-700">
            A badge ({Object.values(BADGE_LABELS).join(', ')}) is shown only with its evidence: who issued it, when we
            checked it with the issuer, and when it expires. An expired badge stays visible on the business's page, marked
            expired, but it no longer counts: it is not shown on cards and does not match the certification filters.
          </p>
        </section>

        <section aria-labelledby="audit-heading" className="rounded-xl border bg-white p-6 shadow-sm">
          <h2 id="audit-heading" className="text-2xl font-bold text-navy">
            Audits and updates
          </h2>
          <p className="mt-2 text-slate-700">
            Each card shows when its business was last audited ("audited March 2025"). Businesses are re-audited at least
            once a year and whenever a badge lapses or an incident is reported. A business without an audit shows "Not
            audited yet". Businesses cannot pay for a higher score:{' '}
            <Link to="/badge" className="font-medium text-primary underline-offset-4 hover:underline">
              the badge program
            </Link>{' '}
            is free, and every listing goes through the same audit.
          </p>
          <p className="mt-3">
            <Link to="/city" className="font-medium text-primary underline-offset-4 hover:underline">
              Browse the directory
            </Link>
          </p>
        </section>
      </div>
    </div>
  )
}

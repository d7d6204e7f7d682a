import { Link } from 'react-router'
import { SafetyScore } from '~/components/directory/safety-score.tsx'
import { BADGE_LABELS } from '~/lib/categories.ts'
import { SCORE_BANDS, SCORE_COMPONENTS } from '~/lib/score-model.ts'
import { RecordsRule, RegulatorRecordsRule, SourceRecordsRule } from '~/components/records/records-rule.tsx'
import type { Route } from './+types/methodology'
import type { PageHandle } from '~/lib/page-cache-policy.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'
import { SideBySideTable } from '~/components/ui/side-by-side-table.tsx'

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
      <div className="mx-auto grid max-w-4xl grid-cols-1 gap-8 px-4 py-12 sm:px-6">
        <TitledSection id="model-heading" title="The model" card size="2xl">
          <p className="mt-2 text-slate-700">
            An auditor scores each component from 0 to 100 and records the evidence: the inspection report, the badge
            issuer's confirmation, the incident log, the training records. The safety score is the weighted average of the
            five components, rounded to a whole number:
          </p>
          <p className="mt-3 rounded-lg bg-muted p-3 font-mono text-sm text-slate-800">
            safety score = {SCORE_COMPONENTS.map((c) => `${c.weight}% × ${c.label.toLowerCase()}`).join(' + ')}
          </p>
          <div className="relative mt-6 overflow-x-auto" tabIndex={0} role="region" aria-label="Score components and their weights">
            <SideBySideTable
              caption="Score components and their weights"
              corner="Component"
              columns={[
                { key: 'weight', head: 'Weight' },
                { key: 'explains', head: 'What it measures' },
              ]}
              rows={SCORE_COMPONENTS.map((c) => ({ label: c.label, cells: [<span className="tabular-nums">{c.weight}%</span>, c.explains] }))}
            />
          </div>
        </TitledSection>

        <RecordsRule />
        <SourceRecordsRule />
        <RegulatorRecordsRule />

        <TitledSection id="bands-heading" title="Color bands" card size="2xl">
          <p className="mt-2 text-slate-700">The color of a score tells you where it falls at a glance.</p>
          <ul className="mt-4 grid grid-cols-1 gap-3">
            {SCORE_BANDS.map((band, i) => (
              <li key={band.label} className="flex items-center gap-4">
                <SafetyScore score={BAND_EXAMPLES[i]!} className="w-20 justify-center" />
                <span>
                  <span className="font-semibold text-navy">{band.range}: {band.label}</span>
                  <span className="text-slate-700">: {band.meaning}</span>
                </span>
              </li>
            ))}
          </ul>
        </TitledSection>

        <TitledSection id="badges-heading" title="Badges and their evidence" card size="2xl">
          <p className="mt-2 text-slate-700">
            A badge ({Object.values(BADGE_LABELS).join(', ')}) is shown only with its evidence: who issued it, when we
            checked it with the issuer, and when it expires. An expired badge stays visible on the business's page, marked
            expired, but it no longer counts: it is not shown on cards and does not match the certification filters.
          </p>
        </TitledSection>

        <TitledSection id="claims-heading" title="What the records can overrule" card size="2xl">
          <ul className="mt-2 grid list-disc gap-2 pl-5 text-slate-700">
            <li>
              Years without violations count from the latest cited violation on record: when public records show one inside
              the clean years an audit found, the records' count replaces the audit's, and it grows by one each year.
            </li>
            <li>
              OSHA Compliant is not shown while OSHA's records hold a serious, willful or repeat violation cited in the past three
              years; the business's page says which and when.
            </li>
            <li>
              A business Safest has not audited but whose public records we hold is scored from them alone: the mean of the
              inspection, incident and clean-years components they supply, marked "Scored from public records".
            </li>
          </ul>
        </TitledSection>

        <TitledSection id="audit-heading" title="Audits and updates" card size="2xl">
          <p className="mt-2 text-slate-700">
            Each card shows when its business was last audited ("audited March 2025"). Businesses are re-audited at least
            once a year and whenever a badge lapses or an incident is reported. A business without an audit shows "Not
            yet audited"; one audited for a badge only shows that audit ("Audited December 2026 for Child Safe") and gets
            its score at its first full audit. Businesses cannot pay for a higher score:{' '}
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
        </TitledSection>
      </div>
    </div>
  )
}

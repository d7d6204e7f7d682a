import { CORRECTED_AT_INSPECTION_SHARE, HEALTH_CRITICAL_WITH_SCORE, HEALTH_FINDING_POINTS, HORIZON_YEARS, INCIDENT_POINTS, PENALTY_CAP, PENALTY_STEP, RISK_POINTS, VIOLATION_POINTS } from '~/domain/records/score-rule.ts'
import { formatPenalty } from '~/domain/records/model.ts'
import { CRASH_POINTS, MIN_INSPECTIONS, OOS_POINTS_PER_POINT, PAYMENT_DENIAL_POINTS, SEVERITY_POINTS } from '~/domain/records/regulator-rule.ts'
import { TitledSection } from '~/components/ui/titled-section.tsx'

/** /methodology: the rule by which matched OSHA records score two components (decision 037), from the rule's own numbers. */
export function RecordsRule() {
  return (
    <TitledSection id="records-rule-heading" title="Public records: OSHA inspections" card size="2xl">
      <p className="mt-2 text-slate-700">
        Where the U.S. Department of Labor&apos;s OSHA enforcement data names a business (matched by its name without legal suffixes, its street address and its ZIP
        code; uncertain matches are checked by hand), the records, not the audit, score the <strong>Inspection record</strong> and <strong>Incident history</strong>{' '}
        components. The audit still supplies the other three.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>
          Recent records weigh more: a record counts in full within a year of the inspection, three quarters within three years, half within five, a quarter within{' '}
          {HORIZON_YEARS}, and not at all after that.
        </li>
        <li>
          Inspection record starts at 100 and loses, per violation cited, {VIOLATION_POINTS.W} points for a willful one, {VIOLATION_POINTS.R} for a repeat, {VIOLATION_POINTS.S}{' '}
          for a serious one and {VIOLATION_POINTS.O} for any other, times its weight.
        </li>
        <li>
          Incident history starts at 100 and loses {INCIDENT_POINTS.accident} points per accident or fatality investigation, {INCIDENT_POINTS.complaint} per complaint
          inspection that led to citations, and 5 points per {formatPenalty(PENALTY_STEP)} of penalties (at most {PENALTY_CAP}), each times its weight.
        </li>
        <li>Penalties count as issued: a penalty reduced after the employer contested it counts at its original amount.</li>
      </ul>
    </TitledSection>
  )
}

/** /methodology: the rule by which health inspections (LIVES) and child care licensing inspections (Texas) score the inspection record (decision 047). */
export function SourceRecordsRule() {
  return (
    <TitledSection id="source-records-rule-heading" title="Public records: health and licensing inspections" card size="2xl">
      <p className="mt-2 text-slate-700">
        Where a municipality&apos;s restaurant inspections (published in the LIVES format) or Texas&apos;s child care licensing records name a business (matched like OSHA&apos;s,
        and by the two points when the records give one), they score the <strong>Inspection record</strong> component, with the same recency weights as OSHA&apos;s: in full
        within a year, three quarters within three, half within five, a quarter within {HORIZON_YEARS} years. A business with records and no audit is scored from its records
        alone. When several sources score the inspection record, the lowest counts.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>
          Health inspections: the recency-weighted average of the inspections&apos; scores (on the municipality&apos;s scale turned to 0–100, higher better), less{' '}
          {HEALTH_CRITICAL_WITH_SCORE} points per critical violation; inspections without a score start at 100 and lose {HEALTH_FINDING_POINTS.critical} points per critical violation
          and {HEALTH_FINDING_POINTS.other} per other one. Each times its weight.
        </li>
        <li>
          Licensing inspections start at 100 and lose, per deficiency cited, by the standard&apos;s risk level:{' '}
          {Object.entries(RISK_POINTS).map(([level, points]) => `${points} for ${level.toLowerCase()}`).join(', ')}, times its weight. A deficiency corrected at the inspection
          counts {CORRECTED_AT_INSPECTION_SHARE * 100}%.
        </li>
        <li>The records are shown as published, with the publisher and the date of the data; nothing is added to them.</li>
      </ul>
    </TitledSection>
  )
}

/** /methodology: the rule by which CMS's nursing home inspections and FMCSA's carrier records score two components (decision 048). */
export function RegulatorRecordsRule() {
  return (
    <TitledSection id="regulator-records-rule-heading" title="Public records: CMS nursing home inspections and FMCSA carrier safety" card size="2xl">
      <p className="mt-2 text-slate-700">
        Where CMS&apos;s Care Compare files name a nursing home, or FMCSA&apos;s files a motor carrier (matched like OSHA&apos;s), they score the{' '}
        <strong>Inspection record</strong> and <strong>Incident history</strong> components with OSHA&apos;s recency weights. When several sources score a component, the
        lowest counts. Their files hold only recent years (CMS three, FMCSA 24 months): records a newer file no longer holds stay in the history, marked with the date of
        the first file without them, and keep counting until their weight is spent.
      </p>
      <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700">
        <li>
          CMS inspections: the inspection record starts at 100 and loses, per deficiency, by its scope and severity: {SEVERITY_POINTS.ABC} point for A–C (potential for
          minimal harm), {SEVERITY_POINTS.DEF} for D–F (potential for more than minimal harm), {SEVERITY_POINTS.GHI} for G–I (actual harm) and {SEVERITY_POINTS.JKL} for
          J–L (immediate jeopardy), times its weight. Incident history loses 5 points per {formatPenalty(PENALTY_STEP)} of fines (at most {PENALTY_CAP}) and{' '}
          {PAYMENT_DENIAL_POINTS} per payment denial, times its weight.
        </li>
        <li>
          FMCSA: the inspection record starts at 100 and loses {OOS_POINTS_PER_POINT} points per percentage point the carrier&apos;s vehicle or driver out-of-service rate
          (its past 24 months of roadside inspections) is above the national average, the rate of all carriers in FMCSA&apos;s file; a rate over fewer than{' '}
          {MIN_INSPECTIONS} inspections does not count. Incident history loses, per crash, {CRASH_POINTS.fatal} points for a fatal one, {CRASH_POINTS.injury} for one with
          injuries, {CRASH_POINTS['tow-away']} for a tow-away and {CRASH_POINTS.other} for any other, times its weight.
        </li>
      </ul>
    </TitledSection>
  )
}

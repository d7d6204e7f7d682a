import type { Selectable } from 'kysely'
import type { OshaInspectionsTable, OshaViolationsTable } from '~/lib/db-schema-records.ts'
import { nameKey, streetKey, zip5 } from '~/domain/records/match.ts'
import { cell, isoDate, type Parsed, type Raw } from '~/domain/records/sources/source.ts'

// One row of the DOL's inspection or violation CSV → the columns we keep, or why it is malformed.

export type { Parsed }

function money(value: string): number | undefined {
  const v = value.trim().replace(/[$,]/g, '')
  if (v === '') return 0
  const n = Number(v)
  return Number.isFinite(n) && n >= 0 && n < 1e10 ? n : undefined
}

/** An inspection's columns as the import writes them (its match is the matcher's). */
export type InspectionRow = Omit<Selectable<OshaInspectionsTable>, 'match_status' | 'business_id' | 'match_confidence' | 'updated_at'>

export function inspectionRow(raw: Raw): Parsed<InspectionRow> {
  const activity = cell(raw, 'activity_nr')
  if (!/^\d{1,12}$/.test(activity)) return { ok: false, reason: activity ? `activity_nr "${activity.slice(0, 20)}" is not a number` : 'activity_nr is missing' }
  const name = cell(raw, 'estab_name')
  if (!name) return { ok: false, reason: 'estab_name is missing' }
  const open = isoDate(cell(raw, 'open_date'))
  if (!open) return { ok: false, reason: `open_date "${cell(raw, 'open_date', 20)}" is not a date` }
  const close = isoDate(cell(raw, 'close_case_date'))
  if (close === undefined) return { ok: false, reason: `close_case_date "${cell(raw, 'close_case_date', 20)}" is not a date` }
  const state = cell(raw, 'site_state').toUpperCase()
  if (state && !/^[A-Z]{2}$/.test(state)) return { ok: false, reason: `site_state "${state.slice(0, 10)}" is not a state` }
  const naics = cell(raw, 'naics_code', 6)
  const address = cell(raw, 'site_address')
  const zip = cell(raw, 'site_zip', 10)
  return {
    ok: true,
    row: {
      activity_nr: activity, estab_name: name, site_address: address, site_city: cell(raw, 'site_city', 80), site_state: state, site_zip: zip,
      naics_code: naics, naics_sector: /^\d{2}/.test(naics) ? Number(naics.slice(0, 2)) : null,
      insp_type: cell(raw, 'insp_type', 1).toUpperCase(), insp_scope: cell(raw, 'insp_scope', 1).toUpperCase(),
      open_date: open, close_case_date: close, load_dt: isoDate(cell(raw, 'load_dt')) ?? null,
      name_key: nameKey(name), street_key: streetKey(address), zip5: zip5(zip),
    },
  }
}

/** A violation's columns, whether the DOL deleted it, and its load date (the data's publication). */
export type ViolationRow = Selectable<OshaViolationsTable> & { deleted: boolean; load_dt: string | null }

export function violationRow(raw: Raw): Parsed<ViolationRow> {
  const activity = cell(raw, 'activity_nr')
  if (!/^\d{1,12}$/.test(activity)) return { ok: false, reason: activity ? `activity_nr "${activity.slice(0, 20)}" is not a number` : 'activity_nr is missing' }
  const citation = cell(raw, 'citation_id')
  if (!/^[A-Za-z0-9]{1,10}$/.test(citation)) return { ok: false, reason: citation ? `citation_id "${citation.slice(0, 20)}" is not an id` : 'citation_id is missing' }
  const dates: Record<string, string | null> = {}
  for (const key of ['issuance_date', 'abate_date', 'contest_date', 'final_order_date']) {
    const d = isoDate(cell(raw, key))
    if (d === undefined) return { ok: false, reason: `${key} "${cell(raw, key, 20)}" is not a date` }
    dates[key] = d
  }
  const initial = money(cell(raw, 'initial_penalty'))
  const current = money(cell(raw, 'current_penalty'))
  if (initial === undefined || current === undefined) return { ok: false, reason: 'a penalty is not an amount' }
  const type = cell(raw, 'viol_type', 1).toUpperCase()
  return {
    ok: true,
    row: {
      activity_nr: activity, citation_id: citation, standard: cell(raw, 'standard', 40), viol_type: type,
      issuance_date: dates.issuance_date!, abate_date: dates.abate_date!, contest_date: dates.contest_date!, final_order_date: dates.final_order_date!,
      initial_penalty: initial, current_penalty: current, gravity: cell(raw, 'gravity', 4), deleted: cell(raw, 'delete_flag') !== '', load_dt: isoDate(cell(raw, 'load_dt')) ?? null,
    },
  }
}

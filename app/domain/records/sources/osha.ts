import { SOURCE_LABELS } from './ids.ts'
import { inspectionRow, violationRow, type InspectionRow, type ViolationRow } from './osha-rows.ts'
import { writeInspections, writeViolations } from './osha-writes.server.ts'
import { OSHA_TARGET } from '../match-records.server.ts'
import { SOURCE_NAME } from '../model.ts'
import { anyRows, type RecordSource, type SourceFile } from './source.ts'

// The U.S. Department of Labor's OSHA enforcement data: the inspection and violation
// tables, each inspection naming its own site (so inspections are what is matched).

const inspections: SourceFile<InspectionRow> = {
  key: 'inspections',
  name: 'the inspection table (osha_inspection.csv)',
  matches: (name) => /inspection/i.test(name),
  required: true,
  columns: ['activity_nr', 'estab_name', 'site_address', 'site_zip', 'open_date'],
  rows: { parse: inspectionRow, write: (db, rows) => writeInspections(db, rows), dateOf: (r) => r.load_dt },
}

const violations: SourceFile<ViolationRow> = {
  key: 'violations',
  name: 'the violation table (osha_violation.csv)',
  matches: (name) => /violation/i.test(name),
  required: true,
  columns: ['activity_nr', 'citation_id', 'viol_type', 'initial_penalty', 'current_penalty'],
  rows: { parse: violationRow, write: (db, rows) => writeViolations(db, rows), dateOf: (r) => r.load_dt },
}

export const OSHA: RecordSource = {
  id: 'osha',
  label: SOURCE_LABELS.osha,
  section: 'Public records',
  category: null,
  publisher: SOURCE_NAME,
  publisherUrl: 'https://enforcedata.dol.gov/views/data_catalogs.php',
  dateLabel: 'data published',
  files: [anyRows(inspections), anyRows(violations)],
  match: OSHA_TARGET,
}

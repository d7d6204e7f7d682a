import { sql, type Kysely } from 'kysely'

// Public records at scale (1,000,000 businesses): matching reads the businesses of a page of inspections
// by ZIP code through an index on the ZIP code ending their address (the same expression as
// BUSINESS_ZIP in app/domain/admin/records/match-inspections.server.ts), instead of holding every
// business in memory; the inspections are read in ZIP code order, so each business is read about
// once per run. The Public records tab lists the rejected matches, latest first, to reopen them.
export async function up(db: Kysely<any>): Promise<void> {
  // Building the index reads every business: no statement limit for this transaction.
  await sql`set local statement_timeout = 0`.execute(db)
  await sql`create index businesses_zip_idx on businesses ((substring(address from '([0-9]{5})(-[0-9]{4})?\\s*$')))`.execute(db)
  // Statistics of the indexed expression, or the planner guesses a ZIP code holds 0.5 % of the
  // businesses and reads the whole table for a page's few hundred ZIP codes.
  await sql`analyze businesses`.execute(db)
  await sql`drop index osha_inspections_zip_idx`.execute(db)
  await sql`create index osha_inspections_zip_idx on osha_inspections (zip5, activity_nr)`.execute(db)
  await sql`create index osha_inspections_rejected_idx on osha_inspections (updated_at desc) where match_status = 'rejected'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index osha_inspections_rejected_idx`.execute(db)
  await sql`drop index osha_inspections_zip_idx`.execute(db)
  await sql`create index osha_inspections_zip_idx on osha_inspections (zip5)`.execute(db)
  await sql`drop index businesses_zip_idx`.execute(db)
}

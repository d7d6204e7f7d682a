import { sql, type Kysely } from 'kysely'

// History a rolling window would lose (decision 048): a publisher's files hold only their last
// years (CMS's nursing home files three, FMCSA's measures 24 months), so a row a newer file no
// longer holds is kept, marked with the date of the first files without it (gone_on), and comes
// back unmarked if a later file holds it again. An import keeps the keys it read
// (record_import_seen) until it is done, so what it did not read can be told apart, and counts
// what went (gone). Feeds keep figures computed from all their rows (FMCSA's national
// out-of-service rates); inspections keep their measures (details); findings their amount (a
// nursing home's fine).
const statements = [
  sql`alter table record_establishments add column gone_on text`,
  sql`alter table record_inspections add column gone_on text, add column details jsonb not null default '{}'::jsonb`,
  sql`alter table record_findings add column gone_on text, add column amount numeric(12, 2)`,
  sql`alter table record_feeds add column averages jsonb not null default '{}'::jsonb`,
  sql`alter table record_imports add column gone integer not null default 0`,
  sql`create table record_import_seen (
    import_id uuid not null references record_imports(id) on delete cascade,
    kind text not null,
    key text not null,
    primary key (import_id, kind, key)
  )`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table record_import_seen`.execute(db)
  await sql`alter table record_imports drop column gone`.execute(db)
  await sql`alter table record_feeds drop column averages`.execute(db)
  await sql`alter table record_findings drop column gone_on, drop column amount`.execute(db)
  await sql`alter table record_inspections drop column gone_on, drop column details`.execute(db)
  await sql`alter table record_establishments drop column gone_on`.execute(db)
}

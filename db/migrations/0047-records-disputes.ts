import { sql, type Kysely } from 'kysely'

// Decision 040: an owner disputes a match through "Report a problem" ("These public
// records are not this business"), and the businesses to match again are queued by the database
// itself: a trigger queues every business created, or whose name or address changes, whatever
// wrote it (admin form, CSV import with its own dates, submission approval, seed), so no write is
// missed by a long transaction or a date set in the past, as an `updated_at` watermark could.
const KINDS = "'closed','wrong-contact','wrong-address','safety','other'"
const TRANSITION_TABLES = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows' }

const statements = [
  sql`alter table problem_reports drop constraint problem_reports_kind_check`,
  sql`alter table problem_reports add constraint problem_reports_kind_check check (kind in (${sql.raw(KINDS)},'records'))`,
  sql`create sequence record_match_queue_seq`,
  // `due` changes each time the business is queued again, so the matcher removes only what it handled.
  sql`create table record_match_queue (
    business_id uuid primary key references businesses(id) on delete cascade,
    due bigint not null default nextval('record_match_queue_seq')
  )`,
  sql`create index record_match_queue_due_idx on record_match_queue (due)`,
  sql`create function businesses_queue_record_match() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into record_match_queue (business_id) select id from new_rows
        on conflict (business_id) do update set due = nextval('record_match_queue_seq');
    else
      insert into record_match_queue (business_id)
        select n.id from new_rows n join old_rows o on o.id = n.id where (n.name, n.address) is distinct from (o.name, o.address)
        on conflict (business_id) do update set due = nextval('record_match_queue_seq');
    end if;
    return null;
  end $$`,
  // Statement-level (one insert however many rows: bulk imports stay fast), so one trigger per event.
  ...Object.entries(TRANSITION_TABLES).map(([event, tables]) =>
    sql`create trigger ${sql.raw(`businesses_record_match_${event}`)} after ${sql.raw(event)} on businesses
      referencing ${sql.raw(tables)} for each statement execute function businesses_queue_record_match()`),
  // What the watermark of migration 0044 had not reached yet is queued, then the watermark goes.
  sql`insert into record_match_queue (business_id)
    select b.id from businesses b, record_match_runs r where b.updated_at > r.businesses_through on conflict do nothing`,
  sql`drop table record_match_runs`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create table record_match_runs (id smallint primary key default 1 check (id = 1), businesses_through timestamptz not null)`.execute(db)
  await sql`drop trigger if exists businesses_record_match_update on businesses`.execute(db)
  await sql`drop trigger if exists businesses_record_match_insert on businesses`.execute(db)
  await sql`drop function if exists businesses_queue_record_match()`.execute(db)
  await sql`drop table if exists record_match_queue`.execute(db)
  await sql`drop sequence if exists record_match_queue_seq`.execute(db)
  await sql`delete from problem_reports where kind = 'records'`.execute(db)
  await sql`alter table problem_reports drop constraint problem_reports_kind_check`.execute(db)
  await sql`alter table problem_reports add constraint problem_reports_kind_check check (kind in (${sql.raw(KINDS)}))`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Every CSV import is a batch the admin can undo from the Activity tab (decision 030):
// the businesses it created (removed on undo) and those it updated with their prior values
// (restored on undo). business_id has no foreign key: an undo skips a business deleted since.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table import_batches (
    id uuid primary key default gen_random_uuid(),
    actor text not null,
    file_name text,
    created_at timestamptz not null default now(),
    undone_at timestamptz,
    undone_by text
  )`.execute(db)
  await sql`create table import_batch_items (
    batch_id uuid not null references import_batches(id) on delete cascade,
    business_id uuid not null,
    action text not null check (action in ('created', 'updated')),
    before jsonb,
    primary key (batch_id, business_id)
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table import_batch_items`.execute(db)
  await sql`drop table import_batches`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// OSHA inspections and violations (the DOL enforcement data), their match to a business,
// the imports that brought them, and each business's score history (before and after a rescore).
const statements = [
  sql`create table osha_inspections (
    activity_nr text primary key,
    estab_name text not null,
    site_address text not null default '',
    site_city text not null default '',
    site_state text not null default '',
    site_zip text not null default '',
    naics_code text not null default '',
    naics_sector smallint,
    insp_type text not null default '',
    insp_scope text not null default '',
    open_date text not null,
    close_case_date text,
    load_dt text,
    name_key text not null default '',
    street_key text not null default '',
    zip5 text not null default '',
    match_status text not null default 'none' check (match_status in ('none', 'certain', 'pending', 'confirmed', 'rejected')),
    business_id uuid references businesses(id) on delete set null,
    match_confidence smallint not null default 0,
    updated_at timestamptz not null default now()
  )`,
  sql`create index osha_inspections_business_idx on osha_inspections (business_id) where business_id is not null`,
  sql`create index osha_inspections_zip_idx on osha_inspections (zip5)`,
  sql`create index osha_inspections_pending_idx on osha_inspections (match_status) where match_status = 'pending'`,
  sql`create index osha_inspections_coverage_idx on osha_inspections (site_state, naics_sector)`,
  sql`create table osha_violations (
    activity_nr text not null,
    citation_id text not null,
    standard text not null default '',
    viol_type text not null default '',
    issuance_date text,
    abate_date text,
    contest_date text,
    final_order_date text,
    initial_penalty numeric(12, 2) not null default 0,
    current_penalty numeric(12, 2) not null default 0,
    gravity text not null default '',
    primary key (activity_nr, citation_id)
  )`,
  sql`create table record_imports (
    id uuid primary key default gen_random_uuid(),
    source text not null check (source in ('cli', 'upload')),
    files text not null,
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
    inspections_line integer not null default 0,
    violations_line integer not null default 0,
    inserted integer not null default 0,
    updated integer not null default 0,
    unchanged integer not null default 0,
    malformed integer not null default 0,
    progress smallint not null default 0,
    problems jsonb not null default '[]'::jsonb,
    published_on text,
    inspections_csv bytea,
    violations_csv bytea,
    requested_by text not null,
    error text,
    created_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  sql`create table score_history (
    id bigserial primary key,
    business_id uuid not null references businesses(id) on delete cascade,
    score_before integer not null,
    score_after integer not null,
    components_before jsonb,
    components_after jsonb,
    reason text not null,
    at timestamptz not null default now()
  )`,
  sql`create index score_history_business_idx on score_history (business_id, at desc)`,
  // What the public records make of a business's inspection and incident components (null: no records).
  sql`alter table businesses add column records_components jsonb`,
  sql`create index businesses_updated_idx on businesses (updated_at)`,
  sql`create table record_match_runs (id smallint primary key default 1 check (id = 1), businesses_through timestamptz not null)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_updated_idx`.execute(db)
  await sql`alter table businesses drop column if exists records_components`.execute(db)
  for (const table of ['record_match_runs', 'score_history', 'record_imports', 'osha_violations', 'osha_inspections']) await sql`drop table if exists ${sql.table(table)}`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Public records beyond OSHA (decision 046): sources whose records name an establishment once (a
// LIVES feed's businesses, Texas's child care operations) and its inspections and findings apart.
// One set of tables for every such source: a feed (who published it, its date, its score legend),
// its establishments (matched to a business as OSHA inspections are), their inspections and their
// findings (violations, deficiencies), each keyed by the feed's own ids. Businesses created from
// records keep where they came from (business_origins). Imports name their source, keep the line
// reached in each file (`lines`), and an upload's files in record_import_files, whatever the source.
const statements = [
  sql`create table record_feeds (
    id serial primary key,
    source text not null,
    publisher text not null,
    publisher_url text not null default '',
    feed_date text,
    legend jsonb not null default '[]'::jsonb,
    lower_is_better boolean not null default false,
    updated_at timestamptz not null default now(),
    unique (source, publisher)
  )`,
  sql`create table record_establishments (
    feed_id integer not null references record_feeds(id) on delete cascade,
    source_id text not null,
    name text not null,
    address text not null default '',
    city text not null default '',
    state text not null default '',
    zip text not null default '',
    phone text not null default '',
    latitude double precision,
    longitude double precision,
    details jsonb not null default '{}'::jsonb,
    name_key text not null default '',
    street_key text not null default '',
    zip5 text not null default '',
    match_status text not null default 'none' check (match_status in ('none', 'certain', 'pending', 'confirmed', 'rejected')),
    business_id uuid references businesses(id) on delete set null,
    match_confidence smallint not null default 0,
    updated_at timestamptz not null default now(),
    primary key (feed_id, source_id)
  )`,
  sql`create index record_establishments_zip_idx on record_establishments (zip5, feed_id, source_id)`,
  sql`create index record_establishments_business_idx on record_establishments (business_id) where business_id is not null`,
  sql`create index record_establishments_pending_idx on record_establishments (match_confidence desc) where match_status = 'pending'`,
  sql`create index record_establishments_rejected_idx on record_establishments (updated_at desc) where match_status = 'rejected'`,
  sql`create table record_inspections (
    feed_id integer not null references record_feeds(id) on delete cascade,
    inspection_id text not null,
    establishment_id text not null,
    inspected_on text not null,
    kind text not null default '',
    score numeric(7, 2),
    description text not null default '',
    primary key (feed_id, inspection_id)
  )`,
  sql`create index record_inspections_establishment_idx on record_inspections (feed_id, establishment_id, inspected_on)`,
  sql`create table record_findings (
    feed_id integer not null references record_feeds(id) on delete cascade,
    finding_id text not null,
    inspection_id text not null default '',
    establishment_id text not null,
    found_on text not null,
    code text not null default '',
    description text not null default '',
    severity text not null default '',
    corrected text not null default '',
    corrected_on text,
    narrative text not null default '',
    primary key (feed_id, finding_id)
  )`,
  sql`create index record_findings_establishment_idx on record_findings (feed_id, establishment_id)`,
  sql`create table business_origins (
    business_id uuid primary key references businesses(id) on delete cascade,
    feed_id integer references record_feeds(id) on delete set null,
    source text not null,
    publisher text not null,
    feed_date text,
    created_at timestamptz not null default now()
  )`,
  sql`alter table record_imports add column record_source text not null default 'osha',
    add column lines jsonb not null default '{}'::jsonb,
    add column feed_id integer references record_feeds(id) on delete set null,
    add column create_businesses boolean not null default false,
    add column created integer not null default 0`,
  sql`update record_imports set lines = jsonb_build_object('inspections', inspections_line, 'violations', violations_line)`,
  sql`create table record_import_files (
    import_id uuid not null references record_imports(id) on delete cascade,
    name text not null,
    bytes bytea not null,
    primary key (import_id, name)
  )`,
  sql`insert into record_import_files (import_id, name, bytes)
    select id, 'inspections', inspections_csv from record_imports where inspections_csv is not null
    union all select id, 'violations', violations_csv from record_imports where violations_csv is not null`,
  sql`alter table record_imports drop column inspections_line, drop column violations_line, drop column inspections_csv, drop column violations_csv`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table record_imports add column inspections_line integer not null default 0, add column violations_line integer not null default 0,
    add column inspections_csv bytea, add column violations_csv bytea`.execute(db)
  await sql`update record_imports set inspections_line = coalesce((lines ->> 'inspections')::int, 0), violations_line = coalesce((lines ->> 'violations')::int, 0)`.execute(db)
  await sql`drop table record_import_files`.execute(db)
  await sql`alter table record_imports drop column record_source, drop column lines, drop column feed_id, drop column create_businesses, drop column created`.execute(db)
  for (const table of ['business_origins', 'record_findings', 'record_inspections', 'record_establishments', 'record_feeds']) await sql`drop table if exists ${sql.table(table)}`.execute(db)
}

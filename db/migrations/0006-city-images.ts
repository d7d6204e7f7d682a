import { sql, type Kysely } from 'kysely'

const statements = [
  // What each city looks like (the image providers draw and prompt from it) and which version of
  // its image is current (in the image URLs; bumped by every generation).
  sql`alter table cities add column traits jsonb`,
  sql`alter table cities add column image_version integer not null default 0`,
  // Images that were only ever drawn on first request are not stored images: generate them.
  sql`update cities set image_path = null, image_updated_at = null where image_path = '/city-images/' || slug || '.jpg'`,
]

/** Dropped by 0016 (pg-boss runs the jobs), which puts them back when rolled back. */
export const imageJobTables = [
  // City image generation runs as jobs: queued → running → done / failed (spec §4).
  sql`create table image_jobs (
    id uuid primary key default gen_random_uuid(),
    kind text not null check (kind in ('city', 'missing', 'after', 'list')),
    label text not null,
    city_ids integer[] not null,
    position integer not null default 0,
    priority integer not null default 0,
    state text not null default 'queued' check (state in ('queued', 'running', 'done', 'failed')),
    progress integer not null default 0 check (progress between 0 and 100),
    message text not null default '',
    current_city text,
    failures jsonb not null default '[]',
    error text,
    attempts integer not null default 0,
    requested_by text not null,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz,
    heartbeat_at timestamptz
  )`,
  sql`create index image_jobs_open_idx on image_jobs (priority desc, created_at) where state in ('queued', 'running')`,
  sql`create index image_jobs_created_idx on image_jobs (created_at desc)`,
  // One row: the lease that makes a single instance the job runner at a time.
  sql`create table image_job_runner (
    id integer primary key default 1 check (id = 1),
    owner text,
    lease_until timestamptz not null default now()
  )`,
  sql`insert into image_job_runner (id) values (1)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of [...statements, ...imageJobTables]) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists image_job_runner`.execute(db)
  await sql`drop table if exists image_jobs`.execute(db)
  await sql`alter table cities drop column if exists image_version`.execute(db)
  await sql`alter table cities drop column if exists traits`.execute(db)
}

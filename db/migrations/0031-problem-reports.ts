import { sql, type Kysely } from 'kysely'

// "Report a problem" on a business page: what is wrong, an optional correction of one
// field, an optional e-mail. The admin's Reports queue resolves each (applying the correction
// through updateBusiness, audited) or dismisses it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table problem_reports (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses(id) on delete cascade,
    kind text not null check (kind in ('closed','wrong-contact','wrong-address','safety','other')),
    details text check (details is null or length(details) <= 2000),
    field text check (field in ('phone','email','website','address')),
    correction text check (correction is null or length(correction) <= 500),
    email text,
    ip text,
    user_id text references "user"(id) on delete set null,
    status text not null default 'open' check (status in ('open','resolved','dismissed')),
    applied boolean not null default false,
    resolved_by text,
    resolved_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index problem_reports_status_idx on problem_reports (status, created_at)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table problem_reports`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Owners. A claim is a member's request to own a business, proved by a code e-mailed to the
// listed address or to an address at the website's domain (the code is kept hashed, 24 h, single-use,
// a few tries), or by documents for the admin (private, in the image store under business-documents/).
// A claim the code proves on an unowned business makes its member the owner at once
// (businesses.owner_id, migration 0026); documents, and any claim on an owned business, wait in the
// admin's Claims queue. An owner edits description, contact and hours at once (businesses.hours);
// name, address and category wait as a change request. Photos: up to 10 per business, WebP in sizes.
// Leads: the "Contact Business" messages. Statistics: one row per business and day, counters added in batches.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses add column hours jsonb`.execute(db)
  await sql`create table business_claims (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete cascade,
    user_id text not null references "user" (id) on delete cascade,
    method text not null check (method in ('listed-email', 'domain-email', 'documents')),
    address text,
    code_hash text,
    code_expires_at timestamptz,
    attempts integer not null default 0,
    status text not null check (status in ('code-sent', 'review', 'approved', 'refused', 'expired')),
    contested boolean not null default false,
    note text,
    documents jsonb not null default '[]'::jsonb,
    decided_by text,
    decision_reason text,
    decided_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index business_claims_status_idx on business_claims (status, created_at)`.execute(db)
  await sql`create index business_claims_user_idx on business_claims (user_id, created_at desc)`.execute(db)
  await sql`create table business_change_requests (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete cascade,
    user_id text not null references "user" (id) on delete cascade,
    before jsonb not null,
    after jsonb not null,
    status text not null default 'pending' check (status in ('pending', 'approved', 'refused')),
    decided_by text,
    decision_reason text,
    decided_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index business_change_requests_status_idx on business_change_requests (status, created_at)`.execute(db)
  await sql`create table business_photos (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete cascade,
    alt text not null default '',
    width integer not null,
    height integer not null,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index business_photos_business_idx on business_photos (business_id, created_at)`.execute(db)
  await sql`create table business_leads (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses (id) on delete cascade,
    name text not null,
    email text not null,
    message text not null,
    ip text,
    reply text,
    replied_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index business_leads_business_idx on business_leads (business_id, created_at desc)`.execute(db)
  await sql`create table business_stats (
    business_id uuid not null references businesses (id) on delete cascade,
    day date not null,
    page_views integer not null default 0,
    impressions integer not null default 0,
    call_clicks integer not null default 0,
    website_clicks integer not null default 0,
    directions_clicks integer not null default 0,
    email_clicks integer not null default 0,
    leads integer not null default 0,
    primary key (business_id, day)
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists business_stats`.execute(db)
  await sql`drop table if exists business_leads`.execute(db)
  await sql`drop table if exists business_photos`.execute(db)
  await sql`drop table if exists business_change_requests`.execute(db)
  await sql`drop table if exists business_claims`.execute(db)
  await sql`alter table businesses drop column if exists hours`.execute(db)
}

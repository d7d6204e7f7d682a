import { sql, type Kysely } from 'kysely'

// The badge programme's write side. Each badge gets its application questions (label,
// kind yes-no | text | document, required), its audit checklist (one line per item) and its validity
// in months (default 12). An application is a member's request for one badge for one business: a
// business they already have, or a new one described through a submission (the one submission
// path). Its answers and its documents' descriptions are JSON; the documents themselves are in the
// object store under business-documents/ and are never public. Status runs
// awaiting_payment → new → scheduled → in_audit → passed | failed; withdrawn at any point before
// an outcome. Payment fields are set by the verified Stripe webhook only; a refund is recorded beside
// them. award_reminders holds the renewal reminders sent (one per award and number of days).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table badges
    add column questions jsonb not null default '[]'::jsonb,
    add column checklist jsonb not null default '[]'::jsonb,
    add column validity_months integer not null default 12 check (validity_months between 1 and 120)`.execute(db)
  await sql`create table applications (
    id uuid primary key default gen_random_uuid(),
    user_id text not null references "user" (id) on delete cascade,
    badge_id text not null references badges (id) on update cascade,
    business_id uuid references businesses (id) on delete set null,
    submission_id uuid references submissions (id) on delete set null,
    business_name text not null check (length(business_name) between 1 and 200),
    status text not null check (status in ('awaiting_payment', 'new', 'scheduled', 'in_audit', 'passed', 'failed', 'withdrawn')),
    answers jsonb not null default '[]'::jsonb,
    documents jsonb not null default '[]'::jsonb,
    amount_cents integer not null default 0 check (amount_cents >= 0),
    stripe_session_id text unique,
    stripe_payment_intent text,
    paid_at timestamptz,
    refunded_at timestamptz,
    refund_id text,
    audit_date text check (audit_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    checklist jsonb not null default '[]'::jsonb,
    auditor text,
    outcome_note text,
    award_id uuid references awards (id) on delete set null,
    renews_award_id uuid references awards (id) on delete set null,
    submitted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index applications_user_idx on applications (user_id, created_at desc)`.execute(db)
  await sql`create index applications_status_idx on applications (status, created_at)`.execute(db)
  await sql`create table award_reminders (
    award_id uuid not null references awards (id) on delete cascade,
    days integer not null check (days in (60, 30, 7)),
    sent_at timestamptz not null default now(),
    primary key (award_id, days)
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists award_reminders`.execute(db)
  await sql`drop table if exists applications`.execute(db)
  await sql`alter table badges drop column if exists questions, drop column if exists checklist, drop column if exists validity_months`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Visitor reviews (decision 028). A member writes one review per business; screening
// holds it ('held') or lets it count ('approved'); the admin approves, rejects (with a reason) or
// restores. The business keeps the count and average of its approved reviews (review_count,
// review_average: written by the review operations in the same transaction), and the date until
// which its page shows the review-fraud notice. The admin's watch words hold reviews that use them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses add column review_count integer not null default 0`.execute(db)
  await sql`alter table businesses add column review_average numeric(3,2) not null default 0`.execute(db)
  await sql`alter table businesses add column review_fraud_until text check (review_fraud_until ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`.execute(db)
  await sql`create table reviews (
    id uuid primary key default gen_random_uuid(),
    business_id uuid not null references businesses(id) on delete cascade,
    user_id text not null references "user"(id) on delete cascade,
    stars smallint not null check (stars between 1 and 5),
    body text not null check (length(body) between 50 and 5000),
    fingerprint text not null,
    status text not null default 'held' check (status in ('approved','held','rejected')),
    hold_reasons text[] not null default '{}',
    decision_reason text,
    ip text,
    reply text check (reply is null or length(reply) between 1 and 2000),
    replied_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (business_id, user_id)
  )`.execute(db)
  await sql`create index reviews_business_idx on reviews (business_id, created_at desc)`.execute(db)
  await sql`create index reviews_status_idx on reviews (status, created_at)`.execute(db)
  await sql`create index reviews_fingerprint_idx on reviews (fingerprint)`.execute(db)
  await sql`create index reviews_user_idx on reviews (user_id, created_at)`.execute(db)
  await sql`create index reviews_ip_idx on reviews (ip, created_at) where ip is not null`.execute(db)
  await sql`create table review_reports (
    id uuid primary key default gen_random_uuid(),
    review_id uuid not null references reviews(id) on delete cascade,
    reason text not null check (length(reason) between 1 and 1000),
    ip text,
    resolved_at timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index review_reports_open_idx on review_reports (review_id) where resolved_at is null`.execute(db)
  await sql`create table review_watch_words (
    word text primary key check (length(word) between 1 and 100),
    created_at timestamptz not null default now()
  )`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table review_watch_words`.execute(db)
  await sql`drop table review_reports`.execute(db)
  await sql`drop table reviews`.execute(db)
  await sql`alter table businesses drop column review_fraud_until`.execute(db)
  await sql`alter table businesses drop column review_average`.execute(db)
  await sql`alter table businesses drop column review_count`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Subscribers' topics and alert cities, the admin's campaigns, one row per campaign and
// subscriber (what makes a send resumable and never twice), and the suppression list every send reads.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table newsletter_subscribers
    add column topics jsonb not null default '["recalls","city-alerts","deals"]'::jsonb,
    add column city_ids jsonb not null default '[]'::jsonb`.execute(db)
  await sql`create table email_suppressions (
    email text primary key,
    reason text not null check (reason in ('bounce','complaint','unsubscribe')),
    detail text,
    created_at timestamptz not null default now()
  )`.execute(db)
  await sql`create table campaigns (
    id uuid primary key default gen_random_uuid(),
    subject text not null,
    body_markdown text not null,
    topic text not null check (topic in ('recalls','city-alerts','deals')),
    city_ids jsonb not null default '[]'::jsonb,
    audience text not null default 'all' check (audience in ('all','premium')),
    status text not null default 'draft' check (status in ('draft','scheduled','sending','sent','cancelled')),
    scheduled_at timestamptz,
    started_at timestamptz,
    finished_at timestamptz,
    created_by text not null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index campaigns_due on campaigns (scheduled_at) where status in ('scheduled','sending')`.execute(db)
  await sql`create table campaign_recipients (
    campaign_id uuid not null references campaigns(id) on delete cascade,
    subscriber_id uuid not null references newsletter_subscribers(id) on delete cascade,
    email text not null,
    status text not null default 'queued'
      check (status in ('queued','held','sending','sent','failed','skipped','bounced','complained','unsubscribed')),
    attempts integer not null default 0,
    outbox_id bigint,
    error text,
    claimed_at timestamptz,
    sent_at timestamptz,
    primary key (campaign_id, subscriber_id)
  )`.execute(db)
  await sql`create index campaign_recipients_pending on campaign_recipients (campaign_id, status)`.execute(db)
  await sql`create index campaign_recipients_held on campaign_recipients (subscriber_id) where status = 'held'`.execute(db)
  await sql`create index campaign_recipients_email on campaign_recipients (lower(email))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table campaign_recipients`.execute(db)
  await sql`drop table campaigns`.execute(db)
  await sql`drop table email_suppressions`.execute(db)
  await sql`alter table newsletter_subscribers drop column topics, drop column city_ids`.execute(db)
}

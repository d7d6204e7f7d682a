import { sql, type Kysely } from 'kysely'

// Awards (docs/glossary.md): a badge of the catalog held by a business, with its certificate code
// (what /verify/{code} and the seal look up), issue and expiry dates, the evidence behind it
// (issuer, dates, auditor, checklist results) and, when the admin withdraws it, the revocation.
// Dates are YYYY-MM-DD text, as `businesses.audited_on`. An award counts while it is not revoked and
// its expiry date has not passed (UTC); expired and
// revoked awards stay on record so a verification page can say so. Existing badges held in
// `businesses.badges` + `badge_evidence` are copied in (the three directory badges are catalog
// rows osha-compliant, state-certified and local-safety-leader).

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table awards (
    id uuid primary key default gen_random_uuid(),
    code text not null unique check (code ~ '^SAF-[0-9A-Z]{10}$'),
    business_id uuid not null references businesses (id) on delete cascade,
    badge_id text not null references badges (id) on update cascade,
    issued_on text not null check (issued_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    expires_on text not null check (expires_on ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
    issuer text not null default 'Safest' check (length(issuer) between 1 and 120),
    evidence jsonb not null default '{}'::jsonb,
    revoked_at timestamptz,
    revoked_reason text,
    created_at timestamptz not null default now(),
    check (expires_on >= issued_on),
    check ((revoked_at is null) = (revoked_reason is null))
  )`.execute(db)
  await sql`create index awards_business_idx on awards (business_id, badge_id)`.execute(db)
  await sql`create index awards_badge_expiry_idx on awards (badge_id, expires_on) where revoked_at is null`.execute(db)
  await sql`insert into awards (code, business_id, badge_id, issued_on, expires_on, issuer, evidence)
    select 'SAF-' || upper(substr(md5(b.id::text || held.badge), 1, 10)), b.id, catalog.id,
      issued.on,
      greatest(coalesce(b.badge_evidence -> held.badge ->> 'expiresOn', to_char(issued.on::date + 365, 'YYYY-MM-DD')), issued.on),
      coalesce(nullif(b.badge_evidence -> held.badge ->> 'issuer', ''), 'Safest'),
      jsonb_strip_nulls(jsonb_build_object('checkedOn', b.badge_evidence -> held.badge ->> 'checkedOn'))
    from businesses b
    cross join lateral unnest(b.badges) as held(badge)
    cross join lateral (select coalesce(b.badge_evidence -> held.badge ->> 'checkedOn', b.audited_on, to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD')) as on) as issued
    join badges catalog on catalog.id = case held.badge when 'osha' then 'osha-compliant' when 'state' then 'state-certified' else 'local-safety-leader' end`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists awards`.execute(db)
}

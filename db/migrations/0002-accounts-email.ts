import { sql, type Kysely } from 'kysely'

// Better Auth's tables (camelCase columns, as its Kysely adapter expects) plus our own
// profiles, e-mail outbox and newsletter subscribers.
const statements = [
  sql`create table "user" (
    id text primary key,
    name text not null,
    email text not null unique,
    "emailVerified" boolean not null default false,
    image text,
    role text,
    banned boolean,
    "banReason" text,
    "banExpires" timestamptz,
    "createdAt" timestamptz not null default now(),
    "updatedAt" timestamptz not null default now()
  )`,
  sql`create table session (
    id text primary key,
    "expiresAt" timestamptz not null,
    token text not null unique,
    "createdAt" timestamptz not null default now(),
    "updatedAt" timestamptz not null default now(),
    "ipAddress" text,
    "userAgent" text,
    "impersonatedBy" text,
    "userId" text not null references "user"(id) on delete cascade
  )`,
  sql`create index session_user_idx on session ("userId")`,
  sql`create table account (
    id text primary key,
    "accountId" text not null,
    "providerId" text not null,
    "userId" text not null references "user"(id) on delete cascade,
    "accessToken" text,
    "refreshToken" text,
    "idToken" text,
    "accessTokenExpiresAt" timestamptz,
    "refreshTokenExpiresAt" timestamptz,
    scope text,
    password text,
    "createdAt" timestamptz not null default now(),
    "updatedAt" timestamptz not null default now()
  )`,
  sql`create index account_user_idx on account ("userId")`,
  sql`create table verification (
    id text primary key,
    identifier text not null,
    value text not null,
    "expiresAt" timestamptz not null,
    "createdAt" timestamptz not null default now(),
    "updatedAt" timestamptz not null default now()
  )`,
  sql`create index verification_identifier_idx on verification (identifier)`,
  sql`create table profiles (
    user_id text primary key references "user"(id) on delete cascade,
    full_name text not null default '',
    subscription_level text not null default 'free' check (subscription_level in ('free','premium')),
    stripe_customer_id text unique,
    stripe_subscription_id text,
    premium_until timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`alter table submissions add column submitted_by text references "user"(id) on delete set null`,
  sql`create index submissions_submitted_by_idx on submissions (submitted_by, created_at desc)`,
  // Every e-mail the site sends; without SMTP configured this is where messages stay.
  sql`create table outbox (
    id bigserial primary key,
    to_address text not null,
    subject text not null,
    text_body text not null,
    html_body text,
    kind text not null default 'other',
    created_at timestamptz not null default now(),
    sent_at timestamptz
  )`,
  sql`create index outbox_created_idx on outbox (created_at desc)`,
  sql`create table newsletter_subscribers (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    status text not null default 'pending' check (status in ('pending','confirmed','unsubscribed')),
    token text not null unique,
    created_at timestamptz not null default now(),
    confirmed_at timestamptz,
    unsubscribed_at timestamptz
  )`,
  sql`create unique index newsletter_email_idx on newsletter_subscribers (lower(email))`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists newsletter_subscribers, outbox, profiles, verification, account, session`.execute(db)
  await sql`alter table submissions drop column if exists submitted_by`.execute(db)
  await sql`drop table if exists "user"`.execute(db)
}

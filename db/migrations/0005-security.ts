import { sql, type Kysely } from 'kysely'

// Stripe events applied once; two-factor sign-in (Better Auth's twoFactor plugin).
const statements = [
  sql`create table stripe_events (
    id text primary key,
    type text not null,
    outcome text not null,
    received_at timestamptz not null default now()
  )`,
  sql`alter table "user" add column "twoFactorEnabled" boolean not null default false`,
  sql`create table "twoFactor" (
    id text primary key,
    secret text not null,
    "backupCodes" text not null,
    "userId" text not null references "user"(id) on delete cascade,
    verified boolean not null default true,
    "failedVerificationCount" integer not null default 0,
    "lockedUntil" timestamptz
  )`,
  sql`create index two_factor_user_idx on "twoFactor" ("userId")`,
  sql`create index two_factor_secret_idx on "twoFactor" (secret)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists "twoFactor"`.execute(db)
  await sql`alter table "user" drop column if exists "twoFactorEnabled"`.execute(db)
  await sql`drop table if exists stripe_events`.execute(db)
}

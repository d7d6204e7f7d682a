import { sql, type Kysely } from 'kysely'

// A sign-in e-mail change waits here until the member opens the link sent to the new address.
// One pending change per member; only the token's sha256 is stored.
const statements = [
  sql`create table email_changes (
    token_hash text primary key,
    user_id text not null unique references "user"(id) on delete cascade,
    new_email text not null,
    expires_at timestamptz not null,
    created_at timestamptz not null default now()
  )`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists email_changes`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// The addresses each account has signed in from (decision 022): a stranger's wrong
// passwords from other addresses never lock the owner out of a known one. An address is an IPv4
// address or an IPv6 /64 network (networkOf in app/lib/rate-limit.server.ts).
const statements = [
  sql`create table sign_in_addresses (
    user_id text not null references "user"(id) on delete cascade,
    address text not null,
    last_seen_at timestamptz not null default now(),
    primary key (user_id, address)
  )`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists sign_in_addresses`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Decision 038: a member's saved businesses ("favorites"), one row per member and
// business, with their choice of an e-mail when its safety score or an award changes. The member's
// list reads by (user_id, created_at); the change e-mails read the watchers of a business.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table favorites (
    user_id text not null references "user"(id) on delete cascade,
    business_id uuid not null references businesses(id) on delete cascade,
    notify boolean not null default false,
    created_at timestamptz not null default now(),
    primary key (user_id, business_id)
  )`.execute(db)
  await sql`create index favorites_user_idx on favorites (user_id, created_at desc)`.execute(db)
  await sql`create index favorites_watchers_idx on favorites (business_id) where notify`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists favorites`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// A business has at most one verified owner: the member whose claim was approved.
// Reviews read it too: an owner cannot review their own business, and replies once per review.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table businesses add column owner_id text references "user"(id) on delete set null`.execute(db)
  await sql`alter table businesses add column owner_since timestamptz`.execute(db)
  await sql`create index businesses_owner_idx on businesses (owner_id) where owner_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index businesses_owner_idx`.execute(db)
  await sql`alter table businesses drop column owner_since`.execute(db)
  await sql`alter table businesses drop column owner_id`.execute(db)
}

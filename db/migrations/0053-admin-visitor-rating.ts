import { sql, type Kysely } from 'kysely'

// The admin table's Rating is the visitors' average of approved reviews (what the public pages
// show), not the number typed in the editor: its sort index follows (key, name, id), as migration
// 0010's others, so deep pages of a million businesses need no sort.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_admin_rating_idx`.execute(db)
  await sql`create index businesses_admin_review_average_idx on businesses (review_average, name, id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_admin_review_average_idx`.execute(db)
  await sql`create index businesses_admin_rating_idx on businesses (rating, name, id)`.execute(db)
}

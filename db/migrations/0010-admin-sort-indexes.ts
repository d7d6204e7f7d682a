import { sql, type Kysely } from 'kysely'

// The admin listings table sorts every listing by one key with name and id as tie-breakers in the
// same direction; these indexes serve each key forward and backward (deep pages without a sort).
const KEYS = ['category', 'rating', 'safety_score', 'status', 'updated_at'] as const

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_updated_idx`.execute(db)
  await sql`drop index if exists businesses_score_idx`.execute(db)
  await sql`create index businesses_admin_name_idx on businesses (name, id)`.execute(db)
  for (const key of KEYS) await sql.raw(`create index businesses_admin_${key}_idx on businesses (${key}, name, id)`).execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const key of KEYS) await sql.raw(`drop index if exists businesses_admin_${key}_idx`).execute(db)
  await sql`drop index if exists businesses_admin_name_idx`.execute(db)
  await sql`create index businesses_updated_idx on businesses (updated_at desc)`.execute(db)
  await sql`create index businesses_score_idx on businesses (safety_score desc)`.execute(db)
}

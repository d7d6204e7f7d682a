import { sql, type Kysely } from 'kysely'

// Data fixes are migrations, not seed steps (the seed only fills a new database). This one was the
// seed step `badges-us-english-v1`: the seeded fire-safety badge said "practised"; an
// admin's own wording is kept. A database that ran the step has nothing left to change.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update badges set description = replace(description, 'practised', 'practiced')
    where id = 'fire-safety' and description like '%practised%'`.execute(db)
  await sql`delete from seed_runs where name = 'badges-us-english-v1'`.execute(db)
}

export async function down(): Promise<void> {
  // A spelling fix is not undone.
}

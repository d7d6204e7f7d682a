import { sql, type Kysely } from 'kysely'

// Possible duplicates (issue 31) are found by a business's name key: its name lowercased, "&" as
// "and", only a–z and 0–9 kept. The same expression is in app/domain/business/duplicate-keys.ts
// (nameKeySql); this index lets a 2,000-row import look its names up at once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index businesses_name_key_idx on businesses ((regexp_replace(replace(lower(name), '&', 'and'), '[^a-z0-9]+', '', 'g')))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index businesses_name_key_idx`.execute(db)
}

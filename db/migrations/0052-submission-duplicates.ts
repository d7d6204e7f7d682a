import { sql, type Kysely } from 'kysely'

// A submission that names a business already in the directory (the same name in the same city) is
// stored marked with that business, so the admin's Submissions tab flags it as a possible duplicate.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table submissions add column duplicate_of uuid references businesses(id) on delete set null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table submissions drop column if exists duplicate_of`.execute(db)
}

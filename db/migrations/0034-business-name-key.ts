import { sql, type Kysely } from 'kysely'

// Possible duplicates are found by a business's name key: accented Latin letters as
// their base letter, lowercased, "&" as "and", only a–z and 0–9 kept. The same expression is
// NAME_KEY_SQL in app/domain/business/duplicate-keys.ts (a test checks they agree); this index lets
// a 2,000-row import look its names up at once.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index businesses_name_key_idx on businesses ((regexp_replace(replace(lower(translate(name, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝŸýÿÑñÇç', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOOooooooUUUUuuuuYYyyNnCc')), '&', 'and'), '[^a-z0-9]+', '', 'g')))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index businesses_name_key_idx`.execute(db)
}

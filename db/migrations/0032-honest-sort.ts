import { sql, type Kysely } from 'kysely'

// Honest unaudited listings (decision 029): a city page sorts businesses without an audit
// after audited ones by score, and businesses without approved reviews after rated ones by rating,
// in either direction. "Last in both directions" cannot be one index read forward and backward,
// so each sort has an index per direction (published rows only, ties by name the other way round).
const INDEXES = [
  sql`create index businesses_city_score_desc_idx on businesses (city_id, (audited_on is null), safety_score desc, review_average desc, name)
    where status = 'published'`,
  sql`create index businesses_city_score_asc_idx on businesses (city_id, (audited_on is null), safety_score, review_average, name desc)
    where status = 'published'`,
  sql`create index businesses_city_rating_desc_idx on businesses (city_id, (review_count = 0), review_average desc, safety_score desc, name)
    where status = 'published'`,
  sql`create index businesses_city_rating_asc_idx on businesses (city_id, (review_count = 0), review_average, safety_score, name desc)
    where status = 'published'`,
]

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_city_score_idx`.execute(db)
  await sql`drop index if exists businesses_city_rating_idx`.execute(db)
  for (const index of INDEXES) await index.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['score_desc', 'score_asc', 'rating_desc', 'rating_asc']) await sql.raw(`drop index if exists businesses_city_${name}_idx`).execute(db)
  await sql`create index businesses_city_score_idx on businesses (city_id, safety_score desc, rating desc, name) where status = 'published'`.execute(db)
  await sql`create index businesses_city_rating_idx on businesses (city_id, rating desc, safety_score desc, name) where status = 'published'`.execute(db)
}

import { sql, type Kysely } from 'kysely'
import * as m0012 from './0012-listing-words.ts'
import * as m0013 from './0013-listing-words-sort-keys.ts'
import * as m0014 from './0014-listing-words-city-type.ts'

// The listings tables' search reads PostgreSQL's own text search (decision 015): a tsvector of each
// business's name, address, category and city name, split by the 'simple' configuration
// (lowercased words, no stemming), under a GIN index. It also holds each word's first 1–3
// characters as words of their own, so a short search word ("s", "ma") is one entry of the index,
// which GIN intersects cheaply, rather than a prefix query gathering every word it begins (eight
// one-letter prefixes took ~0.8 s at 1M businesses). A longer word is a prefix query ('harb':*).
// A row trigger keeps the vector (the city's name is another table's, so no generated column), and
// a renamed city rewrites its businesses' vectors. The words table of migrations 0012–0014, its
// triggers and functions go.

const statements = [
  sql`create function listing_search_vector(body text) returns tsvector language sql immutable parallel safe as $$
    select words || array_to_tsvector(array(
      select distinct left(w.word, n) from unnest(words) as w(word), generate_series(1, 3) as n where length(w.word) > n
    )) from to_tsvector('simple', body) as words
  $$`,
  sql`alter table businesses add column search tsvector`,
  sql`create function businesses_search() returns trigger language plpgsql as $$
  begin
    new.search := listing_search_vector(concat_ws(' ', new.name, new.address, new.category, (select name from cities where id = new.city_id)));
    return new;
  end $$`,
  sql`create trigger businesses_search before insert or update of name, address, category, city_id on businesses for each row execute function businesses_search()`,
  sql`create function cities_search() returns trigger language plpgsql as $$
  begin
    update businesses set city_id = city_id where city_id = new.id;
    return null;
  end $$`,
  sql`create trigger cities_search after update of name on cities for each row when (old.name is distinct from new.name) execute function cities_search()`,
  sql`update businesses set city_id = city_id`,
  sql`create index businesses_search_idx on businesses using gin (search)`,
]

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists cities_words_delete on cities`.execute(db)
  await sql`drop trigger if exists cities_words_rename on cities`.execute(db)
  for (const op of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists businesses_words_${op} on businesses`).execute(db)
  for (const fn of ['cities_words_delete()', 'cities_words_rename()', 'businesses_words_changes()', 'businesses_words_truncate()', 'listing_search_words(text, text, text, text)', 'listing_words_of(text, text)']) {
    await sql.raw(`drop function if exists ${fn}`).execute(db)
  }
  await sql`drop table if exists listing_words`.execute(db)
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_search_idx`.execute(db)
  await sql`drop trigger if exists cities_search on cities`.execute(db)
  await sql`drop trigger if exists businesses_search on businesses`.execute(db)
  await sql`drop function if exists cities_search()`.execute(db)
  await sql`drop function if exists businesses_search()`.execute(db)
  await sql`alter table businesses drop column if exists search`.execute(db)
  await sql`drop function if exists listing_search_vector(text)`.execute(db)
  for (const m of [m0012, m0013, m0014]) await m.up(db)
}

import { sql, type Kysely } from 'kysely'
import { fillWordsTable, rebuildListingWords as rebuildListingWords0013, wordsChanges as wordsChanges0013 } from './0013-listing-words-sort-keys.ts'

// A search word that names a city ("kingston": 22 cities and 44,000 listings at 1M) or a type
// ("restaurant": 125,000) matched through the businesses table, whose rows had to be read and
// sorted for a deep page in another column's order (0.2–0.45 s). The words table now also holds
// the words of each listing's city name and type, so every way a word matches is one index, read
// alone (find-listing-matches.server.ts). The type's word is its value: each label is its value
// capitalized (categories.ts). The city's id rides along as a sort key, for the table sorted by
// city. A city is never renamed or removed by the site, but the words stay true if one is: cities
// get triggers too.

const SORT_KEYS = 'category, rating, safety_score, updated_at, city_id'

const statements = [
  // Every word a listing is found by, split as listing_words_of splits the search.
  sql`create function listing_search_words(name text, address text, category text, city text) returns setof text language sql immutable parallel safe as $$
    select listing_words_of(name, address || ' ' || category || ' ' || coalesce(city, ''))
  $$`,
  sql`create or replace function businesses_words_changes() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      delete from listing_words w
        using old_rows o left join cities c on c.id = o.city_id cross join lateral listing_search_words(o.name, o.address, o.category, c.name) s(word)
        where w.word = s.word and w.name = o.name and w.business_id = o.id;
    elsif tg_op = 'UPDATE' then
      -- Rows whose words or status changed get their words anew.
      delete from listing_words w
        using old_rows o join new_rows n on n.id = o.id left join cities c on c.id = o.city_id
          cross join lateral listing_search_words(o.name, o.address, o.category, c.name) s(word)
        where (n.name, n.address, n.category, n.city_id, n.status) is distinct from (o.name, o.address, o.category, o.city_id, o.status)
          and w.word = s.word and w.name = o.name and w.business_id = o.id;
      insert into listing_words (word, name, business_id, published, category, rating, safety_score, updated_at, city_id)
        select s.word, n.name, n.id, n.status = 'published', n.category, n.rating, n.safety_score, n.updated_at, n.city_id
        from new_rows n join old_rows o on o.id = n.id left join cities c on c.id = n.city_id
          cross join lateral listing_search_words(n.name, n.address, n.category, c.name) s(word)
        where (n.name, n.address, n.category, n.city_id, n.status) is distinct from (o.name, o.address, o.category, o.city_id, o.status);
      -- The others keep their words; only their sort keys change, in place.
      update listing_words w set rating = n.rating, safety_score = n.safety_score, updated_at = n.updated_at
        from new_rows n join old_rows o on o.id = n.id left join cities c on c.id = n.city_id
          cross join lateral listing_search_words(n.name, n.address, n.category, c.name) s(word)
        where (n.name, n.address, n.category, n.city_id, n.status) is not distinct from (o.name, o.address, o.category, o.city_id, o.status)
          and (n.rating, n.safety_score, n.updated_at) is distinct from (o.rating, o.safety_score, o.updated_at)
          and w.word = s.word and w.name = n.name and w.business_id = n.id;
    else
      insert into listing_words (word, name, business_id, published, category, rating, safety_score, updated_at, city_id)
        select s.word, n.name, n.id, n.status = 'published', n.category, n.rating, n.safety_score, n.updated_at, n.city_id
        from new_rows n left join cities c on c.id = n.city_id cross join lateral listing_search_words(n.name, n.address, n.category, c.name) s(word);
    end if;
    return null;
  end $$`,
  // A renamed city: its listings' words are made again from the old name and the new. A row
  // trigger on the name alone: the count triggers update every listing's city row on each write.
  sql`create function cities_words_rename() returns trigger language plpgsql as $$
  begin
    delete from listing_words w
      using businesses b cross join lateral listing_search_words(b.name, b.address, b.category, old.name) s(word)
      where b.city_id = old.id and w.word = s.word and w.name = b.name and w.business_id = b.id;
    insert into listing_words (word, name, business_id, published, category, rating, safety_score, updated_at, city_id)
      select s.word, b.name, b.id, b.status = 'published', b.category, b.rating, b.safety_score, b.updated_at, b.city_id
      from businesses b cross join lateral listing_search_words(b.name, b.address, b.category, new.name) s(word)
      where b.city_id = new.id;
    return null;
  end $$`,
  sql`create trigger cities_words_rename after update of name on cities for each row when (old.name is distinct from new.name) execute function cities_words_rename()`,
  // A removed city: its listings' words go while its name can still be read. The foreign key then
  // takes the city off them, and the businesses trigger puts back their other words.
  sql`create function cities_words_delete() returns trigger language plpgsql as $$
  begin
    delete from listing_words w
      using businesses b cross join lateral listing_search_words(b.name, b.address, b.category, old.name) s(word)
      where b.city_id = old.id and w.word = s.word and w.name = b.name and w.business_id = b.id;
    return old;
  end $$`,
  sql`create trigger cities_words_delete before delete on cities for each row execute function cities_words_delete()`,
]

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table listing_words add column city_id integer`.execute(db)
  for (const statement of statements) await statement.execute(db)
  await rebuildListingWords(db)
}

/**
 * Fills the words table from every listing at once, its index built after the rows are in (much
 * faster than growing it row by row): the migration, and the scale seed after a bulk load with the
 * words triggers off. The status and the sort keys ride along in the index, so the members'
 * published-only table and the other sorts read the index alone.
 */
export async function rebuildListingWords(db: Kysely<any>): Promise<void> {
  await fillWordsTable(
    db,
    SORT_KEYS,
    'businesses b left join cities c on c.id = b.city_id cross join lateral listing_search_words(b.name, b.address, b.category, c.name) s(word)',
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger if exists cities_words_delete on cities`.execute(db)
  await sql`drop function if exists cities_words_delete()`.execute(db)
  await sql`drop trigger if exists cities_words_rename on cities`.execute(db)
  await sql`drop function if exists cities_words_rename()`.execute(db)
  await wordsChanges0013.execute(db)
  await sql`drop function if exists listing_search_words(text, text, text, text)`.execute(db)
  await sql`drop index if exists listing_words_idx`.execute(db)
  await sql`alter table listing_words drop column city_id`.execute(db)
  await rebuildListingWords0013(db)
}

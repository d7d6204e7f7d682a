import { sql, type Kysely } from 'kysely'
import { wordsChanges as wordsChanges0012 } from './0012-listing-words.ts'

// A common search sorted by another column than the name ("harbor" by rating: 50,000 matches at
// 1M listings) had to read every match's row from the businesses heap to sort them (~0.5 s). The
// words table now carries the columns the listings tables sort by, kept by the same triggers and
// included in its index: such a page is one index-only read of the matches and a top-N sort
// (find-listing-matches.server.ts, firstInKeyOrder).

const SORT_KEYS = 'category, rating, safety_score, updated_at'

/** The words triggers' function (migration 0014 replaces it, and puts this one back when undone). */
export const wordsChanges = sql`create or replace function businesses_words_changes() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      delete from listing_words w using old_rows o cross join lateral listing_words_of(o.name, o.address) s(word)
        where w.word = s.word and w.name = o.name and w.business_id = o.id;
    elsif tg_op = 'UPDATE' then
      -- Rows whose name, address or status changed get their words anew.
      delete from listing_words w
        using old_rows o join new_rows n on n.id = o.id cross join lateral listing_words_of(o.name, o.address) s(word)
        where (n.name <> o.name or n.address <> o.address or n.status <> o.status) and w.word = s.word and w.name = o.name and w.business_id = o.id;
      insert into listing_words (word, name, business_id, published, category, rating, safety_score, updated_at)
        select s.word, n.name, n.id, n.status = 'published', n.category, n.rating, n.safety_score, n.updated_at
        from new_rows n join old_rows o on o.id = n.id cross join lateral listing_words_of(n.name, n.address) s(word)
        where n.name <> o.name or n.address <> o.address or n.status <> o.status;
      -- The others keep their words; only their sort keys change, in place.
      update listing_words w set category = n.category, rating = n.rating, safety_score = n.safety_score, updated_at = n.updated_at
        from new_rows n join old_rows o on o.id = n.id cross join lateral listing_words_of(n.name, n.address) s(word)
        where n.name = o.name and n.address = o.address and n.status = o.status
          and (n.category, n.rating, n.safety_score, n.updated_at) is distinct from (o.category, o.rating, o.safety_score, o.updated_at)
          and w.word = s.word and w.name = n.name and w.business_id = n.id;
    else
      insert into listing_words (word, name, business_id, published, category, rating, safety_score, updated_at)
        select s.word, n.name, n.id, n.status = 'published', n.category, n.rating, n.safety_score, n.updated_at
        from new_rows n cross join lateral listing_words_of(n.name, n.address) s(word);
    end if;
    return null;
  end $$`

export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists listing_words_idx`.execute(db)
  await sql`truncate listing_words`.execute(db)
  await sql`alter table listing_words
    add column category text not null,
    add column rating numeric(2,1) not null,
    add column safety_score integer not null,
    add column updated_at timestamptz not null`.execute(db)
  await wordsChanges.execute(db)
  await rebuildListingWords(db)
}

/**
 * Fills the words table from every listing's name and address at once, its index built after the
 * rows are in: this migration, and migration 0014 when undone (0014's own rebuild is the one the
 * scale seed calls). The status and the sort keys ride along in the index.
 */
export async function rebuildListingWords(db: Kysely<any>): Promise<void> {
  await fillWordsTable(db, SORT_KEYS, 'businesses b cross join lateral listing_words_of(b.name, b.address) s(word)')
}

/**
 * Refills the words table (its index dropped first and built after the rows are in, much faster
 * than growing it row by row) from `from`, which names each listing `b` and each of its words
 * `s.word`, with the listing's `sortKeys` (its columns, comma-separated) beside each word.
 */
export async function fillWordsTable(db: Kysely<any>, sortKeys: string, from: string): Promise<void> {
  await sql`drop index if exists listing_words_idx`.execute(db)
  await sql`truncate listing_words`.execute(db)
  await sql.raw(`insert into listing_words (word, name, business_id, published, ${sortKeys})
    select s.word, b.name, b.id, b.status = 'published', ${sortKeys.split(', ').map((k) => `b.${k}`).join(', ')} from ${from}`).execute(db)
  await sql.raw(`create index listing_words_idx on listing_words (word, name, business_id) include (published, ${sortKeys})`).execute(db)
  await sql`analyze listing_words`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists listing_words_idx`.execute(db)
  await sql`alter table listing_words drop column category, drop column rating, drop column safety_score, drop column updated_at`.execute(db)
  await sql`create index listing_words_idx on listing_words (word, name, business_id) include (published)`.execute(db)
  // The function of migration 0012 comes back with it: it never wrote these columns.
  await wordsChanges0012.execute(db)
}

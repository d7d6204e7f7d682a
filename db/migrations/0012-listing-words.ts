import { sql, type Kysely } from 'kysely'
import { trigramIndexes } from './0008-listing-counts.ts'

// The listings tables' search finds a listing by the start of any word of its name or address
// (listing-search.ts). A common word ("Harbor" begins 5 % of a million generated names) has tens of
// thousands of matches; gathering them through the trigram indexes and sorting them read ~34,000
// heap pages (~170 ms). This table keeps one row per word of each listing's name and address,
// lowercased, with the name and id beside it: one ordered index-only scan per matching word, merged,
// gives a page in name order after reading about as many entries as it shows
// (find-listing-matches.server.ts). Kept by statement-level triggers, so every write path (the listing
// form, CSV import, approvals, the seed) keeps it without knowing of it; the scale seed rebuilds it
// once at the end instead.
//
// Words split on spaces and punctuation, as the search's own test of "the start of a word" does
// (listing-search.ts). `word` sorts bytewise (collate "C"), so a prefix is one index range.
/** The rows each kind of statement hands its trigger. */
const TRANSITION_TABLES = { insert: 'new table as new_rows', update: 'old table as old_rows new table as new_rows', delete: 'old table as old_rows' }

/** The words triggers' function (migration 0013 replaces it, and puts this one back when undone). */
export const wordsChanges = sql`create or replace function businesses_words_changes() returns trigger language plpgsql as $$
  begin
    if tg_op = 'DELETE' then
      delete from listing_words w using old_rows o cross join lateral listing_words_of(o.name, o.address) s(word)
        where w.word = s.word and w.name = o.name and w.business_id = o.id;
    elsif tg_op = 'UPDATE' then
      -- Only rows whose name, address or status changed (an update of a rating leaves the words alone).
      delete from listing_words w
        using old_rows o join new_rows n on n.id = o.id cross join lateral listing_words_of(o.name, o.address) s(word)
        where (n.name <> o.name or n.address <> o.address or n.status <> o.status) and w.word = s.word and w.name = o.name and w.business_id = o.id;
      insert into listing_words (word, name, business_id, published)
        select s.word, n.name, n.id, n.status = 'published'
        from new_rows n join old_rows o on o.id = n.id cross join lateral listing_words_of(n.name, n.address) s(word)
        where n.name <> o.name or n.address <> o.address or n.status <> o.status;
    else
      insert into listing_words (word, name, business_id, published)
        select s.word, n.name, n.id, n.status = 'published' from new_rows n cross join lateral listing_words_of(n.name, n.address) s(word);
    end if;
    return null;
  end $$`

const statements = [
  sql`create function listing_words_of(name text, address text) returns setof text language sql immutable parallel safe as $$
    select distinct w from regexp_split_to_table(lower(name || ' ' || address), '[[:space:][:punct:]]+') w where w <> ''
  $$`,
  sql`create table listing_words (
    word text collate "C" not null,
    name text not null,
    business_id uuid not null,
    published boolean not null
  )`,
  wordsChanges,
  ...Object.entries(TRANSITION_TABLES).map(([op, tables]) =>
    sql.raw(`create trigger businesses_words_${op} after ${op} on businesses referencing ${tables} for each statement execute function businesses_words_changes()`),
  ),
  sql`create function businesses_words_truncate() returns trigger language plpgsql as $$
  begin
    truncate listing_words;
    return null;
  end $$`,
  sql`create trigger businesses_words_truncate after truncate on businesses for each statement execute function businesses_words_truncate()`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
  await fillListingWords(db)
  // Nothing reads the trigram indexes of migration 0008 any more (the directory's own search is
  // scoped to one city); keeping them cost every write, and the scale seed a good part of its time.
  await sql`drop index if exists businesses_name_trgm_idx`.execute(db)
  await sql`drop index if exists businesses_address_trgm_idx`.execute(db)
}

/**
 * Fills the words table from every listing at once, its index built after the rows are in (much
 * faster than growing it row by row). The status rides along in the index so the members'
 * published-only table reads the index alone too. Migration 0013 adds the sort keys: its
 * rebuildListingWords is the one the scale seed calls.
 */
async function fillListingWords(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists listing_words_idx`.execute(db)
  await sql`truncate listing_words`.execute(db)
  await sql`insert into listing_words (word, name, business_id, published)
    select s.word, b.name, b.id, b.status = 'published' from businesses b cross join lateral listing_words_of(b.name, b.address) s(word)`.execute(db)
  await sql`create index listing_words_idx on listing_words (word, name, business_id) include (published)`.execute(db)
  await sql`analyze listing_words`.execute(db)
}

/** The words triggers on (after a bulk load that rebuilds the table) or off (during it). */
export async function setListingWordsTriggers(db: Kysely<any>, enabled: boolean): Promise<void> {
  for (const op of ['insert', 'update', 'delete', 'truncate']) {
    await sql.raw(`alter table businesses ${enabled ? 'enable' : 'disable'} trigger businesses_words_${op}`).execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await trigramIndexes.execute(db)
  for (const op of ['insert', 'update', 'delete', 'truncate']) await sql.raw(`drop trigger if exists businesses_words_${op} on businesses`).execute(db)
  await sql`drop function if exists businesses_words_truncate()`.execute(db)
  await sql`drop function if exists businesses_words_changes()`.execute(db)
  await sql`drop table if exists listing_words`.execute(db)
  await sql`drop function if exists listing_words_of(text, text)`.execute(db)
}

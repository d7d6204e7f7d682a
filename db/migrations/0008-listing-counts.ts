import { sql, type Kysely } from 'kysely'

// Counts of published businesses per city, and of all / published listings, kept by statement-level
// triggers (one update per statement, however many rows: bulk imports stay fast), so /city, the
// city pages and the listings tables never count a million rows to show a number.

// Substring search across every listing (the admin table) used trigram indexes where the server
// has pg_trgm (PostgreSQL contrib); the embedded database did without (its tables are small).
// Migration 0012 drops them (the search reads a words table now) and its down() restores them.
export const trigramIndexes = sql`do $$
  declare ext_schema text;
  begin
    begin
      create extension if not exists pg_trgm with schema public;
    exception when others then null;
    end;
    select n.nspname into ext_schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm';
    if ext_schema is not null then
      execute format('create index businesses_name_trgm_idx on businesses using gin (name %I.gin_trgm_ops)', ext_schema);
      execute format('create index businesses_address_trgm_idx on businesses using gin (address %I.gin_trgm_ops)', ext_schema);
    end if;
  end $$`

const statements = [
  sql`alter table cities add column business_count integer not null default 0`,
  sql`create table listing_totals (
    id integer primary key default 1 check (id = 1),
    total bigint not null default 0,
    published bigint not null default 0
  )`,
  sql`insert into listing_totals (id) values (1)`,
  sql`create function businesses_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update cities c set business_count = c.business_count - d.n
        from (select city_id, count(*)::int as n from old_rows where status = 'published' and city_id is not null group by city_id) d
        where c.id = d.city_id;
      update listing_totals set total = total - (select count(*) from old_rows),
        published = published - (select count(*) from old_rows where status = 'published');
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      update cities c set business_count = c.business_count + d.n
        from (select city_id, count(*)::int as n from new_rows where status = 'published' and city_id is not null group by city_id) d
        where c.id = d.city_id;
      update listing_totals set total = total + (select count(*) from new_rows),
        published = published + (select count(*) from new_rows where status = 'published');
    end if;
    return null;
  end $$`,
  sql`create trigger businesses_counts_insert after insert on businesses
    referencing new table as new_rows for each statement execute function businesses_count_changes()`,
  sql`create trigger businesses_counts_update after update on businesses
    referencing old table as old_rows new table as new_rows for each statement execute function businesses_count_changes()`,
  sql`create trigger businesses_counts_delete after delete on businesses
    referencing old table as old_rows for each statement execute function businesses_count_changes()`,
  sql`update cities c set business_count = (select count(*) from businesses b where b.city_id = c.id and b.status = 'published')`,
  sql`update listing_totals set total = (select count(*) from businesses), published = (select count(*) from businesses where status = 'published')`,
  trigramIndexes,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_address_trgm_idx`.execute(db)
  await sql`drop index if exists businesses_name_trgm_idx`.execute(db)
  for (const op of ['insert', 'update', 'delete']) await sql.raw(`drop trigger if exists businesses_counts_${op} on businesses`).execute(db)
  await sql`drop function if exists businesses_count_changes()`.execute(db)
  await sql`drop table if exists listing_totals`.execute(db)
  await sql`alter table cities drop column if exists business_count`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Sorting every listing by city (the admin table, the members' listings) walks the cities in
// name order, skipping whole cities by their counts, and reads the cities a page spans through a
// (city_id, name, id) index that also carries the status (index-only scans for both tables): a
// million-row table is never sorted to show one page (find-listings.server.ts). The counts of all
// listings per city (hidden ones too) are kept by the statement-level trigger of migration 0008.
const countChanges = (withListingCount: boolean) => sql.raw(`create or replace function businesses_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update cities c set business_count = c.business_count - d.published${withListingCount ? ', listing_count = c.listing_count - d.n' : ''}
        from (select city_id, count(*)::int as n, (count(*) filter (where status = 'published'))::int as published
              from old_rows where city_id is not null group by city_id) d
        where c.id = d.city_id;
      update listing_totals set total = total - (select count(*) from old_rows),
        published = published - (select count(*) from old_rows where status = 'published');
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      update cities c set business_count = c.business_count + d.published${withListingCount ? ', listing_count = c.listing_count + d.n' : ''}
        from (select city_id, count(*)::int as n, (count(*) filter (where status = 'published'))::int as published
              from new_rows where city_id is not null group by city_id) d
        where c.id = d.city_id;
      update listing_totals set total = total + (select count(*) from new_rows),
        published = published + (select count(*) from new_rows where status = 'published');
    end if;
    return null;
  end $$`)

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table cities add column listing_count integer not null default 0`.execute(db)
  await countChanges(true).execute(db)
  await sql`update cities c set listing_count = (select count(*) from businesses b where b.city_id = c.id)`.execute(db)
  await sql`create index businesses_admin_city_idx on businesses (city_id, name, id) include (status)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists businesses_admin_city_idx`.execute(db)
  await countChanges(false).execute(db)
  await sql`alter table cities drop column if exists listing_count`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// One name per idea (docs/glossary.md): the database says business, not listing, and the
// submission's third badge is the Local Safety Leader. The count trigger of migrations 0008/0011
// and the search trigger of 0015 are rewritten with the new names (PL/pgSQL bodies name tables).

const countChanges = (totals: string, allCount: string) => sql.raw(`create or replace function businesses_count_changes() returns trigger language plpgsql as $$
  begin
    if tg_op in ('UPDATE', 'DELETE') then
      update cities c set business_count = c.business_count - d.published, ${allCount} = c.${allCount} - d.n
        from (select city_id, count(*)::int as n, (count(*) filter (where status = 'published'))::int as published
              from old_rows where city_id is not null group by city_id) d
        where c.id = d.city_id;
      update ${totals} set total = total - (select count(*) from old_rows),
        published = published - (select count(*) from old_rows where status = 'published');
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      update cities c set business_count = c.business_count + d.published, ${allCount} = c.${allCount} + d.n
        from (select city_id, count(*)::int as n, (count(*) filter (where status = 'published'))::int as published
              from new_rows where city_id is not null group by city_id) d
        where c.id = d.city_id;
      update ${totals} set total = total + (select count(*) from new_rows),
        published = published + (select count(*) from new_rows where status = 'published');
    end if;
    return null;
  end $$`)

const searchTrigger = (vector: string) => sql.raw(`create or replace function businesses_search() returns trigger language plpgsql as $$
  begin
    new.search := ${vector}(concat_ws(' ', new.name, new.address, new.category, (select name from cities where id = new.city_id)));
    return new;
  end $$`)

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table listing_totals rename to business_totals`.execute(db)
  await sql`alter table cities rename column listing_count to all_business_count`.execute(db)
  await countChanges('business_totals', 'all_business_count').execute(db)
  await sql`alter function listing_search_vector(text) rename to business_search_vector`.execute(db)
  await searchTrigger('business_search_vector').execute(db)
  await sql`alter table submissions rename column city_recognized to local_safety_leader`.execute(db)
  await sql`update audit_log set action = 'business.' || substr(action, 9) where action like 'listing.%'`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update audit_log set action = 'listing.' || substr(action, 10) where action like 'business.%'`.execute(db)
  await sql`alter table submissions rename column local_safety_leader to city_recognized`.execute(db)
  await sql`alter function business_search_vector(text) rename to listing_search_vector`.execute(db)
  await searchTrigger('listing_search_vector').execute(db)
  await sql`alter table cities rename column all_business_count to listing_count`.execute(db)
  await sql`alter table business_totals rename to listing_totals`.execute(db)
  await countChanges('listing_totals', 'listing_count').execute(db)
}

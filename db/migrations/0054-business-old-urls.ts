import { sql, type Kysely } from 'kysely'

// A business renamed or moved to another city keeps its old addresses: each former (city, slug)
// names the business, so /city/{old city}/{old slug} answers 301 to its page (links, bookmarks
// and search results do not break). A business that later takes such an address frees it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table business_old_urls (
    city_id integer not null references cities(id) on delete cascade,
    slug text not null,
    business_id uuid not null references businesses(id) on delete cascade,
    primary key (city_id, slug)
  )`.execute(db)
  await sql`create index business_old_urls_business_idx on business_old_urls (business_id)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists business_old_urls`.execute(db)
}

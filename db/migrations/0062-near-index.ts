import { sql, type Kysely } from 'kysely'

// "Within R miles" at the size of the country: a GiST index on each published business's point
// (PostgreSQL's own geometric types, no extension), so the bounding box is read as a box of the
// map (rows in the box), not as a band of latitude across the whole country (rows in the band),
// which is what the (latitude, longitude) b-tree of 0035 gave.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index businesses_near_idx on businesses using gist (point(longitude, latitude)) where status = 'published' and latitude is not null`.execute(db)
  await sql`drop index businesses_position_idx`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`create index businesses_position_idx on businesses (latitude, longitude) where status = 'published' and latitude is not null`.execute(db)
  await sql`drop index businesses_near_idx`.execute(db)
}

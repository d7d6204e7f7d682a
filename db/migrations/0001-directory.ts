import { sql, type Kysely } from 'kysely'

const statements = [
  sql`create table states (
    abbr char(2) primary key,
    name text not null unique
  )`,
  sql`create table cities (
    id serial primary key,
    name text not null,
    state char(2) not null references states(abbr),
    slug text not null unique,
    image_path text,
    image_updated_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index cities_state_name_idx on cities (state, name)`,
  sql`create table businesses (
    id uuid primary key default gen_random_uuid(),
    name text not null check (length(name) between 1 and 200),
    slug text not null,
    category text not null check (category in
      ('restaurants','construction','healthcare','childcare','manufacturing','transportation','retail','other')),
    description text not null default '',
    rating numeric(2,1) not null default 0 check (rating between 0 and 5),
    safety_score integer not null default 0 check (safety_score between 0 and 100),
    address text not null default '',
    city_id integer references cities(id) on delete set null,
    phone text,
    email text,
    website text,
    certifications text[] not null default '{}',
    badges text[] not null default '{}' check (badges <@ array['osha','state','city']::text[]),
    status text not null default 'published' check (status in ('published','hidden')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create unique index businesses_city_slug_idx on businesses (city_id, slug)`,
  // The directory's two sort orders within a city, published rows only.
  sql`create index businesses_city_score_idx on businesses (city_id, safety_score desc, rating desc, name)
    where status = 'published'`,
  sql`create index businesses_city_rating_idx on businesses (city_id, rating desc, safety_score desc, name)
    where status = 'published'`,
  sql`create index businesses_city_category_idx on businesses (city_id, category) where status = 'published'`,
  // Home page "Top 5 Safest {category}": best scores of a category across cities.
  sql`create index businesses_category_score_idx on businesses (category, safety_score desc, rating desc)
    where status = 'published'`,
  sql`create index businesses_badges_idx on businesses using gin (badges)`,
  sql`create index businesses_name_idx on businesses (name)`,
  sql`create table submissions (
    id uuid primary key default gen_random_uuid(),
    kind text not null check (kind in ('nomination','business','application')),
    business_name text not null,
    category text,
    address text,
    email text,
    phone text,
    website text,
    description text,
    certifications text,
    osha_certified boolean not null default false,
    state_certified boolean not null default false,
    city_recognized boolean not null default false,
    city_id integer references cities(id) on delete set null,
    submitter_email text,
    ip text,
    status text not null default 'pending' check (status in ('pending','approved','rejected')),
    reviewer text,
    reviewed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index submissions_status_created_idx on submissions (status, created_at desc)`,
  sql`create table badges (
    id text primary key,
    name text not null,
    image text not null default '',
    price numeric(10,2) not null default 0 check (price >= 0),
    description text not null default ''
  )`,
  sql`create table rate_limits (
    key text primary key,
    count integer not null,
    reset_at timestamptz not null
  )`,
  sql`create table audit_log (
    id bigserial primary key,
    actor text not null,
    action text not null,
    entity text not null,
    entity_id text,
    detail jsonb,
    at timestamptz not null default now()
  )`,
  sql`create index audit_log_at_idx on audit_log (at desc)`,
  // Seed steps that have run: a step runs once, so rows an admin deletes stay deleted.
  sql`create table seed_runs (
    name text primary key,
    ran_at timestamptz not null default now()
  )`,
]

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await statement.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['seed_runs', 'audit_log', 'rate_limits', 'badges', 'submissions', 'businesses', 'cities', 'states']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db)
  }
}

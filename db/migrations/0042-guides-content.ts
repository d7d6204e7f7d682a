import { sql, type Kysely } from 'kysely'
import CONTENT from './content/0042-guides-content.json'

// Decision 035: the guides' products, the review and the merchants become data the admin edits in
// the Content tab. Seeded with the rows of content/0042-guides-content.json (a frozen copy of what the
// app's content said when this migration was written, so later edits of app/content change no
// database), each row marked `sample` until the owner saves it. Merchant links carry the merchant's
// affiliate tag (merchants.affiliate_param=affiliate_tag) when the page renders them.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table merchants (
    id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
    name text not null,
    affiliate_param text not null default '',
    affiliate_tag text not null default '',
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`create table products (
    id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 100),
    category text not null,
    name text not null,
    brand text not null default '',
    model text not null default '',
    sub_category text not null,
    description text not null,
    rating numeric(2,1) not null check (rating between 0 and 5),
    price numeric(10,2) check (price >= 0),
    currency text not null default 'USD',
    price_range text not null default '',
    image text not null,
    popularity integer not null,
    review_url text,
    links jsonb not null default '[]',
    sample boolean not null default false,
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`create table product_reviews (
    slug text primary key check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
    status text not null default 'draft' check (status in ('draft', 'published')),
    title text not null,
    verdict text not null,
    rating numeric(2,1) not null check (rating between 0 and 5),
    price numeric(10,2) not null check (price >= 0),
    currency text not null default 'USD',
    experience text not null,
    data jsonb not null,
    sample boolean not null default false,
    updated_at timestamptz not null default now()
  )`.execute(db)

  for (const merchant of CONTENT.merchants) await db.insertInto('merchants').values(merchant).execute()
  for (const product of CONTENT.products) await db.insertInto('products').values({ ...product, sample: true }).execute()
  for (const { data, ...review } of CONTENT.productReviews) {
    await db.insertInto('product_reviews').values({ ...review, data: JSON.stringify(data), sample: true }).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table product_reviews`.execute(db)
  await sql`drop table products`.execute(db)
  await sql`drop table merchants`.execute(db)
}

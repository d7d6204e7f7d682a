import { sql, type Kysely } from 'kysely'
import { PRODUCT_CATEGORIES } from '../../app/content/product-categories.ts'
import { PRODUCTS } from '../../app/content/products.ts'
import { REVIEW } from '../../app/content/review.ts'

// Issue 33 item 4 (decision 035): the guides' products, the review and the merchants become data the
// admin edits in the Content tab. Seeded from today's content (app/content/products.ts, review.ts),
// each row marked `sample` until the owner saves it. Merchant links carry the merchant's affiliate
// tag (merchants.affiliate_param=affiliate_tag) when the page renders them.
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

  const merchantId = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
  const merchants = [...new Set(REVIEW.merchants.map((m) => m.name))]
  for (const name of merchants) await db.insertInto('merchants').values({ id: merchantId(name), name }).execute()
  for (const p of PRODUCTS) {
    await db.insertInto('products').values({
      id: p.id, category: PRODUCT_CATEGORIES.find((c) => c.name === p.category)!.slug, name: p.name, sub_category: p.subCategory,
      description: p.description, rating: p.rating, price_range: p.priceRange, image: p.image, popularity: p.popularity,
      review_url: p.reviewUrl ?? null, sample: true,
    }).execute()
  }
  const { title, verdict, rating, price, experience, ...rest } = REVIEW
  await db.insertInto('product_reviews').values({
    slug: 'example', status: 'published', title, verdict, rating, price, experience: experience.content,
    data: JSON.stringify({ ...rest, experience: { ...experience, content: undefined } }), sample: true,
  }).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table product_reviews`.execute(db)
  await sql`drop table products`.execute(db)
  await sql`drop table merchants`.execute(db)
}

import { sql, type Kysely } from 'kysely'

// Decision 039: any number of product reviews, each written by the admin. A review
// names its product, author and date, the products it covers (their cards link to it, its "Where to
// buy" comes from their merchant links), and its sections in Markdown (`sections`: section id →
// Markdown; an empty text hides the section). The seeded example keeps its structured layout (`data`)
// for every section the owner has not rewritten. `featured`: the one review the home page, /products and
// its products' category pages show as a card (the example, with its card's picture, until the owner
// features another).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table product_reviews
    add column product_name text not null default '',
    add column author text not null default '',
    add column published_on date not null default current_date,
    add column product_ids jsonb not null default '[]',
    add column sections jsonb not null default '{}',
    add column featured boolean not null default false,
    alter column data set default '{}'`.execute(db)
  await sql`update product_reviews set
    product_name = coalesce(data->>'productName', ''),
    author = coalesce(data->>'author', ''),
    published_on = coalesce((data->>'publishDate')::date, current_date)`.execute(db)
  await sql`update product_reviews set featured = true, data = data || '{"teaserImage": "/reviews/hands-on-installed.svg"}'::jsonb where slug = 'example'`.execute(db)
  await sql`update product_reviews r set product_ids = coalesce(
    (select jsonb_agg(p.id order by p.id) from products p where p.review_url = '/reviews/' || r.slug), '[]'::jsonb)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table product_reviews drop column product_name, drop column author, drop column published_on,
    drop column product_ids, drop column sections, drop column featured, alter column data drop default`.execute(db)
}

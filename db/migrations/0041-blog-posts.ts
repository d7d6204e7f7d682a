import { sql, type Kysely } from 'kysely'
import { BLOG_POSTS_AUTHOR, BLOG_POSTS_DATE, SEED_POSTS } from './content/blog-posts-2026-11-26.ts'

// Blog posts as data the admin edits (the admin's Content tab). body is Markdown,
// rendered safely (no raw HTML); cover_image is a key in the image store (content-images/…).
// The six cards /blog showed become six real posts, written and dated 2026-11-26.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table blog_posts (
    id uuid primary key default gen_random_uuid(),
    slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(slug) <= 100),
    title text not null,
    author text not null,
    published_on date not null,
    summary text not null,
    body text not null,
    cover_image text,
    cover_alt text not null default '',
    status text not null default 'draft' check (status in ('draft', 'published')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db)
  await sql`create index blog_posts_published_idx on blog_posts (published_on desc) where status = 'published'`.execute(db)
  for (const post of SEED_POSTS) {
    await db
      .insertInto('blog_posts')
      .values({ ...post, author: BLOG_POSTS_AUTHOR, published_on: BLOG_POSTS_DATE, status: 'published' })
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table blog_posts`.execute(db)
}

import { sql, type Kysely } from 'kysely'
import CONTENT from './content/0043-category-guides.json'

// Decision 035: each product category's page text, buyer's guide and checklist become data the admin
// edits. The six slugs (and names, icons) stay in code: the quiz and the routes name them. The guide
// is Markdown (### one section each); the checklist one item a line. Seeded as sample content with
// the rows of content/0043-category-guides.json, a frozen copy of the app's content of the time.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table category_guides (
    slug text primary key,
    hero_title text not null,
    hero_text text not null,
    tips jsonb not null default '[]',
    guide_summary text not null,
    guide text not null,
    checklist_summary text not null,
    checklist text not null,
    sample boolean not null default false,
    updated_at timestamptz not null default now()
  )`.execute(db)
  for (const { tips, ...guide } of CONTENT.categoryGuides) {
    await db.insertInto('category_guides').values({ ...guide, tips: JSON.stringify(tips), sample: true }).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table category_guides`.execute(db)
}

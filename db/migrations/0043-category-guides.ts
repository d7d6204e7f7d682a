import { sql, type Kysely } from 'kysely'
import { CATEGORY_CONTENT } from '../../app/content/products.ts'

// Issue 33 item 4 (decision 035): each product category's page text, buyer's guide and checklist
// become data the admin edits. The six slugs (and names, icons) stay in code: the quiz and the
// routes name them. The guide is Markdown (### one section each); the checklist one item a line.
// Seeded from today's content as sample content.
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
  for (const c of Object.values(CATEGORY_CONTENT)) {
    const guide = c.buyersGuide.sections
      .map((s) => [`### ${s.heading}`, ...s.paragraphs, ...(s.points ? [s.points.map((p) => `- ${p}`).join('\n')] : [])].join('\n\n'))
      .join('\n\n')
    await db.insertInto('category_guides').values({
      slug: c.slug, hero_title: c.heroTitle, hero_text: c.heroText, tips: JSON.stringify(c.tips), guide_summary: c.buyersGuide.summary,
      guide, checklist_summary: c.checklist.summary, checklist: c.checklist.items.join('\n'), sample: true,
    }).execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table category_guides`.execute(db)
}

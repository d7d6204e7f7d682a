import { sql } from 'kysely'
import { SLUG } from '~/domain/blog/model.ts'
import { isSeededProductReview, seededSectionMarkdown, WRITTEN_SECTIONS } from '~/domain/guides/product-review-sections.ts'
import type { DB } from '~/lib/db.server.ts'

/** The Content tab's lists: products, reviews and merchants. */
export async function findAdminGuides(db: DB) {
  const [categories, products, reviews, merchants] = await Promise.all([
    db.selectFrom('category_guides').select(['slug', 'hero_title as title', 'sample']).orderBy('slug').execute(),
    db.selectFrom('products').select(['id', 'name', 'brand', 'model', 'category', 'price', 'currency', 'sample']).orderBy('category').orderBy('popularity').execute(),
    db.selectFrom('product_reviews').select(['slug', 'title', 'status', 'sample']).orderBy('slug').execute(),
    findMerchantRows(db),
  ])
  return { categories, products: products.map((p) => ({ ...p, price: p.price === null ? null : Number(p.price) })), reviews, merchants }
}

export async function findMerchantRows(db: DB) {
  return db.selectFrom('merchants').select(['id', 'name', 'affiliate_param as affiliateParam', 'affiliate_tag as affiliateTag']).orderBy('name').execute()
}

/** A product as its editor shows it, or undefined. */
export async function findAdminProduct(db: DB, id: string) {
  if (!SLUG.test(id)) return undefined
  const p = await db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
  if (!p) return undefined
  return {
    id: p.id, name: p.name, brand: p.brand, model: p.model, category: p.category, subCategory: p.sub_category, description: p.description,
    rating: Number(p.rating), price: p.price === null ? null : Number(p.price), currency: p.currency, priceRange: p.price_range, image: p.image,
    popularity: p.popularity, links: p.links, sample: p.sample,
  }
}
export type AdminProduct = NonNullable<Awaited<ReturnType<typeof findAdminProduct>>>

/**
 * A review as its editor shows it (drafts too), or undefined: every section as Markdown, a seeded
 * section the owner has not rewritten as the Markdown of its seeded content (decision 039).
 */
export async function findAdminProductReview(db: DB, slug: string) {
  if (!SLUG.test(slug)) return undefined
  const r = await db.selectFrom('product_reviews').selectAll().select(sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('publishedOn')).where('slug', '=', slug).executeTakeFirst()
  if (!r) return undefined
  const seeded = isSeededProductReview(r.data) ? r.data : null
  const sections = Object.fromEntries(WRITTEN_SECTIONS.map(({ id, field }) => [field, r.sections[id] ?? (seeded ? seededSectionMarkdown(seeded, id) : '')])) as Record<(typeof WRITTEN_SECTIONS)[number]['field'], string>
  return {
    slug: r.slug, title: r.title, productName: r.product_name, author: r.author, publishedOn: r.publishedOn, productIds: r.product_ids,
    verdict: r.verdict, rating: Number(r.rating), price: Number(r.price), currency: r.currency, experience: r.experience, status: r.status, sample: r.sample, featured: r.featured,
    seeded: seeded !== null, ...sections,
  }
}
export type AdminProductReview = NonNullable<Awaited<ReturnType<typeof findAdminProductReview>>>

/** The products a review can cover, for the editor's choices. */
export async function findProductChoices(db: DB) {
  return db.selectFrom('products').select(['id', 'name']).orderBy('name').execute()
}

/** A category's guide as its editor shows it, or undefined. */
export async function findAdminCategory(db: DB, slug: string) {
  if (!SLUG.test(slug)) return undefined
  const c = await db.selectFrom('category_guides').selectAll().where('slug', '=', slug).executeTakeFirst()
  return c && { slug: c.slug, heroTitle: c.hero_title, heroText: c.hero_text, guideSummary: c.guide_summary, guide: c.guide, checklistSummary: c.checklist_summary, checklist: c.checklist, sample: c.sample }
}

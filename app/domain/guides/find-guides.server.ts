import { productAnchor, productCategoryByName, productCategoryBySlug } from '~/content/product-categories.ts'
import type { DB } from '~/lib/db.server.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import { publicDataCache } from '~/lib/public-data-cache.server.ts'
import { affiliateUrl, formatPrice, type GuideProduct, type TopPick } from './model.ts'

type Merchant = { id: string; name: string; affiliateParam: string; affiliateTag: string }

/** The merchants with their affiliate settings. */
export async function findMerchants(db: DB): Promise<Merchant[]> {
  return db.selectFrom('merchants').select(['id', 'name', 'affiliate_param as affiliateParam', 'affiliate_tag as affiliateTag']).orderBy('name').execute()
}

/** Every product of the guides, most popular first, with prices formatted and affiliate tags on their links. */
export async function findProducts(db: DB): Promise<GuideProduct[]> {
  return publicDataCache.get('guides:products', async () => {
    const merchants = await findMerchants(db)
    const rows = await db.selectFrom('products').selectAll().orderBy('popularity').orderBy('id').execute()
    // A product's "Read our review" is the published review that covers it (decision 039).
    const reviews = await db.selectFrom('product_reviews').select(['slug', 'product_ids']).where('status', '=', 'published').orderBy('published_on', 'desc').orderBy('slug').execute()
    return rows.map((p): GuideProduct => {
      const product: GuideProduct = {
        id: p.id, name: p.name, brand: p.brand, model: p.model, category: productCategoryBySlug(p.category)?.name ?? 'Home Safety',
        subCategory: p.sub_category, description: p.description, rating: Number(p.rating),
        priceRange: p.price !== null ? formatPrice(Number(p.price), p.currency) : p.price_range,
        image: p.image.startsWith('content-images/') ? `/${p.image}` : p.image, popularity: p.popularity, sample: p.sample,
        links: p.links.flatMap((l) => {
          const merchant = merchants.find((m) => m.id === l.merchant)
          return merchant ? [{ merchant: merchant.name, url: affiliateUrl(l.url, merchant) }] : []
        }),
      }
      const review = reviews.find((r) => r.product_ids.includes(p.id))
      if (review) product.reviewUrl = `/reviews/${review.slug}`
      return product
    })
  })
}

/** A category page's text, buyer's guide (rendered from Markdown) and checklist; kept until the content changes. */
export async function findCategoryGuide(db: DB, slug: string) {
  return publicDataCache.get(`guides:category:${slug}`, async () => {
    const row = await db.selectFrom('category_guides').selectAll().where('slug', '=', slug).executeTakeFirst()
    if (!row) return undefined
    return {
      slug: row.slug, heroTitle: row.hero_title, heroText: row.hero_text, tips: row.tips, sample: row.sample,
      buyersGuide: { summary: row.guide_summary, html: renderMarkdown(row.guide) },
      checklist: { summary: row.checklist_summary, items: row.checklist.split('\n').map((l) => l.trim()).filter(Boolean) },
    }
  })
}
export type CategoryGuide = NonNullable<Awaited<ReturnType<typeof findCategoryGuide>>>

/** The home page's Top Picks: the five most popular products, as the owner ranks them (popularity 1 first). */
export async function findTopPicks(db: DB): Promise<TopPick[]> {
  return (await findProducts(db)).slice(0, 5).map((p) => ({
    id: p.id, name: p.name, category: p.category, rating: p.rating, priceRange: p.priceRange, image: p.image, sample: p.sample,
    href: `/products/${productCategoryByName(p.category)?.slug ?? ''}#${productAnchor(p.id)}`,
  }))
}

import { productCategoryBySlug } from '~/content/product-categories.ts'
import type { Review } from '~/content/review.ts'
import type { DB } from '~/lib/db.server.ts'
import { renderMarkdown } from '~/lib/markdown.ts'
import { publicDataCache } from '~/lib/public-data-cache.server.ts'
import { affiliateUrl, formatPrice, type GuideProduct } from './model.ts'

type Merchant = { id: string; name: string; affiliateParam: string; affiliateTag: string }

async function findMerchants(db: DB): Promise<Merchant[]> {
  return db.selectFrom('merchants').select(['id', 'name', 'affiliate_param as affiliateParam', 'affiliate_tag as affiliateTag']).orderBy('name').execute()
}

/** Every product of the guides, most popular first, with prices formatted and affiliate tags on their links. */
export async function findProducts(db: DB): Promise<GuideProduct[]> {
  return publicDataCache.get('guides:products', async () => {
    const merchants = await findMerchants(db)
    const rows = await db.selectFrom('products').selectAll().orderBy('popularity').orderBy('id').execute()
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
      if (p.review_url) product.reviewUrl = p.review_url
      return product
    })
  })
}

export interface PublishedReview extends Review {
  slug: string
  sample: boolean
  currency: string
}

/** A published review by its slug (undefined for a draft or an unknown slug), merchant links tagged. */
export async function findPublishedReview(db: DB, slug: string): Promise<PublishedReview | undefined> {
  return publicDataCache.get(`guides:review:${slug}`, async () => {
    const row = await db.selectFrom('product_reviews').selectAll().where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst()
    if (!row) return undefined
    const merchants = await findMerchants(db)
    const data = row.data as unknown as Omit<Review, 'title' | 'verdict' | 'rating' | 'price'>
    return {
      ...data,
      slug: row.slug, sample: row.sample, currency: row.currency, title: row.title, verdict: row.verdict, rating: Number(row.rating), price: Number(row.price),
      experience: { ...data.experience, content: row.experience },
      merchants: data.merchants.map((m) => {
        const merchant = merchants.find((x) => x.name === m.name)
        return merchant ? { ...m, url: affiliateUrl(m.url, merchant) } : m
      }),
    }
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

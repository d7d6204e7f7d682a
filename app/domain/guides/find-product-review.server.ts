import { sql } from 'kysely'
import { productCategoryByName } from '~/content/product-categories.ts'
import type { DB } from '~/lib/db.server.ts'
import { markdownWords, renderMarkdown } from '~/lib/markdown.ts'
import { publicDataCache } from '~/lib/public-data-cache.server.ts'
import { findMerchants, findProducts } from './find-guides.server.ts'
import { affiliateUrl } from './model.ts'
import { isSeededProductReview, readingMinutes, PRODUCT_REVIEW_SECTIONS, type ProductReviewSectionId, type ProductReviewTeaser, type ProductReviewView, type SeededProductReview } from './product-review-sections.ts'

const EMPTY: Omit<SeededProductReview, 'productName' | 'author' | 'publishDate' | 'productFacts' | 'experience'> = {
  readingTime: 1, merchants: [], benefits: [], qualifications: [], comparisons: [], alternatives: [{ name: '', id: '' }, { name: '', id: '' }],
  idealUser: [], notIdealUser: [], pros: [], cons: [], faqs: [], relatedProducts: [],
}

/** The structured data a rewritten section no longer shows (so the page's structured data follows the page). */
const SEEDED_FIELDS: Partial<Record<ProductReviewSectionId, (keyof typeof EMPTY)[]>> = {
  'user-benefits': ['benefits'], qualifications: ['qualifications'], comparison: ['comparisons'], 'ideal-user': ['idealUser', 'notIdealUser'],
  'pros-and-cons': ['pros', 'cons'], faq: ['faqs'], 'related-products': ['relatedProducts'],
}

/**
 * A published review by its slug (undefined for a draft or an unknown slug), decision 039: the
 * sections the owner wrote rendered from Markdown, the seeded example's other sections in their
 * structured layout; a written review's "Where to buy" is its covered products' merchant links
 * (affiliate tags added) and its facts are its first product's. Kept until the content changes.
 */
export async function findPublishedProductReview(db: DB, slug: string): Promise<ProductReviewView | undefined> {
  return publicDataCache.get(`guides:review:${slug}`, async () => {
    const row = await db.selectFrom('product_reviews').selectAll()
      .select(sql<string>`to_char(published_on, 'YYYY-MM-DD')`.as('publishedOn'))
      .where('slug', '=', slug).where('status', '=', 'published').executeTakeFirst()
    if (!row) return undefined
    const seeded = isSeededProductReview(row.data) ? (row.data as unknown as SeededProductReview) : null
    const covered = (await findProducts(db)).filter((p) => row.product_ids.includes(p.id))
    const first = covered[0]
    const html: ProductReviewView['html'] = { 'hands-on': renderMarkdown(row.experience) }
    const sections: ProductReviewSectionId[] = []
    const view: ProductReviewView = {
      ...EMPTY,
      ...seeded,
      slug: row.slug, sample: row.sample, currency: row.currency, title: row.title, verdict: row.verdict, rating: Number(row.rating), price: Number(row.price),
      productName: row.product_name, author: row.author, publishDate: row.publishedOn,
      productFacts: seeded?.productFacts ?? { brand: first?.brand ?? '', model: first?.model ?? '', releaseDate: '', warranty: '', category: first?.category ?? 'Safety products', features: [] },
      experience: { images: seeded?.experience.images ?? [], ...(seeded?.experience.videoUrl ? { videoUrl: seeded.experience.videoUrl } : {}), content: row.experience },
      categorySlug: productCategoryByName(first?.category ?? seeded?.productFacts.category ?? '')?.slug ?? '',
      teaserImage: (typeof row.data.teaserImage === 'string' ? row.data.teaserImage : undefined) ?? first?.image ?? seeded?.experience.images[0]?.src ?? '',
      categorySlugs: [...new Set(covered.flatMap((p) => productCategoryByName(p.category)?.slug ?? []))],
      sections, html,
    }
    for (const { id } of PRODUCT_REVIEW_SECTIONS) {
      const written = id === 'hands-on' ? row.experience : row.sections[id]
      if (written !== undefined && id !== 'hands-on') {
        for (const field of SEEDED_FIELDS[id] ?? []) (view as unknown as Record<string, unknown>)[field] = EMPTY[field]
        if (written) html[id] = renderMarkdown(written)
        else if (id === 'verdict') html[id] = ''
      }
      if (written || id === 'verdict' || (written === undefined && seeded)) sections.push(id)
    }
    if (seeded) {
      const merchants = await findMerchants(db)
      view.merchants = seeded.merchants.map((m) => {
        const merchant = merchants.find((x) => x.name === m.name)
        return merchant ? { ...m, url: affiliateUrl(m.url, merchant) } : m
      })
    } else {
      view.merchants = [...new Map(covered.flatMap((p) => p.links).map((l) => [l.merchant, { name: l.merchant, price: view.price, url: l.url }] as const)).values()]
      view.readingTime = readingMinutes([row.experience, ...Object.values(row.sections)].reduce((n, text) => n + markdownWords(text), 0))
      html.verdict ??= ''
    }
    return view
  })
}

/** The featured review's card, or null when no published review is featured. */
export async function findFeaturedProductReview(db: DB): Promise<ProductReviewTeaser | null> {
  const row = await publicDataCache.get('guides:featured-review', () =>
    db.selectFrom('product_reviews').select('slug').where('featured', '=', true).where('status', '=', 'published').executeTakeFirst())
  const review = row && (await findPublishedProductReview(db, row.slug))
  if (!review) return null
  return { url: `/reviews/${review.slug}`, title: review.title, author: review.author, rating: review.rating, readingTime: review.readingTime, image: review.teaserImage, categorySlugs: review.categorySlugs }
}

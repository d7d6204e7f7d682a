import type { ProductReviewInput } from '~/domain/guides/model.ts'
import { isSeededProductReview, seededSectionMarkdown, WRITTEN_SECTIONS } from '~/domain/guides/product-review-sections.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'
import type { Actor } from './save-guides.admin.server.ts'

/**
 * Creates (editingSlug null, `values.slug` free) or updates a product review: row, audit entry and
 * content version in one transaction, so /reviews/{slug}, the sitemap and the covered products'
 * cards change at once. Each covered product must exist. A section of the seeded example saved as the
 * editor showed it keeps its structured layout; any other text is the owner's Markdown (decision 039).
 * Saved content is no longer the seed's sample. Returns its slug.
 */
export async function saveProductReview(db: DB, actor: Actor, editingSlug: string | null, values: ProductReviewInput & { slug?: string }): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const slug = editingSlug ?? values.slug ?? ''
    const current = await trx.selectFrom('product_reviews').select(['slug', 'data']).where('slug', '=', slug).forUpdate().executeTakeFirst()
    if (editingSlug && !current) throw notFound('Review not found')
    if (!editingSlug && current) throw invalid('slug', 'Another review already uses this slug')
    if (values.productIds.length > 0) {
      const found = await trx.selectFrom('products').select('id').where('id', 'in', values.productIds).execute()
      if (found.length !== values.productIds.length) throw invalid('productIds', 'Choose products from the list')
    }
    const seeded = current && isSeededProductReview(current.data) ? current.data : null
    const sections: Record<string, string> = {}
    for (const { id, field } of WRITTEN_SECTIONS) {
      const text = values[field]
      if (seeded ? text === seededSectionMarkdown(seeded, id) : text === '') continue
      sections[id] = text
    }
    const row = {
      title: values.title, product_name: values.productName, author: values.author, published_on: values.publishedOn,
      product_ids: JSON.stringify(values.productIds), verdict: values.verdict, rating: values.rating, price: values.price, currency: values.currency,
      experience: values.experience, sections: JSON.stringify(sections), featured: values.featured, status: values.status, sample: false, updated_at: new Date(),
    }
    // One featured review: featuring this one takes the card from the other.
    if (values.featured) await trx.updateTable('product_reviews').set({ featured: false }).where('featured', '=', true).where('slug', '<>', slug).execute()
    if (current) await trx.updateTable('product_reviews').set(row).where('slug', '=', slug).execute()
    else await trx.insertInto('product_reviews').values({ slug, ...row }).execute()
    await recordAudit(trx, { actor: actor.email, action: 'product-review.save', entity: 'product-review', entityId: slug, detail: { name: values.title, status: values.status, created: !current } })
    await bumpContentVersion(trx)
    return slug
  })
}

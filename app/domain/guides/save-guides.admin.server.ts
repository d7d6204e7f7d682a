import type { CategoryGuideInput, MerchantInput, ProductInput } from '~/domain/guides/model.ts'
import { bumpContentVersion } from '~/lib/content-version.server.ts'
import { invalid, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export type Actor = { email: string }
/** What saving a product gives back: the image it replaced, for the caller to remove once the write is in. */
export type SaveResult = { oldImage: string | null }

export const PRODUCT_GONE = 'It may have been removed.'

/**
 * Creates (editingId null) or updates a product: row, audit entry and content version in one
 * transaction. The slug is the product's id and stays while editing; a new product's slug must be
 * free, and each link's merchant must exist. `image`: a newly stored image's key, or undefined to
 * keep it. Saved content is no longer the seed's sample.
 */
export async function saveProduct(db: DB, actor: Actor, editingId: string | null, values: ProductInput, image: string | undefined): Promise<SaveResult> {
  return db.transaction().execute((trx) => saveProductIn(trx, actor, editingId, values, image, 'product.save'))
}

/** saveProduct inside a transaction the caller holds (the CSV import: all rows or none). */
export async function saveProductIn(trx: DB, actor: Actor, editingId: string | null, values: ProductInput, image: string | undefined, action: 'product.save' | 'product.import'): Promise<SaveResult> {
  {
    const id = editingId ?? values.id
    const current = await trx.selectFrom('products').select(['id', 'image']).where('id', '=', id).forUpdate().executeTakeFirst()
    if (editingId && !current) throw notFound(PRODUCT_GONE)
    if (!editingId && current) throw invalid('id', 'Another product already uses this slug')
    const merchants = new Set((await trx.selectFrom('merchants').select('id').execute()).map((m) => m.id))
    if (values.links.some((l) => !merchants.has(l.merchant))) throw invalid('links', 'Choose a merchant for each link')
    if (!current && image === undefined) throw invalid('image', 'A new product needs an image')
    const row = {
      name: values.name, brand: values.brand, model: values.model, category: values.category, sub_category: values.subCategory,
      description: values.description, rating: values.rating, price: values.price, currency: values.currency, price_range: values.priceRange,
      popularity: values.popularity, links: JSON.stringify(values.links), sample: false, updated_at: new Date(),
      ...(image !== undefined ? { image } : {}),
    }
    if (current) await trx.updateTable('products').set(row).where('id', '=', id).execute()
    else await trx.insertInto('products').values({ id, ...row, image: image! }).execute()
    await recordAudit(trx, { actor: actor.email, action, entity: 'product', entityId: id, detail: { name: values.name, created: !current, price: values.price } })
    await bumpContentVersion(trx)
    const oldImage = image !== undefined && current?.image.startsWith('content-images/') ? current.image : null
    return { oldImage }
  }
}

/** Sets a merchant's affiliate parameter and tag (audited; the pages' links change at once). */
export async function saveMerchant(db: DB, actor: Actor, values: MerchantInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('merchants')
      .set({ affiliate_param: values.affiliateParam, affiliate_tag: values.affiliateTag, updated_at: new Date() })
      .where('id', '=', values.id).returning('name').executeTakeFirst()
    if (!updated) throw notFound('Merchant not found')
    await recordAudit(trx, { actor: actor.email, action: 'merchant.save', entity: 'merchant', entityId: values.id, detail: { name: updated.name, affiliateParam: values.affiliateParam, affiliateTag: values.affiliateTag } })
    await bumpContentVersion(trx)
  })
}

/** Updates a category's page text, buyer's guide and checklist (audited; content version bumped). */
export async function saveCategoryGuide(db: DB, actor: Actor, slug: string, values: CategoryGuideInput): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const updated = await trx.updateTable('category_guides')
      .set({ hero_title: values.heroTitle, hero_text: values.heroText, guide_summary: values.guideSummary, guide: values.guide, checklist_summary: values.checklistSummary, checklist: values.checklist.join('\n'), sample: false, updated_at: new Date() })
      .where('slug', '=', slug).returning('slug').executeTakeFirst()
    if (!updated) throw notFound('Category not found')
    await recordAudit(trx, { actor: actor.email, action: 'category.save', entity: 'category', entityId: slug, detail: { name: values.heroTitle, checklist: values.checklist.length } })
    await bumpContentVersion(trx)
  })
}

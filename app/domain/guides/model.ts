import { z } from 'zod'
import { PRODUCT_CATEGORIES } from '~/content/product-categories.ts'
import type { SafetyProduct } from '~/content/products.ts'
import { checkbox, emptyIfMissing, optionalLongText, optionalText, requiredLongText, requiredText, singleLine } from '~/lib/form-fields.ts'
import { dateField, SLUG, SLUG_MESSAGE, slugField } from '~/domain/blog/model.ts'

/** Currencies a price may be in. */
export const CURRENCIES = ['USD', 'CAD', 'EUR', 'GBP'] as const
export type Currency = (typeof CURRENCIES)[number]

/** "$39.99", "CA$39.99", "€39.99" */
export function formatPrice(price: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(price)
}

/** A merchant link as a page shows it: the merchant's name and the address with its affiliate tag. */
export interface MerchantLink {
  merchant: string
  url: string
}

/** A merchant's page address with the merchant's affiliate tag added (when it has one). */
export function affiliateUrl(url: string, merchant: { affiliateParam: string; affiliateTag: string }): string {
  if (!merchant.affiliateParam || !merchant.affiliateTag) return url
  const u = new URL(url)
  u.searchParams.set(merchant.affiliateParam, merchant.affiliateTag)
  return u.href
}

/**
 * A guide's product as the public pages show it: the fields of the seed's SafetyProduct
 * (priceRange: the price as shown, "$39.99", or the range when no price is set) and the owner's.
 */
export interface GuideProduct extends SafetyProduct {
  brand: string
  model: string
  links: MerchantLink[]
  sample: boolean
}

/** A product of the home page's Top Picks strip: its card's facts and the address of its card on its category page. */
export type TopPick = Pick<GuideProduct, 'id' | 'name' | 'category' | 'rating' | 'priceRange' | 'image' | 'sample'> & { href: string }

/** An http(s) address that parses as a URL: the editors' "real URL". */
export const httpUrl = (label: string) =>
  requiredText(label, 1000).pipe(z.url({ message: `${label} must be a full web address (https://…)`, protocol: /^https?$/ }))
const optionalHttpUrl = (label: string) =>
  optionalText(label, 1000).pipe(z.url({ message: `${label} must be a full web address (https://…)`, protocol: /^https?$/ }).nullable())

/** A money amount: a number ≥ 0 with at most two decimals. */
const money = (label: string) =>
  requiredText(label, 20).pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, `${label} must be a number of 0 or more (for example 39.99)`)).transform(Number)
const optionalMoney = (label: string) =>
  optionalText(label, 20).pipe(z.string().regex(/^\d{1,8}(\.\d{1,2})?$/, `${label} must be a number of 0 or more (for example 39.99)`).nullable()).transform((v) => (v === null ? null : Number(v)))
const rating = () =>
  requiredText('Rating', 10).pipe(z.string().regex(/^[0-5](\.\d)?$/, 'Rating must be between 0 and 5 (one decimal)')).transform(Number).refine((n) => n <= 5, 'Rating must be between 0 and 5 (one decimal)')
const currency = () => z.preprocess((v) => v || 'USD', z.enum(CURRENCIES, { message: 'Currency must be USD, CAD, EUR or GBP' }))
const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [string, ...string[]]

export const MAX_LINKS = 4
/** The product editor's merchant link rows: a row with no address is left out. */
const linkRows = z.preprocess(
  (v) => (Array.isArray(v) ? v : v == null ? [] : [v]),
  z.array(z.object({ merchant: emptyIfMissing(singleLine('Merchant', 100)), url: optionalHttpUrl('Merchant link') })),
).transform((rows) => rows.filter((r): r is { merchant: string; url: string } => r.url !== null && r.merchant !== ''))
  .refine((rows) => rows.length <= MAX_LINKS, `At most ${MAX_LINKS} merchant links`)

/** The admin's product editor (Content tab) and a row of the products CSV. */
export const productSchema = z.object({
  id: requiredText('Slug', 100).pipe(z.string().regex(SLUG, SLUG_MESSAGE)),
  name: requiredText('Name', 200),
  brand: emptyIfMissing(singleLine('Brand', 100)),
  model: emptyIfMissing(singleLine('Model', 100)),
  category: z.preprocess((v) => v ?? '', z.enum(CATEGORY_SLUGS, { message: 'Choose a category' })),
  subCategory: requiredText('Subcategory', 100),
  description: requiredLongText('Description', 1000),
  rating: rating(),
  price: optionalMoney('Price'),
  currency: currency(),
  priceRange: emptyIfMissing(singleLine('Price range', 50)),
  popularity: requiredText('Popularity', 6).pipe(z.string().regex(/^\d{1,4}$/, 'Popularity must be a whole number (1 = most popular)')).transform(Number),
  links: linkRows,
})
export type ProductInput = z.output<typeof productSchema>

/** At most this many products per review. */
export const MAX_PRODUCT_REVIEW_PRODUCTS = 6
/** A review section in Markdown: empty hides it (a seeded section left as shown keeps its layout). */
const reviewSection = (label: string) => optionalLongText(label, 20_000).transform((v) => v ?? '')
const productIdList = z.preprocess(
  (v) => (v == null || v === '' ? [] : Array.isArray(v) ? v : [v]),
  z.array(z.string().regex(SLUG, 'Choose products from the list')).max(MAX_PRODUCT_REVIEW_PRODUCTS, `Choose at most ${MAX_PRODUCT_REVIEW_PRODUCTS} products`),
).transform((ids) => [...new Set(ids)])

/**
 * The admin's review editor (decision 039): headline facts, the products it covers, its ten
 * sections in Markdown (the hands-on one required) and its status. A new review also names its slug.
 */
export const productReviewSchema = z.object({
  title: requiredText('Title', 200),
  productName: requiredText('Product name', 200),
  author: requiredText('Author', 120),
  publishedOn: dateField('Date'),
  productIds: productIdList,
  verdict: requiredLongText('Verdict', 1000),
  rating: rating(),
  price: money('Price'),
  currency: currency(),
  facts: reviewSection('Product facts'),
  benefits: reviewSection('User benefits'),
  qualifications: reviewSection("Why I'm qualified"),
  experience: requiredLongText('Hands-on experience', 30_000),
  comparison: reviewSection('Comparison to alternatives'),
  idealUser: reviewSection('Ideal user vs not ideal'),
  prosCons: reviewSection('Pros and cons'),
  faq: reviewSection('Frequently asked questions'),
  related: reviewSection('Related products'),
  closing: reviewSection('Closing words'),
  featured: checkbox(),
  status: z.preprocess((v) => v ?? 'draft', z.enum(['draft', 'published'], { message: 'Status must be Draft or Published' })),
})
export type ProductReviewInput = z.output<typeof productReviewSchema>
/** `/admin/content/reviews/new` is the creation page, so "new" names no review. */
export const newProductReviewSchema = productReviewSchema.extend({ slug: slugField().refine((v) => v !== 'new', 'Slug "new" is reserved; choose another') })

/** A merchant's affiliate setting. */
export const merchantSchema = z.object({
  id: requiredText('Merchant', 100).pipe(z.string().regex(SLUG, 'Merchant not found')),
  affiliateParam: emptyIfMissing(singleLine('Affiliate parameter', 40)).pipe(z.string().regex(/^([A-Za-z0-9_-]{1,40})?$/, 'Affiliate parameter must be letters, digits, - or _ (for example tag)')),
  affiliateTag: emptyIfMissing(singleLine('Affiliate tag', 100)).pipe(z.string().regex(/^[A-Za-z0-9._-]{0,100}$/, 'Affiliate tag must be letters, digits, ., - or _')),
})
export type MerchantInput = z.output<typeof merchantSchema>

/** The admin's category guide editor: the page's text, the buyer's guide (Markdown) and the checklist. */
export const categoryGuideSchema = z.object({
  heroTitle: requiredText('Page title', 120),
  heroText: requiredLongText('Introduction', 600),
  guideSummary: requiredLongText('Guide summary', 600),
  guide: requiredLongText("Buyer's guide", 30_000),
  checklistSummary: requiredLongText('Checklist summary', 600),
  checklist: requiredLongText('Checklist items', 8_000)
    .transform((v) => v.split('\n').map((l) => l.trim()).filter(Boolean))
    .refine((items) => items.length <= 60, 'At most 60 checklist items')
    .refine((items) => items.every((i) => i.length <= 300), 'Each checklist item must be at most 300 characters'),
})
export type CategoryGuideInput = z.output<typeof categoryGuideSchema>

import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PRODUCT_REVIEW } from './product-review.ts'

const text = z.string().trim().min(1)
const isoDate = z.iso.date()
/** Spec §9: rating 0–5 in steps of 0.1. */
const rating = z
  .number()
  .min(0)
  .max(5)
  .refine((r) => Math.abs(r * 10 - Math.round(r * 10)) < 1e-9, 'rating goes in steps of 0.1')
/** Spec §9: price step 0.01. */
const price = z
  .number()
  .positive()
  .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-6, 'price goes in steps of 0.01')
const httpsUrl = z.url({ protocol: /^https$/ })
/** Images are real files the site serves from public/reviews/. */
const localImage = z
  .string()
  .regex(/^\/reviews\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/)
  .refine((src) => existsSync(join(process.cwd(), 'public', src)), 'image file is missing from public/')
const cell = z.union([text, z.boolean()])
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)

/** Spec §3 Review. */
export const productReviewSchema = z.strictObject({
  title: text,
  productName: text,
  author: text,
  publishDate: isoDate,
  readingTime: z.number().int().positive(),
  rating,
  // The verdict is also the meta description: keep it to what search engines show.
  verdict: text.max(160),
  price,
  merchants: z.array(z.strictObject({ name: text, price, url: httpsUrl })).min(1),
  productFacts: z.strictObject({
    brand: text,
    model: text,
    releaseDate: isoDate,
    warranty: text,
    category: text,
    features: z.array(text).min(1),
  }),
  benefits: z.array(text).min(1),
  qualifications: z.array(text).min(1),
  experience: z.strictObject({
    images: z.array(z.strictObject({ src: localImage, alt: text, caption: text })).min(1),
    // The CSP allows frames from this host only.
    videoUrl: z
      .string()
      .regex(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+/)
      .optional(),
    content: text,
  }),
  comparisons: z
    .array(z.strictObject({ feature: text, thisProduct: cell, alternative1: cell.optional(), alternative2: cell.optional() }))
    .min(1),
  alternatives: z.tuple([z.strictObject({ name: text, id: slug }), z.strictObject({ name: text, id: slug })]),
  idealUser: z.array(text).min(1),
  notIdealUser: z.array(text).min(1),
  pros: z.array(text).min(1),
  cons: z.array(text).min(1),
  faqs: z.array(z.strictObject({ question: text, answer: text })).min(1),
  relatedProducts: z.array(z.strictObject({ id: slug, name: text, image: localImage, rating, price, url: httpsUrl })).min(1),
})

describe('the sample review (spec §3 Review)', () => {
  it('matches the schema', () => {
    const result = productReviewSchema.safeParse(PRODUCT_REVIEW)
    expect(result.success ? [] : result.error.issues).toEqual([])
  })

  it('has the numbers of spec §9', () => {
    expect(PRODUCT_REVIEW.rating).toBe(4.5)
    expect(PRODUCT_REVIEW.price).toBe(39.99)
    expect(PRODUCT_REVIEW.readingTime).toBe(8)
    expect(PRODUCT_REVIEW.merchants).toHaveLength(3)
    expect(PRODUCT_REVIEW.faqs).toHaveLength(5)
    expect(PRODUCT_REVIEW.relatedProducts).toHaveLength(4)
  })

  it('has 3 or 4 hands-on images, each a different file', () => {
    const srcs = PRODUCT_REVIEW.experience.images.map((i) => i.src)
    expect(srcs.length).toBeGreaterThanOrEqual(3)
    expect(srcs.length).toBeLessThanOrEqual(4)
    expect(new Set(srcs).size).toBe(srcs.length)
  })

  it('quotes a price no merchant beats', () => {
    expect(Math.min(...PRODUCT_REVIEW.merchants.map((m) => m.price))).toBe(PRODUCT_REVIEW.price)
    expect(new Set(PRODUCT_REVIEW.merchants.map((m) => m.name)).size).toBe(3)
  })

  it('compares against alternatives that are among the related products', () => {
    const ids = PRODUCT_REVIEW.relatedProducts.map((p) => p.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const alt of PRODUCT_REVIEW.alternatives) expect(ids).toContain(alt.id)
  })

  it('has booleans and at least one missing alternative value in the comparison table', () => {
    const cells = PRODUCT_REVIEW.comparisons.flatMap((c) => [c.thisProduct, c.alternative1, c.alternative2])
    expect(cells).toContain(true)
    expect(cells).toContain(false)
    expect(PRODUCT_REVIEW.comparisons.some((c) => c.alternative1 === undefined || c.alternative2 === undefined)).toBe(true)
  })

  it('has a reading time that fits its length (200–250 words a minute)', () => {
    const words = [
      PRODUCT_REVIEW.experience.content,
      ...PRODUCT_REVIEW.benefits,
      ...PRODUCT_REVIEW.qualifications,
      ...PRODUCT_REVIEW.idealUser,
      ...PRODUCT_REVIEW.notIdealUser,
      ...PRODUCT_REVIEW.pros,
      ...PRODUCT_REVIEW.cons,
      ...PRODUCT_REVIEW.faqs.flatMap((f) => [f.question, f.answer]),
      ...PRODUCT_REVIEW.productFacts.features,
      PRODUCT_REVIEW.verdict,
    ]
      .join(' ')
      .split(/\s+/).length
    expect(words / PRODUCT_REVIEW.readingTime).toBeGreaterThanOrEqual(150)
    expect(words / PRODUCT_REVIEW.readingTime).toBeLessThanOrEqual(250)
  })

  it('is not published in the future', () => {
    expect(PRODUCT_REVIEW.publishDate <= new Date().toISOString().slice(0, 10)).toBe(true)
    expect(PRODUCT_REVIEW.productFacts.releaseDate < PRODUCT_REVIEW.publishDate).toBe(true)
  })
})

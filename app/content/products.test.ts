import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PRODUCT_CATEGORIES, productCategoryByName, productCategoryBySlug } from './product-categories.ts'
import { GUIDES } from './guides.ts'
import { CATEGORY_CONTENT, PRODUCTS, productsInCategory } from './products.ts'

const CATEGORY_NAMES = PRODUCT_CATEGORIES.map((c) => c.name) as [string, ...string[]]
const CATEGORY_SLUGS = PRODUCT_CATEGORIES.map((c) => c.slug) as [string, ...string[]]
const PUBLIC = join(import.meta.dirname, '../../public')

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const text = z.string().trim().min(1)
const sentence = z.string().trim().min(20)
/** '$60-$120', '$3-$10/month', '$25', '$1,299-$1,999/year'. */
const priceRange = z.string().regex(/^\$\d[\d,]*(?:\.\d{2})?(?:-\$\d[\d,]*(?:\.\d{2})?)?(?:\/(?:month|year))?$/)
const rating = z.number().min(0).max(5).multipleOf(0.1)

// Spec §3 Safety product.
const productSchema = z.strictObject({
  id: slug,
  name: text,
  category: z.enum(CATEGORY_NAMES),
  subCategory: text,
  description: sentence,
  rating,
  priceRange,
  image: z.string().regex(/^\/product-images\/[a-z0-9-]+\.svg$/),
  popularity: z.number().int().min(1),
  // Only pages we publish: the example review.
  reviewUrl: z.literal('/reviews/example').optional(),
})

const categorySchema = z.strictObject({
  slug: z.enum(CATEGORY_SLUGS),
  name: text,
  blurb: text,
  icon: z.enum(['baby', 'home', 'shield', 'heart', 'leaf', 'users']),
})

const categoryContentSchema = z.strictObject({
  slug: z.enum(CATEGORY_SLUGS),
  heroTitle: text,
  heroText: sentence,
  tips: z.array(z.strictObject({ title: text, text: sentence })).min(3),
  buyersGuide: z.strictObject({
    summary: sentence,
    sections: z
      .array(z.strictObject({ heading: text, paragraphs: z.array(sentence).min(1), points: z.array(sentence).min(2).optional() }))
      .min(3),
  }),
  checklist: z.strictObject({ summary: sentence, items: z.array(text).min(10) }),
})

// The Premium buyer's guides (guides.json).
const buyersGuideSchema = z.strictObject({
  slug: z.string().regex(/^[a-z]+-safety-buyers-guide$/),
  category: z.enum(CATEGORY_SLUGS),
  title: text,
  intro: sentence,
  sections: z.array(z.strictObject({ heading: text, body: sentence })).min(3),
  checklist: z.array(text).min(5),
})

describe('product categories', () => {
  it('are the six of spec §2, valid and unique', () => {
    expect(PRODUCT_CATEGORIES.map((c) => c.slug)).toEqual([
      'child-safety',
      'home-safety',
      'cyber-safety',
      'physical-safety',
      'environmental-safety',
      'elderly-safety',
    ])
    for (const c of PRODUCT_CATEGORIES) categorySchema.parse(c)
    expect(new Set(CATEGORY_NAMES).size).toBe(6)
  })
  it('look up by slug and by name', () => {
    expect(productCategoryBySlug('cyber-safety')?.name).toBe('Cyber Safety')
    expect(productCategoryBySlug('toys')).toBeUndefined()
    expect(productCategoryByName('Elderly Safety')?.slug).toBe('elderly-safety')
  })
})

describe('safety products (spec §3, §9)', () => {
  it('every product matches the schema', () => {
    for (const p of PRODUCTS) expect(() => productSchema.parse(p), p.id).not.toThrow()
  })
  it('there are 18, 3 in each category', () => {
    expect(PRODUCTS).toHaveLength(18)
    for (const name of CATEGORY_NAMES) expect(PRODUCTS.filter((p) => p.category === name), name).toHaveLength(3)
  })
  it('ids, names and images are unique', () => {
    for (const key of ['id', 'name', 'image'] as const) expect(new Set(PRODUCTS.map((p) => p[key])).size).toBe(18)
  })
  it('popularity ranks are exactly 1..18', () => {
    expect(PRODUCTS.map((p) => p.popularity).sort((a, b) => a - b)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1))
  })
  it('every image is a small SVG served from public/', () => {
    for (const p of PRODUCTS) {
      const file = join(PUBLIC, p.image)
      expect(existsSync(file), file).toBe(true)
      const size = statSync(file).size
      expect(size, file).toBeGreaterThan(400)
      expect(size, file).toBeLessThan(4096)
      const svg = readFileSync(file, 'utf8')
      expect(svg, file).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 400 300"/)
      expect(svg, file).not.toMatch(/<script|href="http/i)
    }
  })
  it('productsInCategory lists a category most popular first', () => {
    const child = productsInCategory('Child Safety')
    expect(child).toHaveLength(3)
    expect(child.map((p) => p.popularity)).toEqual([...child.map((p) => p.popularity)].sort((a, b) => a - b))
  })
})

describe('category page content', () => {
  it('exists for each of the six categories and matches the schema', () => {
    expect(Object.keys(CATEGORY_CONTENT).sort()).toEqual([...CATEGORY_SLUGS].sort())
    for (const [key, content] of Object.entries(CATEGORY_CONTENT)) {
      expect(() => categoryContentSchema.parse(content), key).not.toThrow()
      expect(content.slug).toBe(key)
    }
  })
  it('each checklist has 10+ distinct items and each guide several sections', () => {
    for (const content of Object.values(CATEGORY_CONTENT)) {
      expect(new Set(content.checklist.items).size).toBe(content.checklist.items.length)
      expect(content.checklist.items.length).toBeGreaterThanOrEqual(10)
      expect(content.buyersGuide.sections.length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe("buyer's guides", () => {
  it('one per category, each matching the schema', () => {
    for (const guide of GUIDES) expect(() => buyersGuideSchema.parse(guide), guide.slug).not.toThrow()
    expect(GUIDES.map((g) => g.category).sort()).toEqual([...CATEGORY_SLUGS].sort())
  })
})

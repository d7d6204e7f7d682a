import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { PRODUCT_CATEGORIES } from './product-categories.ts'
import { PRODUCTS } from './products.ts'
import {
  ANALYSIS_DELAY_MS,
  PRIORITIES,
  PRIORITY_LABELS,
  QUIZ_CATEGORIES,
  QUIZ_CATEGORY_LABELS,
  QUIZ_QUESTION_COUNT,
  QUIZ_QUESTIONS,
  RECOMMENDATION_COUNT,
  RECOMMENDED_PRODUCTS,
  SCORE_RANGES,
} from './quiz.ts'

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const text = z.string().trim().min(1)
const category = z.enum(QUIZ_CATEGORIES)
const categorySlugs = PRODUCT_CATEGORIES.map((c) => c.slug) as string[]

// Spec §3 Quiz question: id, category, text, options, optional condition (question 1 is Yes).
const optionSchema = z.strictObject({
  value: slug,
  label: text,
  weight: z.union([z.literal(0), z.literal(2), z.literal(3)]),
  notApplicable: z.literal(true).optional(),
})
const questionSchema = z.strictObject({
  id: z.number().int().min(1).max(QUIZ_QUESTION_COUNT),
  category,
  text: z.string().trim().min(10).endsWith('?'),
  hint: text.optional(),
  // One digit per answer in the shareable URL: at most 10 options.
  options: z.array(optionSchema).min(2).max(10),
  condition: z.strictObject({ questionId: z.literal(1), equals: z.literal('yes') }).optional(),
})

// Spec §3 Recommended product: id, name, category, description, url, priority (score added when scored).
const productSchema = z.strictObject({
  id: slug,
  name: text,
  category,
  description: z.string().trim().min(40),
  url: z.string().regex(/^\/products\/[a-z]+-safety$/),
  priority: z.enum(['high', 'medium', 'low']),
  productId: slug,
})

describe('quiz questions', () => {
  it('match the schema', () => {
    for (const q of QUIZ_QUESTIONS) expect(() => questionSchema.parse(q), `question ${q.id}`).not.toThrow()
  })

  it('are the 12 of spec §9, numbered 1 to 12 in order', () => {
    expect(QUIZ_QUESTIONS).toHaveLength(QUIZ_QUESTION_COUNT)
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
  })

  it('show questions 2 and 10 only when question 1 is Yes', () => {
    expect(QUIZ_QUESTIONS.filter((q) => q.condition).map((q) => q.id)).toEqual([2, 10])
    const q1 = QUIZ_QUESTIONS[0]
    expect(q1.options.map((o) => [o.value, o.label])).toEqual([
      ['yes', 'Yes'],
      ['no', 'No'],
    ])
    expect(q1.options.every((o) => o.weight === 0)).toBe(true)
  })

  it('ask about children in question 2 and older relatives in question 10', () => {
    expect(QUIZ_QUESTIONS[1].category).toBe('child')
    expect(QUIZ_QUESTIONS[9].category).toBe('elderly')
    // Only conditional questions may offer "doesn't apply to me".
    for (const q of QUIZ_QUESTIONS) {
      const notApplicable = q.options.filter((o) => o.notApplicable)
      expect(notApplicable.length, `question ${q.id}`).toBe(q.condition ? 1 : 0)
      for (const o of notApplicable) expect(o.weight).toBe(0)
    }
  })

  it('cover all six categories, with unique option values and labels per question', () => {
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.category))).toEqual(new Set(QUIZ_CATEGORIES))
    for (const q of QUIZ_QUESTIONS) {
      expect(new Set(q.options.map((o) => o.value)).size, `question ${q.id}`).toBe(q.options.length)
      expect(new Set(q.options.map((o) => o.label)).size, `question ${q.id}`).toBe(q.options.length)
    }
    expect(new Set(QUIZ_QUESTIONS.map((q) => q.text)).size).toBe(QUIZ_QUESTIONS.length)
  })

  it('have a safe answer (0), a lesser risk (2) and a key risk (3) in every scored question', () => {
    for (const q of QUIZ_QUESTIONS.slice(1)) {
      const weights = q.options.filter((o) => !o.notApplicable).map((o) => o.weight)
      expect(weights, `question ${q.id}`).toEqual([0, 2, 3])
    }
  })
})

describe('recommended products', () => {
  it('match the schema with unique ids', () => {
    for (const p of RECOMMENDED_PRODUCTS) expect(() => productSchema.parse(p), p.id).not.toThrow()
    expect(new Set(RECOMMENDED_PRODUCTS.map((p) => p.id)).size).toBe(RECOMMENDED_PRODUCTS.length)
  })

  it('offer one product per category and priority', () => {
    for (const c of QUIZ_CATEGORIES) {
      for (const priority of PRIORITIES) {
        expect(RECOMMENDED_PRODUCTS.filter((p) => p.category === c && p.priority === priority), `${c} ${priority}`).toHaveLength(1)
      }
    }
  })

  it('link to the category page of their own category', () => {
    for (const p of RECOMMENDED_PRODUCTS) {
      expect(p.url).toBe(`/products/${p.category}-safety`)
      expect(categorySlugs).toContain(p.url.replace('/products/', ''))
    }
  })

  it('each lead to a product of the guide in their own category', () => {
    for (const p of RECOMMENDED_PRODUCTS) {
      const product = PRODUCTS.find((g) => g.id === p.productId)
      expect(product, p.id).toBeDefined()
      expect(product?.category, p.id).toBe(QUIZ_CATEGORY_LABELS[p.category])
    }
  })

  it('use the category page names as labels', () => {
    for (const c of QUIZ_CATEGORIES) {
      expect(PRODUCT_CATEGORIES.find((pc) => pc.slug === `${c}-safety`)?.name).toBe(QUIZ_CATEGORY_LABELS[c])
    }
    expect(Object.keys(PRIORITY_LABELS).sort()).toEqual(['high', 'low', 'medium'])
  })
})

describe('quiz constants (spec §9)', () => {
  it('show 4 recommendations after 1500 ms of analysis', () => {
    expect(RECOMMENDATION_COUNT).toBe(4)
    expect(ANALYSIS_DELAY_MS).toBe(1500)
  })

  it('keep the displayed scores in 70-99, 60-89, 65-94 and 55-84', () => {
    const range = z.tuple([z.number().int().min(0).max(100), z.number().int().min(0).max(100)])
    for (const r of SCORE_RANGES) expect(() => range.parse(r)).not.toThrow()
    expect(SCORE_RANGES).toEqual([
      [70, 99],
      [60, 89],
      [65, 94],
      [55, 84],
    ])
    expect(SCORE_RANGES).toHaveLength(RECOMMENDATION_COUNT)
  })
})

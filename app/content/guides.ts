import type { ProductCategorySlug } from './product-categories.ts'
import GUIDES_DATA from './guides.json'

/**
 * The in-depth buyer's guides: one per product category. `intro` is public (the
 * preview); `sections` and `checklist` are for Premium members.
 */
export interface BuyersGuide {
  slug: string
  category: ProductCategorySlug
  title: string
  intro: string
  sections: { heading: string; body: string }[]
  checklist: string[]
}

/** The guides are data (guides.json). */
export const GUIDES = GUIDES_DATA as readonly BuyersGuide[]

export const guideBySlug = (slug: string | undefined) => GUIDES.find((g) => g.slug === slug)

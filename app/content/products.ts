import type { ProductCategoryName, ProductCategorySlug } from './product-categories.ts'
import PRODUCTS_DATA from './products.json'

// The products and category guides as first written (decision 035). Public pages read them from the
// database, where the admin edits them; migrations 0042 and 0043 seeded it from a frozen copy
// (db/migrations/content/). Kept for the product types and the spec's checks of the list.

/**
 * Spec §3 Safety product: the fixed list of 18, 3 in each category. `popularity` is the rank used by
 * the Popularity sort (1 = most popular). `image` is an illustration served from public/product-images/ (not public/products/:
 * a folder there would shadow the /products route in the static file server).
 */
export interface SafetyProduct {
  id: string
  name: string
  category: ProductCategoryName
  subCategory: string
  description: string
  rating: number
  /** Text such as '$60-$120' or '$3-$10/month'; the price filter reads its first number. */
  priceRange: string
  image: string
  popularity: number
  /** Our full review of this kind of product, when we have one; the card links to it. */
  reviewUrl?: string
}

// The products and category texts are data (products.json), checked against these shapes by products.test.ts.

export const PRODUCTS = PRODUCTS_DATA.products as readonly SafetyProduct[]

/** The products of one category, most popular first. */
export function productsInCategory(name: ProductCategoryName): SafetyProduct[] {
  return PRODUCTS.filter((p) => p.category === name).sort((a, b) => a.popularity - b.popularity)
}

export interface GuideSection {
  heading: string
  paragraphs: string[]
  points?: string[]
}

/** The content of a category page (spec §2 Category pages). */
export interface CategoryContent {
  slug: ProductCategorySlug
  heroTitle: string
  heroText: string
  tips: { title: string; text: string }[]
  buyersGuide: { summary: string; sections: GuideSection[] }
  checklist: { summary: string; items: string[] }
}

export const CATEGORY_CONTENT = PRODUCTS_DATA.categoryContent as Record<ProductCategorySlug, CategoryContent>

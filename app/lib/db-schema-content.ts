import type { ColumnType, Generated } from 'kysely'
import type { Timestamp } from './db-schema.ts'

// Tables of the Database (db-schema.ts): content the admin edits (migration 0041).

export type PostStatus = 'draft' | 'published'

export interface BlogPostsTable {
  id: Generated<string>
  slug: string
  title: string
  author: string
  /** A calendar date, read as 'YYYY-MM-DD' text (see find-blog-posts). */
  published_on: ColumnType<string, string, string>
  summary: string
  body: string
  /** A key in the image store (content-images/…), or null. */
  cover_image: string | null
  cover_alt: ColumnType<string, string | undefined, string>
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>
  created_at: Timestamp
  updated_at: Timestamp
}

// Migration 0042: the guides' merchants, products and reviews.

/** A product's link to a merchant: the merchant's id and the product's page there. */
export interface ProductLink {
  merchant: string
  url: string
}

export interface MerchantsTable {
  id: string
  name: string
  /** The query parameter of the merchant's affiliate programme ('tag' for Amazon), '' for none. */
  affiliate_param: ColumnType<string, string | undefined, string>
  affiliate_tag: ColumnType<string, string | undefined, string>
  updated_at: Timestamp
}

export interface ProductsTable {
  id: string
  /** A product category's slug (app/content/product-categories.ts). */
  category: string
  name: string
  brand: ColumnType<string, string | undefined, string>
  model: ColumnType<string, string | undefined, string>
  sub_category: string
  description: string
  rating: number
  price: number | null
  currency: ColumnType<string, string | undefined, string>
  price_range: ColumnType<string, string | undefined, string>
  image: string
  popularity: number
  review_url: string | null
  links: ColumnType<ProductLink[], string | undefined, string>
  /** Seeded content the owner has not yet saved. */
  sample: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

export interface ProductReviewsTable {
  slug: string
  status: ColumnType<PostStatus, PostStatus | undefined, PostStatus>
  title: string
  verdict: string
  rating: number
  price: number
  currency: ColumnType<string, string | undefined, string>
  /** The hands-on section, Markdown. */
  experience: string
  /** The seeded example's structured sections (facts, lists, comparisons, FAQ, related products); {} for a written review. */
  data: ColumnType<Record<string, unknown>, string | undefined, string>
  // Migration 0046 (decision 039): the product's name, the author and date, the products covered
  // and the sections the owner wrote (section id → Markdown; '' hides a section).
  product_name: ColumnType<string, string | undefined, string>
  author: ColumnType<string, string | undefined, string>
  /** A calendar date, read as 'YYYY-MM-DD' text. */
  published_on: ColumnType<string, string | undefined, string>
  product_ids: ColumnType<string[], string | undefined, string>
  sections: ColumnType<Record<string, string>, string | undefined, string>
  /** The one review shown as a card on the home page, /products and its products' category pages. */
  featured: ColumnType<boolean, boolean | undefined, boolean>
  sample: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

// Migration 0043: a category's page text, buyer's guide (Markdown) and checklist (one item a line).
export interface CategoryGuidesTable {
  slug: string
  hero_title: string
  hero_text: string
  tips: ColumnType<{ title: string; text: string }[], string | undefined, string>
  guide_summary: string
  guide: string
  checklist_summary: string
  checklist: string
  sample: ColumnType<boolean, boolean | undefined, boolean>
  updated_at: Timestamp
}

/** The six safety product categories (spec §2 Category pages); slugs are their /products/ paths. */
export const PRODUCT_CATEGORIES = [
  { slug: 'child-safety', name: 'Child Safety', blurb: 'Baby monitors, gates, car seats and childproofing essentials.', icon: 'baby' },
  { slug: 'home-safety', name: 'Home Safety', blurb: 'Smart locks, alarms, cameras and smoke detectors.', icon: 'home' },
  { slug: 'cyber-safety', name: 'Cyber Safety', blurb: 'Password managers, VPNs and identity protection.', icon: 'shield' },
  { slug: 'physical-safety', name: 'Physical Safety', blurb: 'Personal alarms, self-defense tools and first aid.', icon: 'heart' },
  { slug: 'environmental-safety', name: 'Environmental Safety', blurb: 'Air purifiers, water filters and CO detectors.', icon: 'leaf' },
  { slug: 'elderly-safety', name: 'Elderly Safety', blurb: 'Medical alerts, fall detection and mobility aids.', icon: 'users' },
] as const

export type ProductCategorySlug = (typeof PRODUCT_CATEGORIES)[number]['slug']
/** The display name of a category, as products carry it ('Child Safety' …). */
export type ProductCategoryName = (typeof PRODUCT_CATEGORIES)[number]['name']

export const PRODUCT_CATEGORY_SLUGS: readonly ProductCategorySlug[] = PRODUCT_CATEGORIES.map((c) => c.slug)

export function isProductCategorySlug(value: unknown): value is ProductCategorySlug {
  return typeof value === 'string' && (PRODUCT_CATEGORY_SLUGS as readonly string[]).includes(value)
}

/** The category with this slug, or undefined. */
export function productCategoryBySlug(slug: string | undefined) {
  return PRODUCT_CATEGORIES.find((c) => c.slug === slug)
}

/** The category with this display name, or undefined. */
export function productCategoryByName(name: string) {
  return PRODUCT_CATEGORIES.find((c) => c.name === name)
}

/** The id of a product's card on the pages that show it: quiz results link to `/products/{category}#product-{id}`. */
export const productAnchor = (id: string) => `product-${id}`

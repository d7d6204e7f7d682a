import { PRODUCT_REVIEW_SECTIONS, type ProductReviewSectionId } from '~/domain/guides/product-review-sections.ts'

/** Spec §2 Example review page: the ten anchored sections, in page order (decision 039: any review's). */
export { PRODUCT_REVIEW_SECTIONS, type ProductReviewSectionId }

export function sectionLabel(id: ProductReviewSectionId): string {
  return PRODUCT_REVIEW_SECTIONS.find((s) => s.id === id)!.label
}

/** Spec §2 Example review page: the ten anchored sections, in page order. */
export const REVIEW_SECTIONS = [
  { id: 'product-facts', label: 'Product Facts' },
  { id: 'user-benefits', label: 'User Benefits' },
  { id: 'qualifications', label: "Why I'm Qualified" },
  { id: 'hands-on', label: 'Hands-On Experience' },
  { id: 'comparison', label: 'Comparison to Alternatives' },
  { id: 'ideal-user', label: 'Ideal User vs Not Ideal' },
  { id: 'pros-and-cons', label: 'Pros and Cons' },
  { id: 'faq', label: 'Frequently Asked Questions' },
  { id: 'related-products', label: 'Related Products' },
  { id: 'verdict', label: 'Verdict' },
] as const

export type ReviewSectionId = (typeof REVIEW_SECTIONS)[number]['id']

export function sectionLabel(id: ReviewSectionId): string {
  return REVIEW_SECTIONS.find((s) => s.id === id)!.label
}

import { REVIEW_SECTIONS, type ReviewSectionId } from '~/domain/guides/review-sections.ts'

/** Spec §2 Example review page: the ten anchored sections, in page order (decision 039: any review's). */
export { REVIEW_SECTIONS, type ReviewSectionId }

export function sectionLabel(id: ReviewSectionId): string {
  return REVIEW_SECTIONS.find((s) => s.id === id)!.label
}

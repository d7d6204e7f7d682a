import type { AppErrorCode } from '~/lib/app-error.ts'

/**
 * Spec §8's titles of the admin's toasts. A refusal's toast has one of these as its title and the
 * server's message (the AppError's) as its description; successes say what was done.
 */
export const ADMIN_TOASTS = {
  badgeSaveError: 'Error saving badge',
  badgeDeleteError: 'Error deleting badge',
  badgeNotFound: 'Badge not found',
  badgeDeleted: 'Badge deleted',
  memberError: 'Error updating member',
  premiumGranted: 'Premium granted',
  premiumRevoked: 'Premium revoked',
  businessAdded: 'Business listing added',
  businessUpdated: 'Business listing updated',
  businessDeleted: 'Business listing deleted',
  businessSaveError: 'Error saving business listing',
  businessDeleteError: 'Error deleting business listing',
  businessNotFound: 'Listing not found',
  noneSelected: 'No listings selected',
  submissionNotFound: 'Submission not found',
  error: 'Error',
} as const

/** A refusal's title by its code: the item gone or decided already reads differently from a bad field. */
export const titleByCode = (titles: Partial<Record<AppErrorCode, string>> & { default: string }) => (failure: { code: AppErrorCode }) =>
  titles[failure.code] ?? titles.default

/** A submission decision's refusal: gone or decided already, else a plain error. */
export const submissionFailureTitle = titleByCode({ 'not-found': ADMIN_TOASTS.submissionNotFound, conflict: ADMIN_TOASTS.submissionNotFound, default: ADMIN_TOASTS.error })

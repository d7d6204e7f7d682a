import type { FieldErrors } from '~/lib/form-fields.ts'

/** Answers of POST /admin/businesses (the businesses tab's dialogs, delete and Delete Selected). */
export type BusinessActionResponse =
  | { ok: true; intent: 'save'; outcome: 'created' | 'updated' | 'unchanged'; id: string }
  | { ok: true; intent: 'delete' | 'delete-selected' | 'delete-matching'; deleted: string[] }
  | { ok: false; intent: string; errors?: FieldErrors; toast: { title: string; description: string } }

/** Spec §8 toasts of the business actions. */
export const BUSINESS_TOASTS = {
  added: 'Business listing added',
  updated: 'Business listing updated',
  deleted: 'Business listing deleted',
  saveError: { title: 'Error saving business listing', description: 'There was an error saving the business listing.' },
  deleteError: { title: 'Error deleting business listing', description: 'There was an error deleting the business listing.' },
  bulkDeleteError: { title: 'Error', description: 'There was an error deleting the listings.' },
  noneSelected: { title: 'No listings selected', description: 'Select at least one listing to delete.' },
  notFound: { title: 'Listing not found', description: 'That business listing no longer exists.' },
} as const

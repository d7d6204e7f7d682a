/** Answers of POST /admin/badges, and the spec's badge toasts (§8). */
export type BadgeActionResponse = { ok: true } | { ok: false; toast: { title: string; description: string } }

export const BADGE_TOASTS = {
  saveError: 'Error saving badge',
  deleteError: 'Error deleting badge',
  fetchError: 'Error fetching badges',
  loadOptions: 'Failed to load badge options. Please try again later.',
  notFound: { title: 'Badge not found', description: 'That badge no longer exists.' },
} as const

// The admin area's sections (`/admin?tab=…`), in the groups its navigation shows them in.

const s = <V extends string>(value: V, label: string) => ({ value, label })

export const ADMIN_GROUPS = [
  { label: 'Directory', sections: [s('listings', 'Business Listings'), s('submissions', 'Submissions'), s('claims', 'Claims'), s('reports', 'Reports'), s('records', 'Public records')] },
  { label: 'Audits & badges', sections: [s('audits', 'Audits'), s('badges', 'Badges')] },
  { label: 'Members & reviews', sections: [s('members', 'Members'), s('reviews', 'Reviews')] },
  { label: 'Content & images', sections: [s('content', 'Content'), s('city-images', 'City Images'), s('specific-cities', 'Specific Cities')] },
  { label: 'Campaigns', sections: [s('newsletter', 'Newsletter')] },
  { label: 'Site', sections: [s('activity', 'Activity'), s('outbox', 'Outbox'), s('jobs', 'Jobs'), s('settings', 'Settings')] },
] as const

export type AdminSection = (typeof ADMIN_GROUPS)[number]['sections'][number]['value']

const SECTIONS: readonly { value: AdminSection; label: string }[] = ADMIN_GROUPS.flatMap((g): readonly { value: AdminSection; label: string }[] => g.sections)

/** The section a `tab` parameter names; Business Listings for none or an unknown one. */
export function adminSection(tab: string | null): AdminSection {
  return SECTIONS.find((section) => section.value === tab)?.value ?? 'listings'
}

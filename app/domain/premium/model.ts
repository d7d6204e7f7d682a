/**
 * What Premium includes, written once: the billing page, /thank-you and every gate
 * show this list, so what is sold is what the member pages deliver.
 */
export const PREMIUM_BENEFITS = [
  {
    id: 'alerts',
    title: 'Safety alerts first',
    description: 'City safety alerts for the cities you choose, e-mailed the moment we publish them. Free subscribers get them in a weekly digest.',
    href: '/#newsletter',
  },
  {
    id: 'deals',
    title: 'Member-only deals',
    description: 'Discounts on safety products we recommend, on the members’ deals page.',
    href: '/deals',
  },
  {
    id: 'guides',
    title: 'In-depth product guides',
    description: 'Full buyer’s guides and checklists for every product category. Everyone else reads the opening section.',
    href: '/guides',
  },
] as const

export type PremiumBenefitId = (typeof PREMIUM_BENEFITS)[number]['id']

/** Who is looking at a member page: the gate decides what they see. */
export type Viewer = 'anonymous' | 'free' | 'premium'

/** Premium members and the admin see member content in full. */
export function viewerOf(user: { subscriptionLevel: 'free' | 'premium'; isAdmin?: boolean } | null): Viewer {
  if (!user) return 'anonymous'
  return user.subscriptionLevel === 'premium' || user.isAdmin ? 'premium' : 'free'
}

/** Member pages differ per visitor: never kept by the page cache, a browser's shared cache or a proxy. */
export const MEMBER_PAGE_HEADERS = { 'Cache-Control': 'private, no-store', Vary: 'Cookie' }

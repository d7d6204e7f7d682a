// The layout guard's table (layout-guard.spec.ts): how it reaches every page route of
// app/routes.ts (who, and which addresses, found on the site's own pages), the widths, and the
// dialogs it opens on a page.

export const WIDTHS = [320, 375, 768, 1024, 1280, 1440]

export type Who = 'visitor' | 'member' | 'owner' | 'admin'
/** How the guard reaches a route: who, and the addresses to open (found on the site's own pages). */
export type Way = { who: Who; urls: (found: Found) => string[] }
export interface Found {
  businessPath: string
  businessId: string
  compareIds: string[]
  badgeId: string
  blogPath: string
  guidePath: string
  categoryPath: string
  verifyPath: string
  applicationPath: string
  ownedId: string
  contentPaths: string[]
  adminTabs: string[]
}

const visitor = (...urls: string[]): Way => ({ who: 'visitor', urls: () => urls })
export const WAYS: Record<string, Way> = {
  '/': visitor('/'),
  '/city': visitor('/city'),
  '/city/:cityName': visitor('/city/denver', '/city/denver?sort=rating&dir=asc&page=2'),
  '/city/:cityName/:businessSlug': { who: 'visitor', urls: (f) => [f.businessPath] },
  '/search': visitor('/search', '/search?near=80202', '/search?near=80202&radius=25&category=restaurants'),
  '/compare': { who: 'visitor', urls: (f) => ['/compare', `/compare?ids=${f.compareIds.join(',')}`] },
  '/methodology': visitor('/methodology'),
  '/quiz': visitor('/quiz'),
  '/badge': visitor('/badge'),
  '/badge/:badgeId/apply': { who: 'member', urls: (f) => [`/badge/${f.badgeId}/apply`] },
  '/applications/:id': { who: 'member', urls: (f) => [f.applicationPath] },
  '/badge-form/:id?': { who: 'admin', urls: (f) => ['/badge-form', `/badge-form/${f.badgeId}`] },
  '/business-form/:id?': { who: 'admin', urls: (f) => ['/business-form', `/business-form/${f.businessId}`] },
  '/thank-you': visitor('/thank-you'),
  '/thank-you-very-much': visitor('/thank-you-very-much'),
  '/refund-policy': visitor('/refund-policy'),
  '/privacy': visitor('/privacy'),
  '/terms': visitor('/terms'),
  '/cookies': visitor('/cookies'),
  '/about': visitor('/about'),
  '/contact': visitor('/contact'),
  '/careers': visitor('/careers'),
  '/blog': visitor('/blog'),
  '/blog/:slug': { who: 'visitor', urls: (f) => [f.blogPath] },
  '/dashboard': { who: 'member', urls: () => ['/dashboard'] },
  '/dashboard/profile': { who: 'member', urls: () => ['/dashboard/profile'] },
  '/dashboard/billing': { who: 'member', urls: () => ['/dashboard/billing'] },
  '/dashboard/submissions': { who: 'member', urls: () => ['/dashboard/submissions'] },
  '/dashboard/listings': { who: 'owner', urls: () => ['/dashboard/listings'] },
  '/dashboard/listings/:businessId': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}`] },
  '/dashboard/listings/:businessId/photos': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}/photos`] },
  '/dashboard/listings/:businessId/leads': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}/leads`] },
  '/dashboard/listings/:businessId/statistics': { who: 'owner', urls: (f) => [`/dashboard/listings/${f.ownedId}/statistics`] },
  '/dashboard/badges': { who: 'member', urls: () => ['/dashboard/badges'] },
  '/dashboard/saved': { who: 'member', urls: () => ['/dashboard/saved'] },
  '/dashboard/*': { who: 'member', urls: () => ['/dashboard/no-such-page'] },
  '/admin-login': visitor('/admin-login'),
  '/admin': { who: 'admin', urls: (f) => ['/admin', ...f.adminTabs] },
  '/admin/content/posts/:id': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/posts/')) },
  '/admin/content/products/:id': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/products/')) },
  '/admin/content/reviews/:slug': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/reviews/')) },
  '/admin/content/categories/:slug': { who: 'admin', urls: (f) => f.contentPaths.filter((p) => p.startsWith('/admin/content/categories/')) },
  '/admin/newsletter/:id?': { who: 'admin', urls: () => ['/admin/newsletter'] },
  '/login': visitor('/login', '/login?tab=signup'),
  '/login/two-factor': visitor('/login/two-factor'),
  '/forgot-password': visitor('/forgot-password'),
  '/recover': visitor('/recover'),
  '/reset-password': visitor('/reset-password'),
  '/account/confirm-email': visitor('/account/confirm-email'),
  '/products': visitor('/products'),
  '/products/:category': { who: 'visitor', urls: (f) => [f.categoryPath] },
  '/reviews/:slug': visitor('/reviews/example'),
  '/newsletter/confirm': visitor('/newsletter/confirm'),
  '/newsletter/unsubscribe': visitor('/newsletter/unsubscribe'),
  '/newsletter/preferences': visitor('/newsletter/preferences'),
  '/deals': visitor('/deals'),
  '/guides': visitor('/guides'),
  '/guides/:slug': { who: 'visitor', urls: (f) => [f.guidePath] },
  '/verify/:code?': { who: 'visitor', urls: (f) => ['/verify', f.verifyPath] },
  '/claim/:businessId': { who: 'member', urls: (f) => [`/claim/${f.businessId}`] },
  '/contact-business/:businessId': { who: 'visitor', urls: (f) => [`/contact-business/${f.businessId}`] },
  '/*': visitor('/no/such/page'),
}

/** Dialogs and menus opened on a page, each checked at every width while open. */
export const OPENERS: Record<string, { name: string | RegExp; kind: 'button' | 'summary' }[]> = {
  '/': [{ name: 'Add Your Business', kind: 'button' }, { name: 'Nominate a Business', kind: 'button' }],
  '/city/denver': [{ name: /^View details for/, kind: 'button' }, { name: 'Add Your Business', kind: 'button' }],
  business: [{ name: 'Report a problem', kind: 'summary' }],
}

export type RouteEntry = { path?: string; index?: boolean; file: string; children?: RouteEntry[] }
/** The page routes (a module with a component: .tsx) of app/routes.ts, as full patterns. */
export function pageRoutes(entries: RouteEntry[], parent = ''): string[] {
  return entries.flatMap((e) => {
    const path = e.index ? parent || '/' : `${parent}/${e.path ?? ''}`.replace(/\/+/g, '/')
    const own = e.file.endsWith('.tsx') ? [path] : []
    return [...own, ...pageRoutes(e.children ?? [], path)]
  })
}

// The admin access table (tests/support/admin-access.ts) of the Content tab — posts, products,
// product reviews, category guides, merchants, the products' CSV — and of the city images. A new
// loader or action of these modules without an entry here fails the first test.
import { expect } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'
import type { Entry } from '../support/admin-access.ts'

const db = await openAppDatabase('admin-access-content', { ADMIN_EMAIL: TEST_ADMIN.email, RATE_LIMIT_AUTH: '1000' })
const { jobsTable } = await import('~/lib/jobs/read-jobs.server.ts')
const { adminOnly, adminPageOnly, adminAccessTests, denied } = await import('../support/admin-access.ts')
type DB = typeof db

const reviewBody = { title: 'T', productName: 'P', author: 'A', publishedOn: '2026-11-26', productIds: 'smoke-alarm', verdict: 'V', rating: '4', price: '10', currency: 'USD', experience: 'E', status: 'published' }
/** The labels of the queued city-image requests of a kind (one job per city). */
const imageRequests = async (db: DB, kind: string) =>
  [...new Set((await db.selectFrom(await jobsTable()).select('data').where('name', '=', 'city-image').execute()).filter((j) => j.data.kind === kind).map((j) => j.data.label))]

const TABLE: Entry[] = [
  {
    // The Content tab's post editor.
    file: 'content-post.tsx', kind: 'loader', path: '/admin/content/posts/new', params: { id: 'new' },
    expect: adminPageOnly,
  },
  {
    file: 'content-post.tsx', kind: 'action', path: '/admin/content/posts/new', params: { id: 'new' },
    body: (_ctx, role) => new URLSearchParams({ title: `Access ${role}`, slug: `access-${role}`, author: 'Tester', publishedOn: '2026-11-26', summary: 'S', body: 'B', status: 'draft' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect(await db.selectFrom('blog_posts').select('slug').where('slug', '=', `access-${role}`).executeTakeFirst()).toEqual(role === 'admin' ? { slug: 'access-admin' } : undefined),
  },
  {
    file: 'content-product.tsx', kind: 'loader', path: '/admin/content/products/smoke-alarm', params: { id: 'smoke-alarm' },
    expect: adminPageOnly,
  },
  {
    file: 'content-product.tsx', kind: 'action', path: '/admin/content/products/smoke-alarm', params: { id: 'smoke-alarm' },
    body: (_ctx, role) => new URLSearchParams({ name: `Alarm ${role}`, category: 'home-safety', subCategory: 'Fire Safety', description: 'D', rating: '4', price: '10', currency: 'USD', popularity: '2' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('products').select('name').where('id', '=', 'smoke-alarm').executeTakeFirstOrThrow()).name).toBe(role === 'admin' ? 'Alarm admin' : 'Smart Smoke Alarm'),
  },
  {
    file: 'content-product-review.tsx', kind: 'loader', path: '/admin/content/reviews/example', params: { slug: 'example' },
    expect: adminPageOnly,
  },
  {
    file: 'content-product-review.tsx', kind: 'action', path: '/admin/content/reviews/example', params: { slug: 'example' },
    body: (_ctx, role) => new URLSearchParams({ ...reviewBody, verdict: `Verdict ${role}` }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('product_reviews').select('verdict').where('slug', '=', 'example').executeTakeFirstOrThrow()).verdict.startsWith('Verdict admin')).toBe(role === 'admin'),
  },
  {
    file: 'content-product-review.tsx', kind: 'loader', path: '/admin/content/reviews/new', params: { slug: 'new' },
    expect: adminPageOnly,
  },
  {
    file: 'content-product-review.tsx', kind: 'action', path: '/admin/content/reviews/new', params: { slug: 'new' },
    body: (_ctx, role) => new URLSearchParams({ ...reviewBody, slug: `access-${role}` }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('product_reviews').select('slug').where('slug', '=', `access-${role}`).execute()).length).toBe(role === 'admin' ? 1 : 0),
  },
  {
    file: 'content-category.tsx', kind: 'loader', path: '/admin/content/categories/home-safety', params: { slug: 'home-safety' },
    expect: adminPageOnly,
  },
  {
    file: 'content-category.tsx', kind: 'action', path: '/admin/content/categories/home-safety', params: { slug: 'home-safety' },
    body: (_ctx, role) => new URLSearchParams({ heroTitle: `Home ${role}`, heroText: 'T', guideSummary: 'S', guide: 'G', checklistSummary: 'C', checklist: 'One' }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('category_guides').select('hero_title').where('slug', '=', 'home-safety').executeTakeFirstOrThrow()).hero_title).toBe(role === 'admin' ? 'Home admin' : 'Home Safety Products'),
  },
  {
    file: 'content-merchants.ts', kind: 'action', path: '/admin/content/merchants',
    body: (_ctx, role) => new URLSearchParams({ id: 'amazon', affiliateParam: 'tag', affiliateTag: `tag-${role}` }),
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('merchants').select('affiliate_tag').where('id', '=', 'amazon').executeTakeFirstOrThrow()).affiliate_tag).toBe(role === 'admin' ? 'tag-admin' : ''),
  },
  {
    file: 'content-products-export.ts', kind: 'loader', path: '/admin/content/products.csv',
    expect: adminOnly(),
  },
  {
    file: 'content-products-import.ts', kind: 'action', path: '/admin/content/products/import',
    body: (_ctx, role) => {
      const form = new FormData()
      form.set('file', new File([`id,name,category,subCategory,description,rating,popularity\nsafety-gate,Gate ${role},child-safety,Gates,D,4,12\n`], 'p.csv', { type: 'text/csv' }))
      return form
    },
    expect: adminOnly({ status: 302, location: '/admin?tab=content' }),
    check: async ({ db }, role) => expect((await db.selectFrom('products').select('name').where('id', '=', 'safety-gate').executeTakeFirstOrThrow()).name).toBe(role === 'admin' ? 'Gate admin' : 'Pressure-Mounted Safety Gate'),
  },
  {
    file: 'city-images.ts', kind: 'loader', path: '/admin/city-images',
    expect: adminOnly(),
  },
  {
    file: 'city-images.ts', kind: 'action', path: '/admin/city-images',
    body: (_ctx, role) => new URLSearchParams({ intent: 'generate-all', scope: 'after', afterCity: role === 'admin' ? 'Wichita' : 'Milwaukee' }),
    expect: adminOnly({ status: 202 }),
    check: async ({ db }, role) => expect(await imageRequests(db, 'after')).toEqual(role === 'admin' ? ['Cities after Wichita'] : []),
  },
  {
    // Spec §7: anonymous is told to sign in (401); the admin gets through (an unknown city: 404).
    file: 'api-generate-image.ts', kind: 'action', path: '/api/generate-runware-image',
    body: () => JSON.stringify({ cityName: 'Atlantis', type: 'city' }),
    expect: { anonymous: { status: 401 }, member: denied, admin: { status: 404 } },
    check: async ({ db }) => expect(await imageRequests(db, 'city')).toEqual([]),
  },
]

adminAccessTests(db, 'content', TABLE)

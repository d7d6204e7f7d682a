import { sql } from 'kysely'
import { PRODUCT_CATEGORY_SLUGS } from '~/content/product-categories.ts'
import { GUIDES } from '~/content/guides.ts'
import type { DB } from '~/lib/db.server.ts'

/** The static public pages; their content changes with a deploy, not with the data. */
const STATIC_PATHS = ['/city', '/products', '/quiz', '/badge', '/about', '/contact', '/careers', '/blog', '/privacy', '/terms', '/cookies', '/refund-policy']

export interface SitemapEntry {
  path: string
  lastmod?: string
}

/**
 * Every public page for /sitemap.xml: home, each city (lastmod = its newest business or image
 * change), each business page, product categories, each published review, the quiz, the static
 * pages and each published blog post.
 */
export async function buildSitemap(db: DB): Promise<SitemapEntry[]> {
  const cities = await db
    .selectFrom('cities')
    .leftJoin('businesses', (join) => join.onRef('businesses.city_id', '=', 'cities.id').on('businesses.status', '=', 'published'))
    .select([
      'cities.slug',
      sql<Date>`greatest(max(businesses.updated_at), max(cities.image_updated_at), max(cities.created_at))`.as('lastmod'),
    ])
    .groupBy('cities.slug')
    .orderBy('cities.slug')
    .execute()
  const businesses = await db
    .selectFrom('businesses')
    .innerJoin('cities', 'cities.id', 'businesses.city_id')
    .select(['cities.slug as city', 'businesses.slug', 'businesses.updated_at'])
    .where('businesses.status', '=', 'published')
    .orderBy('cities.slug')
    .orderBy('businesses.slug')
    .limit(45_000) // one sitemap file holds 50,000 URLs; beyond that, a sitemap index
    .execute()
  const reviews = await db.selectFrom('product_reviews').select(['slug', 'updated_at']).where('status', '=', 'published').orderBy('slug').execute()
  const posts = await db.selectFrom('blog_posts').select(['slug', 'updated_at']).where('status', '=', 'published').orderBy('published_on', 'desc').execute()
  const newest = cities.reduce<Date | undefined>((max, c) => (c.lastmod && (!max || new Date(c.lastmod) > max) ? new Date(c.lastmod) : max), undefined)
  const day = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString().slice(0, 10) : undefined)
  return [
    { path: '/', lastmod: day(newest) },
    ...cities.map((c) => ({ path: `/city/${c.slug}`, lastmod: day(c.lastmod) })),
    ...businesses.map((b) => ({ path: `/city/${b.city}/${b.slug}`, lastmod: day(b.updated_at) })),
    ...PRODUCT_CATEGORY_SLUGS.map((slug) => ({ path: `/products/${slug}` })),
    // The buyer's guides: their introductions are public.
    ...['/guides', ...GUIDES.map((g) => `/guides/${g.slug}`)].map((path) => ({ path })),
    ...STATIC_PATHS.map((path) => ({ path })),
    ...reviews.map((r) => ({ path: `/reviews/${r.slug}`, lastmod: day(r.updated_at) })),
    ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: day(p.updated_at) })),
  ]
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const escape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
  const urls = entries.map((e) => `<url><loc>${escape(new URL(e.path, siteUrl).href)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

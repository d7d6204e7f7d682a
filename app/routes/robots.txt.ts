import { getEnv } from '~/lib/env.server.ts'

/** GET /robots.txt: crawl the public site, not the admin area, dashboards or APIs. */
export function loader() {
  const body = ['User-agent: *', 'Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /dashboard', 'Disallow: /api/', 'Disallow: /business-form', 'Disallow: /badge-form', 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', getEnv().SITE_URL).href}`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } })
}

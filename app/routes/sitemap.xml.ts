import { buildSitemap, sitemapXml } from '~/domain/directory/build-sitemap.server.ts'
import { database } from '~/lib/db.server.ts'
import { getEnv } from '~/lib/env.server.ts'

/** GET /sitemap.xml: every public page with its last change (search engines). */
export async function loader() {
  const xml = sitemapXml(getEnv().SITE_URL, await buildSitemap(await database()))
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } })
}

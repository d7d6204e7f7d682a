import express, { type NextFunction, type Request, type Response } from 'express'
import { precompressedAssets } from '~/lib/precompressed-assets.server.ts'

/** The production build's client files: hashed assets (immutable, precompressed), then public files. */
export function buildFiles(clientDir: string) {
  const router = express.Router()
  // Hashed build assets never change: cache them for a year.
  router.use('/assets', precompressedAssets(`${clientDir}/assets`))
  router.use('/assets', express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', fallthrough: false }))
  // Public files all have an extension (favicon.svg, og-image.jpg…): page paths skip the file lookup.
  const publicFiles = express.static(clientDir, { maxAge: '1h', index: false })
  router.use((req: Request, res: Response, next: NextFunction) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()))
  return router
}

/** robots.txt: crawl the public site, not the admin area, dashboards or APIs. */
export function robotsText(siteUrl: string): string {
  const disallowed = ['/admin', '/admin-login', '/dashboard', '/api/', '/business-form', '/badge-form']
  return ['User-agent: *', ...disallowed.map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n')
}

/** GET /robots.txt, written once from SITE_URL and answered as a file is. */
export function robotsTxt(siteUrl: string) {
  const body = robotsText(siteUrl)
  return (_req: Request, res: Response) => void res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(body)
}

/** The site's logo for publishers (Google: a raster image, at least 112 px; public/icon-512.png). */
const LOGO = { path: '/icon-512.png', width: 512, height: 512 }

/**
 * Safest as the publisher of its articles and reviews in their JSON-LD: a schema.org Organization
 * with its name, home page and logo (an ImageObject with a url), as Google's Article and review
 * rich results ask.
 */
export function sitePublisher(siteUrl: string) {
  const url = (path: string) => new URL(path, siteUrl).href
  return {
    '@type': 'Organization',
    name: 'Safest',
    url: url('/'),
    logo: { '@type': 'ImageObject', url: url(LOGO.path), width: LOGO.width, height: LOGO.height },
  }
}

import type { RouteConfigEntry } from '@react-router/dev/routes'
import { describe, expect, it } from 'vitest'
import routes from '~/routes.ts'
import { cachePolicies, pageCacheKey, type ManifestRoute } from './page-cache-policy.ts'

// The route table as the server build's manifest has it, each route with its real module.
const manifest: Record<string, ManifestRoute> = { root: { id: 'root', path: '', module: {} } }
const files: Record<string, string> = {}
async function add(entries: RouteConfigEntry[], parentId: string) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
    files[id] = entry.file
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: await import(/* @vite-ignore */ `../${entry.file}`) }
    await add(entry.children ?? [], id)
  }
}
await add(routes, 'root')

const policyOf = cachePolicies(manifest)
const key = (url: string) => pageCacheKey(new URL(url, 'http://safest.test'), policyOf)

describe('cache policies', () => {
  it('are declared by every public page (not admin, dashboard, api or a resource route)', () => {
    const publicPages = Object.keys(files).filter((id) => {
      const file = files[id]!
      const module = manifest[id]!.module as { default?: unknown }
      return !/^routes\/(admin\/|dashboard|api\.)/.test(file) && module.default !== undefined
    })
    expect(publicPages.length).toBeGreaterThan(25)
    const missing = publicPages.filter((id) => (manifest[id]!.module.handle as { cache?: unknown } | undefined)?.cache === undefined)
    expect(missing, 'add `export const handle = { cache: … } satisfies PageHandle` to these route modules').toEqual([])
  })

  it('keep only the parameters a page reads, in a fixed order', () => {
    expect(key('/city/denver?sort=rating&utm_source=mail&category=retail&q=')).toBe('/city/denver?category=retail&sort=rating')
    expect(key('/city/denver?fbclid=1')).toBe('/city/denver')
    expect(key('/city/denver?category=retail&sort=rating')).toBe(key('/city/denver?sort=rating&category=retail'))
    expect(key('/city/denver?badge=state-certified&badge=osha-compliant&badge=osha-compliant')).toBe('/city/denver?badge=osha-compliant&badge=state-certified')
    expect(key('/?fbclid=123')).toBe('/')
    expect(key('/products?q=lock&category=home-safety&utm_campaign=x')).toBe('/products?q=lock&category=home-safety')
    // A search near a place is cached; a URL with a position is never stored ("Use my location" posts it instead).
    expect(key('/search?radius=10&near=80202&category=restaurants')).toBe('/search?near=80202&radius=10&category=restaurants')
    expect(key('/search?near=80202&latitude=39.7&longitude=-104.9')).toBeNull()
  })

  it('cache the public pages cached before route modules declared it', () => {
    const pages = ['/', '/city', '/city/denver', '/city/denver/joes-diner', '/products', '/products/home-safety', '/reviews/example', '/quiz', '/badge']
    for (const page of [...pages, '/methodology', '/about', '/contact', '/careers', '/blog', '/privacy', '/terms', '/cookies', '/refund-policy']) {
      expect(key(page), page).toBe(page)
    }
    expect(key('/quiz?a=1')).toBe('/quiz?a=1')
    expect(key('/city?q=den')).toBe('/city?q=den')
    expect(key('/?top=rating&newsletter=ok')).toBe('/?top=rating&newsletter=ok')
  })

  it('refuse pages that are personal or not pages', () => {
    for (const path of ['/dashboard', '/dashboard/profile', '/admin', '/login', '/api/newsletter', '/thank-you', '/city-images/denver.jpg', '/City/Denver', '/city/denver/', '/city/denver.data', '/__manifest']) {
      expect(key(path), path).toBeNull()
    }
    // Every path no route answers shows one not-found page, whatever its parameters.
    for (const path of ['/no-such-page', '/wp-login.php?x=1', '/Old/Page/']) expect(key(path), path).toBe('/page-not-found')
    expect(key(`/city/denver?q=${'x'.repeat(201)}`)).toBeNull()
    // Parameters a loader acts on without showing them (the no-JavaScript sort and reset redirect).
    expect(key('/city/denver?sort_key=rating')).toBeNull()
    expect(key('/city/denver?reset=1&category=retail')).toBeNull()
  })
})

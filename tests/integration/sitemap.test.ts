import { describe, expect, it } from 'vitest'
import { buildSitemap, sitemapXml } from '~/domain/directory/build-sitemap.server.ts'
import { parseBusiness } from '~/domain/business/model.ts'
import { saveBusiness } from '~/domain/business/save-business.admin.server.ts'
import { robotsText } from '../../server/build-files.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('sitemap')

describe(`sitemap and robots on ${engine}`, () => {
  it('lists home, all 52 cities, every published business page, the product categories, the review, the quiz and static pages', async () => {
    const entries = await buildSitemap(db)
    const paths = entries.map((e) => e.path)
    expect(paths).toContain('/')
    expect(paths.filter((p) => /^\/city\/[a-z-]+$/.test(p))).toHaveLength(52)
    expect(paths.filter((p) => /^\/city\/[a-z-]+\/[a-z0-9-]+$/.test(p)).length).toBeGreaterThan(400)
    expect(paths).toEqual(expect.arrayContaining(['/products/child-safety', '/products/elderly-safety', '/reviews/example', '/quiz', '/privacy', '/city']))
    expect(new Set(paths).size).toBe(paths.length)
    expect(entries.find((e) => e.path === '/city/denver')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('dates a city by its newest change', async () => {
    const denver = await db.selectFrom('cities').select('id').where('slug', '=', 'denver').executeTakeFirstOrThrow()
    await db.updateTable('businesses').set({ updated_at: new Date('2020-01-01T00:00:00Z') }).where('city_id', '=', denver.id).execute()
    await db.updateTable('cities').set({ image_updated_at: new Date('2020-01-01T00:00:00Z'), created_at: new Date('2020-01-01T00:00:00Z') }).where('id', '=', denver.id).execute()
    expect((await buildSitemap(db)).find((e) => e.path === '/city/denver')?.lastmod).toBe('2020-01-01')
    const parsed = parseBusiness({ name: 'Sitemap Fresh Co', category: 'retail', description: 'd', rating: '4', address: '1 Main St', phone: '(303) 555-0100', cityId: String(denver.id) })
    if (!parsed.ok) throw new Error('invalid')
    await saveBusiness(db, { email: 'owner@safest.test' }, null, parsed.value)
    expect((await buildSitemap(db)).find((e) => e.path === '/city/denver')?.lastmod).toBe(new Date().toISOString().slice(0, 10))
  })

  it('writes valid sitemap XML with absolute URLs', () => {
    const xml = sitemapXml('https://safest.example', [{ path: '/city/denver', lastmod: '2026-01-02' }, { path: '/quiz' }])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<url><loc>https://safest.example/city/denver</loc><lastmod>2026-01-02</lastmod></url>')
    expect(xml).toContain('<url><loc>https://safest.example/quiz</loc></url>')
  })

  it('robots.txt names the sitemap and keeps crawlers out of admin, dashboards and APIs', async () => {
    const text = robotsText('https://safest.example')
    for (const line of ['Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /api/']) expect(text).toContain(line)
    expect(text).toMatch(/^Sitemap: https:\/\/safest\.example\/sitemap\.xml$/m)
  })
})

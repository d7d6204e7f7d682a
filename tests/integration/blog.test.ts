// A blog that opens. Over HTTP against the app (tests/support/app-server.ts):
// the six seeded posts open at /blog/{slug} with Article JSON-LD, the Atom feed parses, the
// sitemap lists them; the admin's post editor (Content tab) validates per field, renders Markdown
// safely, stores a cover image through the image store, and drafts stay private.
import { join } from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

process.env.ADMIN_EMAIL = TEST_ADMIN.email
await openAppDatabase('blog')
const { adminHttpSuite } = await import('../support/admin-http.ts')

const app = adminHttpSuite()
const { get, post, countAudit } = { get: (...a: Parameters<typeof app.get>) => app.get(...a), post: (...a: Parameters<typeof app.post>) => app.post(...a), countAudit: () => app.countAudit() }
const SLUGS = [
  'how-we-calculate-safety-scores', 'home-safety-check-winter', 'choosing-a-safe-contractor',
  'what-osha-compliance-means-for-customers', 'smart-locks-cameras-and-sensors-where-to-start', 'personal-safety-when-traveling-solo',
]
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
const countPosts = async () => Number((await app.db.selectFrom('blog_posts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n)
const valid = { title: 'Test Post', slug: 'test-post', author: 'Tester', publishedOn: '2026-11-26', summary: 'A summary.', body: 'Hello **world**.', status: 'published' }

describe('the blog opens', () => {
  it('/blog links each of the six posts, and the feed', async () => {
    const html = await (await get('/blog')).text()
    for (const slug of SLUGS) expect(html).toContain(`href="/blog/${slug}"`)
    expect(html).toContain('href="/blog/feed.xml"')
    expect(html).toContain('rel="alternate" type="application/atom+xml"')
    expect(html).toContain('November 26, 2026')
  })

  it('/blog/{slug} opens for six posts, with the body rendered and Article JSON-LD', async () => {
    for (const slug of SLUGS) {
      const answer = await get(`/blog/${slug}`)
      expect(answer.status, slug).toBe(200)
      const html = await answer.text()
      const article = jsonLd(html).find((d) => d['@type'] === 'Article')
      expect(article).toMatchObject({ '@context': 'https://schema.org', datePublished: '2026-11-26', url: expect.stringContaining(`/blog/${slug}`) })
      // The page's one heading is the post's headline.
      expect([...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((m) => m[1])).toEqual([String(article!.headline).replace(/&/g, '&amp;')])
      expect(html).toMatch(/<h2>[^<]+<\/h2>/)
    }
    expect((await get('/blog/no-such-post')).status).toBe(404)
  })

  it('each post’s Article has what Google’s Article rich result asks for: image, publisher.logo.url and the rest, as absolute URLs of real images', async () => {
    const absolute = expect.stringMatching(/^https?:\/\/[^/]+\//)
    for (const slug of SLUGS) {
      const article = jsonLd(await (await get(`/blog/${slug}`)).text()).find((d) => d['@type'] === 'Article')
      // Google's presets (structured-data-testing-tool) require these, and recommend mainEntityOfPage, dateModified, description.
      expect(article, slug).toMatchObject({
        headline: expect.any(String),
        image: absolute,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/),
        dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        author: { name: expect.any(String) },
        publisher: { '@type': 'Organization', name: 'Safest', logo: { '@type': 'ImageObject', url: absolute } },
        mainEntityOfPage: absolute,
        description: expect.any(String),
      })
      expect(String(article!.headline).length, slug).toBeLessThanOrEqual(110)
      // Both are public files (served from public/ by the production server; this test's app has no client build).
      const { logo } = article!.publisher as { logo: { url: string } }
      const image = await sharp(join('public', new URL(String(article!.image)).pathname)).metadata()
      expect(image.width, slug).toBeGreaterThanOrEqual(1200)
      const logoFile = await sharp(join('public', new URL(logo.url).pathname)).metadata()
      expect(['png', 'jpeg', 'webp']).toContain(logoFile.format)
      expect(Math.min(logoFile.width, logoFile.height), 'logo: at least 112 px').toBeGreaterThanOrEqual(112)
    }
  })

  it('the feed is well-formed Atom with the six posts', async () => {
    const answer = await get('/blog/feed.xml')
    expect(answer.headers.get('content-type')).toContain('application/atom+xml')
    const xml = await answer.text()
    expect(XMLValidator.validate(xml)).toBe(true)
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml).feed
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom')
    expect(feed.title).toBe('Safest Blog')
    const entries = feed.entry as Array<Record<string, unknown>>
    expect(entries.map((e) => String(e.id).replace(/^.*\/blog\//, '')).sort()).toEqual([...SLUGS].sort())
    for (const e of entries) {
      expect(e.published).toBe('2026-11-26T00:00:00Z')
      expect(String(e.updated)).toMatch(/^\d{4}-\d{2}-\d{2}T/)
      expect(String((e.content as Record<string, unknown>)['#text'])).toContain('<p>')
    }
  })

  it('the sitemap lists each published post', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    for (const slug of SLUGS) expect(xml).toContain(`/blog/${slug}</loc>`)
  })
})

describe('the admin edits posts in the Content tab', () => {
  it('lists the posts in the Content tab', async () => {
    const html = await (await get('/admin?tab=content', app.cookies.admin)).text()
    expect(html).toContain('aria-label="Admin sections"')
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/admin\?tab=content"[^>]*>Content<\/a>/)
    expect(html).toContain('How We Calculate Safety Scores')
    expect(html).toContain('href="/admin/content/posts/new"')
  })

  it('refuses a member and a visitor, storing nothing', async () => {
    const before = await countPosts()
    expect((await post('/admin/content/posts/new', { ...valid, slug: 'member-post' }, app.cookies.member)).status).toBe(403)
    expect((await post('/admin/content/posts/new', { ...valid, slug: 'visitor-post' }, '')).status).toBe(403)
    expect(await countPosts()).toBe(before)
  })

  it('validates per field: a slug already used, a bad slug, a date that does not exist, a missing title', async () => {
    const [posts, audit] = [await countPosts(), await countAudit()]
    const taken = await post('/admin/content/posts/new', { ...valid, slug: SLUGS[0]! })
    expect(taken.status).toBe(422)
    expect(await taken.text()).toContain('Another post already uses this slug')
    const bad = await post('/admin/content/posts/new', { ...valid, slug: 'Not A Slug', publishedOn: '2026-02-30', title: '' })
    expect(bad.status).toBe(422)
    const html = await bad.text()
    expect(html).toContain('Slug must be lowercase letters, digits and hyphens')
    expect(html).toContain('Date must be a date (YYYY-MM-DD)')
    expect(html).toContain('Title is required')
    for (const body of ['a\u0000b', '\u001b[2J', '']) expect((await post('/admin/content/posts/new', { ...valid, body })).status, JSON.stringify(body)).toBe(422)
    const notImage = await post('/admin/content/posts/new', { ...valid, cover: new File(['<svg onload="x"/>'], 'x.svg', { type: 'image/svg+xml' }) })
    expect(notImage.status).toBe(422)
    expect([await countPosts(), await countAudit()]).toEqual([posts, audit])
  })

  it('a draft stays private; published, it opens with its cover image, its Markdown rendered safely', async () => {
    const png = await sharp({ create: { width: 64, height: 36, channels: 3, background: '#3366cc' } }).png().toBuffer()
    const body = '# Heading\n\n<script>alert(1)</script> [bad](javascript:alert(1)) [out](https://example.com/x) [in](/quiz)'
    const created = await post('/admin/content/posts/new', { ...valid, body, status: 'draft', cover: new File([new Uint8Array(png)], 'c.png', { type: 'image/png' }), coverAlt: 'A blue square' })
    expect(created.status).toBe(302)
    expect(created.headers.get('location')).toBe('/admin?tab=content')
    const row = await app.db.selectFrom('blog_posts').selectAll().where('slug', '=', 'test-post').executeTakeFirstOrThrow()
    expect(row.cover_image).toMatch(/^content-images\/[a-f0-9-]{36}\.webp$/)
    expect((await get('/blog/test-post')).status).toBe(404)
    expect(await (await get('/blog')).text()).not.toContain('/blog/test-post')

    const edited = await post(`/admin/content/posts/${row.id}`, { ...valid, body, status: 'published', coverAlt: 'A blue square' })
    expect(edited.status).toBe(302)
    const html = await (await get('/blog/test-post')).text()
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('href="javascript:')
    expect(html).toContain('<a href="https://example.com/x" rel="nofollow ugc noopener">out</a>')
    expect(html).toContain('<a href="/quiz">in</a>')
    expect(html).toContain(`src="/${row.cover_image}"`)
    expect(jsonLd(html).find((d) => d['@type'] === 'Article')?.image).toContain(`/${row.cover_image}`)
    const image = await get(`/${row.cover_image}`)
    expect(image.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await image.arrayBuffer())).metadata()).format).toBe('webp')
    expect(await app.db.selectFrom('audit_log').select('action').where('entity_id', '=', row.id).execute()).toEqual([{ action: 'post.save' }, { action: 'post.save' }])

    const deleted = await post(`/admin/content/posts/${row.id}`, { intent: 'delete' })
    expect(deleted.status).toBe(302)
    expect((await get('/blog/test-post')).status).toBe(404)
    expect((await get(`/${row.cover_image}`)).status).toBe(404)
  })

  it('text in the Article JSON-LD cannot close its script element (React Router escapes what meta gives it)', async () => {
    const title = 'Locks </script><script>alert(1)</script> \u2028 & more'
    expect((await post('/admin/content/posts/new', { ...valid, slug: 'json-ld-post', title })).status).toBe(302)
    const html = await (await get('/blog/json-ld-post')).text()
    expect(html).not.toContain('<script>alert(1)')
    expect(jsonLd(html).find((d) => d['@type'] === 'Article')?.headline).toBe(title)
  })
})

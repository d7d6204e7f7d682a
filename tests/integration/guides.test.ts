// Issue 33 item 4: guides the owner can edit. Over HTTP against the app: products, the review and
// merchants come from the database (seeded, labelled as sample content); the admin's editors
// validate per field, and a saved price, verdict or affiliate tag shows on the public pages at once.
import { describe, expect, it } from 'vitest'
import { freshAppDatabase } from '../support/app-database.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

process.env.ADMIN_EMAIL = TEST_ADMIN.email
await freshAppDatabase('guides')
const { adminHttpSuite } = await import('../support/admin-http.ts')

const app = adminHttpSuite()
const { get, post, countAudit } = { get: (...a: Parameters<typeof app.get>) => app.get(...a), post: (...a: Parameters<typeof app.post>) => app.post(...a), countAudit: () => app.countAudit() }
const smokeAlarm = {
  name: 'Smart Smoke Alarm', brand: 'Hearthwise', model: 'Duo S2', category: 'home-safety', subCategory: 'Fire Safety',
  description: 'A smoke alarm.', rating: '4.6', price: '129.99', currency: 'USD', priceRange: '', popularity: '2',
}
const review = { title: 'Hearthwise Duo Review', verdict: 'A new verdict from the owner.', rating: '4.5', price: '39.99', currency: 'USD', experience: 'Tested for **six weeks**.\n\n<script>alert(1)</script>', status: 'published' }

describe('the guides render from the database', () => {
  it('seeded products and the example review are labelled as sample content', async () => {
    const products = await (await get('/products')).text()
    expect(products).toMatch(/>18(<!-- -->| )*Products</)
    expect(products).toContain('Sample content for demonstration')
    const example = await get('/reviews/example')
    expect(example.status).toBe(200)
    expect(await example.text()).toContain('Sample content for demonstration')
    expect((await get('/reviews/no-such-review')).status).toBe(404)
  })
})

describe('the admin edits products, reviews and merchants', () => {
  it('refuses a member, storing nothing', async () => {
    const before = await countAudit()
    expect((await post('/admin/content/products/smoke-alarm', smokeAlarm, app.cookies.member)).status).toBe(403)
    expect((await post('/admin/content/reviews/example', review, app.cookies.member)).status).toBe(403)
    expect((await post('/admin/content/merchants', { id: 'amazon', affiliateParam: 'tag', affiliateTag: 'x' }, app.cookies.member)).status).toBe(403)
    expect(await countAudit()).toBe(before)
  })

  it('validates per field: a negative price, a link that is not a web address, a slug in use, a rating past 5', async () => {
    const before = await countAudit()
    const bad = await post('/admin/content/products/smoke-alarm', { ...smokeAlarm, price: '-5', rating: '7', 'links[0].merchant': 'amazon', 'links[0].url': 'javascript:alert(1)' })
    expect(bad.status).toBe(422)
    const html = await bad.text()
    expect(html).toContain('Price must be a number of 0 or more')
    expect(html).toContain('Rating must be between 0 and 5')
    expect(html).toContain('Merchant link must be a full web address')
    const taken = await post('/admin/content/products/new', { ...smokeAlarm, id: 'smoke-alarm' })
    expect(taken.status).toBe(422)
    expect(await taken.text()).toContain('Another product already uses this slug')
    expect(await countAudit()).toBe(before)
  })

  it('a new price, brand, model and merchant link show on /products and the category page at once', async () => {
    const saved = await post('/admin/content/products/smoke-alarm', { ...smokeAlarm, 'links[0].merchant': 'amazon', 'links[0].url': 'https://www.amazon.com/dp/B000TEST' })
    expect(saved.status).toBe(302)
    for (const path of ['/products', '/products/home-safety']) {
      const html = await (await get(path)).text()
      expect(html, path).toContain('$129.99')
      expect(html, path).toContain('Hearthwise Duo S2')
      expect(html, path).toContain('href="https://www.amazon.com/dp/B000TEST" rel="sponsored nofollow ugc noopener"')
    }
    const row = await app.db.selectFrom('products').select(['sample', 'price']).where('id', '=', 'smoke-alarm').executeTakeFirstOrThrow()
    expect({ sample: row.sample, price: Number(row.price) }).toEqual({ sample: false, price: 129.99 })

    const tagged = await post('/admin/content/merchants', { id: 'amazon', affiliateParam: 'tag', affiliateTag: 'safest-20' })
    expect(tagged.status).toBe(302)
    expect(await (await get('/products/home-safety')).text()).toContain('href="https://www.amazon.com/dp/B000TEST?tag=safest-20"')
  })

  it('a new verdict shows on the review at once; its Markdown is rendered safely; a draft is not public', async () => {
    expect((await post('/admin/content/reviews/example', review)).status).toBe(302)
    const html = await (await get('/reviews/example')).text()
    expect(html).toContain('A new verdict from the owner.')
    expect(html).toContain('Tested for <strong>six weeks</strong>.')
    expect(html).not.toContain('<script>alert(1)</script>')
    expect(html).not.toContain('Sample content for demonstration')
    expect((await post('/admin/content/reviews/example', { ...review, status: 'draft' })).status).toBe(302)
    expect((await get('/reviews/example')).status).toBe(404)
    expect((await post('/admin/content/reviews/example', review)).status).toBe(302)
    expect((await get('/reviews/example')).status).toBe(200)
  })

  it('a category’s buyer’s guide and checklist: edited in Markdown and lines, shown at once, no raw HTML', async () => {
    const guide = { heroTitle: 'Child Safety Products', heroText: 'Gear that protects children.', guideSummary: 'What to look for.', guide: '### Car seats first\n\nCheck the **label**. <img src=x onerror=alert(1)>\n\n- Rear-facing\n- Registered', checklistSummary: 'Tick as you go.', checklist: 'Anchor the dresser\n\nFit a stair gate' }
    const refused = await post('/admin/content/categories/child-safety', { ...guide, guide: '' })
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain('Buyer&#x27;s guide is required')
    expect((await post('/admin/content/categories/child-safety', guide)).status).toBe(302)
    // The guide and checklist open in dialogs: their content comes with the page's data.
    const html = await (await get('/products/child-safety.data')).text()
    expect(html).toContain('<h3>Car seats first</h3>')
    expect(html).toContain('Check the <strong>label</strong>. &lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('<li>Rear-facing</li>')
    expect(html).toContain('Fit a stair gate')
    expect(await app.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'category.save').execute()).toEqual([{ entity_id: 'child-safety' }])
  })

  it('exports products as CSV and imports them back, all rows or none', async () => {
    const csv = await (await get('/admin/content/products.csv', app.cookies.admin)).text()
    const lines = csv.trim().split('\n')
    expect(lines[0]).toMatch(/^id,name,brand,model,category,subCategory,description,rating,price,currency,priceRange,popularity,image,merchant1,link1/)
    expect(lines).toHaveLength(19)
    const changed = csv.replace(/^smoke-alarm,Smart Smoke Alarm,Hearthwise,Duo S2,home-safety,Fire Safety,A smoke alarm\.,4\.6,129\.99/m, 'smoke-alarm,Smart Smoke Alarm,Hearthwise,Duo S2,home-safety,Fire Safety,A smoke alarm.,4.6,99.00')
    expect(changed).not.toBe(csv)
    const importFile = (text: string) => post('/admin/content/products/import', { file: new File([text], 'products.csv', { type: 'text/csv' }) })
    expect((await importFile(changed)).status).toBe(302)
    expect(await (await get('/products/home-safety')).text()).toContain('$99.00')
    const broken = changed.replace('99.00', '-1').replace('baby-monitor,Video Baby Monitor', 'baby-monitor,Changed Monitor')
    await importFile(broken)
    const monitor = await app.db.selectFrom('products').select('name').where('id', '=', 'baby-monitor').executeTakeFirstOrThrow()
    expect(monitor.name).toBe('Video Baby Monitor')
    expect(await (await get('/products/home-safety')).text()).toContain('$99.00')
  })
})

import { adminLogin, openAdminSection, unique } from './admin-helpers.ts'
import { expect, hydrated, test } from './fixtures.ts'

// The blog opens and the admin edits content that public pages show at once.

const POSTS = [
  'How We Calculate Safety Scores',
  '10-Minute Home Safety Check for Winter',
  'Choosing a Safe Contractor: 7 Questions to Ask',
  'What OSHA Compliance Means for Customers',
  'Smart Locks, Cameras and Sensors: Where to Start',
  'Personal Safety When Traveling Solo',
]

test.describe('blog', () => {
  test('each of the six posts opens from /blog, with its article and structured data', async ({ page }) => {
    for (const title of POSTS) {
      await page.goto('/blog')
      await page.getByRole('link', { name: title, exact: true }).click()
      await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText('By The Safest Team')).toBeVisible()
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
      const article = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}')
      expect(article).toMatchObject({ '@type': 'Article', headline: title, datePublished: '2026-11-26' })
    }
  })

  test('the feed linked from /blog parses as Atom with the six posts', async ({ page, request }) => {
    await page.goto('/blog')
    const href = await page.locator('link[rel="alternate"][type="application/atom+xml"]').getAttribute('href')
    expect(href).toBe('/blog/feed.xml')
    const answer = await request.get(href!)
    expect(answer.headers()['content-type']).toContain('application/atom+xml')
    const xml = await answer.text()
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml')
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        namespace: doc.documentElement.namespaceURI,
        titles: [...doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'entry')].map((e) => e.getElementsByTagName('title')[0]?.textContent),
      }
    }, xml)
    expect(parsed.error).toBe(false)
    expect(parsed.namespace).toBe('http://www.w3.org/2005/Atom')
    expect([...parsed.titles].sort()).toEqual([...POSTS].sort())
  })

  test('the admin writes a post in the Content tab; published, it opens at once', async ({ page }) => {
    const id = unique()
    const slug = `e2e-post-${id}`
    const title = `Winter Driving Kit Checklist ${id}`
    await adminLogin(page)
    await openAdminSection(page, 'Content & images', 'Content')
    await page.getByRole('link', { name: 'New Post' }).click()
    await page.getByLabel('Title').fill(title)
    await page.getByLabel('Slug').fill(slug)
    await page.getByLabel('Summary').fill('What to keep in the car this winter.')
    await page.getByLabel('Body (Markdown)').fill('## Pack these\n\n- Blanket\n- Flashlight\n\n<b>not bold</b>')
    await page.getByLabel('Status').selectOption('Published')
    await page.getByRole('button', { name: 'Save Post' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible()

    await page.goto(`/blog/${slug}`)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('listitem').filter({ hasText: 'Flashlight' })).toBeVisible()
    await expect(page.getByText('<b>not bold</b>')).toBeVisible()
    await page.goto('/blog')
    await expect(page.getByRole('link', { name: title })).toBeVisible()
  })
})

test.describe('guides', () => {
  test('the admin writes a product review in the Content tab; published, a visitor opens it', async ({ page }) => {
    const id = unique()
    const slug = `e2e-review-${id}`
    const title = `Grab Bars Tested ${id}`
    await adminLogin(page)
    await openAdminSection(page, 'Content & images', 'Content')
    await page.getByRole('link', { name: 'New Review' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'New Review' })).toBeVisible()
    const fields = {
      Title: title, Slug: slug, 'Product name': 'SureGrip Bar Set', Verdict: 'Only bars screwed into studs are worth buying.', Rating: '4.2', Price: '54.50',
      'Hands-On Experience (Markdown)': 'We hung **six sets** on tile.\n\n<b>not bold</b>',
      'Pros and Cons (Markdown)': '### Pros\n\n- Holds 300 lb\n\n### Cons\n\n- Needs a drill',
    }
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label).fill(value)
    await page.getByRole('checkbox', { name: 'Bathroom Grab Bar Set' }).check()
    await page.getByLabel('Status').selectOption('Published')
    await page.getByRole('button', { name: 'Save Review' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
    await expect(page.getByText(`/reviews/${slug} · Published`)).toBeVisible()

    // A visitor (no session) opens it, and finds it from its product's card.
    await page.context().clearCookies()
    await page.goto('/products/elderly-safety')
    await page.locator('article[data-product-id="grab-bar-set"]').getByTestId('product-link').click()
    await expect(page).toHaveURL(new RegExp(`/reviews/${slug}$`))
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Review summary' })).toContainText('Only bars screwed into studs are worth buying.')
    await expect(page.getByRole('region', { name: 'Review summary' }).getByTestId('price')).toHaveText('$54.50')
    await expect(page.getByRole('listitem').filter({ hasText: 'Holds 300 lb' })).toBeVisible()
    await expect(page.getByText('<b>not bold</b>')).toBeVisible()
    const toc = page.getByRole('navigation', { name: 'Table of Contents' })
    await expect(toc.getByRole('link')).toHaveCount(3)
    for (const [i, name] of ['Hands-On Experience', 'Pros and Cons', 'Verdict'].entries()) await expect(toc.getByRole('link').nth(i)).toHaveAccessibleName(name)
    await expect(page.getByText('Sample content for demonstration')).toHaveCount(0)
  })

  test('the admin changes a product’s price and a review’s verdict; the public pages show them at once', async ({ page }) => {
    await adminLogin(page)
    await page.goto('/admin?tab=content')
    await page.getByRole('link', { name: 'Edit Personal Safety Alarm' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeVisible()
    const original = { brand: await page.getByLabel('Brand').inputValue(), price: await page.getByRole('textbox', { name: 'Price (optional)' }).inputValue() }
    await page.getByLabel('Brand').fill('Loudmouth')
    await page.getByRole('textbox', { name: 'Price (optional)' }).fill('-3')
    await page.getByRole('button', { name: 'Save Product' }).click()
    await expect(page.getByText('Price must be a number of 0 or more').first()).toBeVisible()
    await page.getByRole('textbox', { name: 'Price (optional)' }).fill('24.95')
    await page.getByRole('button', { name: 'Save Product' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)

    await page.goto('/products/physical-safety')
    const card = page.locator('article[data-product-id="personal-safety-alarm"]')
    await expect(card.getByTestId('product-price')).toHaveText('Price: $24.95')
    await expect(card.getByTestId('product-brand')).toHaveText('Loudmouth')

    await page.goto('/admin/content/reviews/example')
    const verdict = await page.getByLabel('Verdict').inputValue()
    await page.getByLabel('Verdict').fill('Still the best-value combination alarm, now at a lower price.')
    await page.getByRole('button', { name: 'Save Review' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
    await page.goto('/reviews/example')
    await expect(page.getByText('Still the best-value combination alarm, now at a lower price.').first()).toBeVisible()
    await expect(page.getByText('Sample content for demonstration')).toHaveCount(0)

    // Put the sample content back for the other journeys.
    await page.goto('/admin/content/reviews/example')
    await page.getByLabel('Verdict').fill(verdict)
    await page.getByRole('button', { name: 'Save Review' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
    await page.goto('/admin/content/products/personal-safety-alarm')
    await page.getByLabel('Brand').fill(original.brand)
    await page.getByRole('textbox', { name: 'Price (optional)' }).fill(original.price)
    await page.getByRole('button', { name: 'Save Product' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
  })

  test('a verdict typed while the page’s scripts are still loading is kept once it hydrates, and saved', async ({ page }) => {
    await adminLogin(page)
    // A slow connection: every script arrives 1.5 s late, so the admin types into the server's HTML.
    await page.route('**/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    await page.goto('/admin/content/reviews/example', { waitUntil: 'commit' })
    const field = page.getByLabel('Verdict')
    const verdict = await field.inputValue()
    await field.fill('Typed before the scripts arrived.')
    await hydrated(page, 15_000)
    await expect(field).toHaveValue('Typed before the scripts arrived.')
    await page.unroute('**/*.js')
    await page.getByRole('button', { name: 'Save Review' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
    await page.goto('/reviews/example')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Typed before the scripts arrived.')

    await page.goto('/admin/content/reviews/example')
    await field.fill(verdict)
    await page.getByRole('button', { name: 'Save Review' }).click()
    await expect(page).toHaveURL(/\/admin\?tab=content$/)
  })
})

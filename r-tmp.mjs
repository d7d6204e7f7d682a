import { chromium } from 'playwright-core'
const base = 'http://localhost:3300'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] })
const page = await browser.newPage()
await page.goto(base + '/admin-login')
await page.waitForTimeout(1500)
await page.getByLabel('Email').fill('admin@safest.test')
await page.getByLabel('Password').fill('e2e-admin-password-2026')
await page.getByRole('button', { name: 'Sign In' }).click()
await page.waitForURL(/\/admin$/)
for (let i = 0; i < 6; i++) {
  await page.goto(base + '/admin/content/reviews/example')
  const ta = page.getByLabel('Verdict')
  const before = await ta.inputValue()
  await ta.fill('X' + i)
  const after = await ta.inputValue()
  await page.waitForTimeout(1500)
  console.log(JSON.stringify({ before: before.slice(0, 20), after, later: await ta.inputValue() }))
}
await browser.close()

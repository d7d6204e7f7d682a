import { createHmac } from 'node:crypto'
import type { Page } from '@playwright/test'
import { unique } from './admin-helpers.ts'
import { expect, fillFields, openAddYourBusiness, test } from './fixtures.ts'
import { waitForLink } from './mailbox.ts'

// Member accounts: sign-up, sign-in, sign-out, password reset, profile changes, two-factor sign-in
// and the dashboard. Tests about something else than signing up start from the `member` fixture.

async function signUp(page: Page, name: string, email: string, password: string) {
  await page.goto('/thank-you')
  await expect(page.getByRole('heading', { name: 'Thank You Very Much' })).toBeVisible()
  const panel = page.getByRole('tabpanel', { name: 'Create Account' })
  await page.getByRole('tab', { name: 'Create Account' }).click()
  await panel.getByLabel('Name').fill(name)
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Create Account' }).click()
}

async function logOut(page: Page) {
  await page.locator('header').first().getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
}

async function logIn(page: Page, email: string, password: string) {
  const panel = page.getByRole('tabpanel', { name: 'Login' })
  await panel.getByLabel('Email').fill(email)
  await panel.getByLabel('Password').fill(password)
  await panel.getByRole('button', { name: 'Login' }).click()
}

test('sign up on /thank-you → dashboard; log out; log in again; wrong password', async ({ page }) => {
  const email = `member${unique()}@example.com`
  await signUp(page, 'Maya Chen', email, 'lantern-river-8')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Maya' })).toBeVisible()
  // Premium only after a verified payment: without Stripe configured, signing up grants nothing.
  await expect(page.getByTestId('membership-level')).toHaveText('Free')
  const header = page.locator('header').first()
  await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible()

  await header.getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await expect(page.getByText('You have been logged out of your account.')).toBeVisible()
  await expect(header.getByRole('link', { name: 'Login' })).toBeVisible()

  await header.getByRole('link', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/thank-you-very-much$/)
  // Login reads as signing in; the thank-you heading is for after a payment.
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Safest' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Manage Billing Portal' })).toHaveCount(0)
  await logIn(page, email, 'not-my-password')
  await expect(page.getByText('Login failed')).toBeVisible()
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible()
  await logIn(page, email, 'lantern-river-8')
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('a duplicate sign-up keeps the typed e-mail on the Login tab; the dashboard tabs fit a 375px phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const email = `dup${unique()}@example.com`
  await signUp(page, 'First Person', email, 'amber-lighthouse-7')
  await expect(page).toHaveURL(/\/dashboard$/)

  // Every dashboard tab is fully on screen (they wrap instead of running off the edge).
  const nav = page.getByRole('navigation', { name: 'Dashboard' })
  const links = nav.getByRole('link')
  await expect(links.first()).toBeVisible()
  expect(await links.count()).toBeGreaterThanOrEqual(6) // Overview … Profile, Billing and My Badges; features add more
  for (const link of await links.all()) {
    const box = (await link.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(375)
  }

  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByText('Logged out successfully')).toBeVisible()
  await signUp(page, 'Second Person', email, 'amber-lighthouse-7')
  await expect(page.getByText('Email is already registered. Please try logging in instead.')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel', { name: 'Login' }).getByLabel('Email')).toHaveValue(email)
})

test('validation messages on sign-up', async ({ page }) => {
  await page.goto('/thank-you')
  await page.getByRole('tab', { name: 'Create Account' }).click()
  const panel = page.getByRole('tabpanel', { name: 'Create Account' })
  await panel.getByLabel('Name').fill('A')
  await panel.getByLabel('Email').fill('nope')
  await panel.getByLabel('Password').fill('123')
  await panel.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Please enter a valid email address')).toBeVisible()
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible()
})

test('a signed-out visit to /dashboard lands on /login and comes back after signing in', async ({ page, member }) => {
  await page.context().clearCookies()

  await page.goto('/dashboard/profile')
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprofile$/)
  await logIn(page, member.email, member.password)
  await expect(page).toHaveURL(/\/dashboard\/profile$/)
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
})

test('password reset through the e-mailed link works once', async ({ page, member }) => {
  const { email } = member
  await page.context().clearCookies()

  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByText(/If an account exists for that e-mail/)).toBeVisible()

  const link = await waitForLink(email, '/reset-password?token=')
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('second-secret-2')
  await page.getByLabel('Confirm new password').fill('second-secret-2')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByText('Password updated')).toBeVisible()
  await logIn(page, email, 'second-secret-2')
  await expect(page).toHaveURL(/\/dashboard$/)

  // The link works once.
  await page.goto(link)
  await page.getByLabel('New password', { exact: true }).fill('third-secret-3')
  await page.getByLabel('Confirm new password').fill('third-secret-3')
  await page.getByRole('button', { name: 'Set new password' }).click()
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible()
})

test('a member sees their submissions and can change their name', async ({ memberPage: page }) => {
  const business = `Omar's Safe Garage ${unique()}`
  const sheet = await openAddYourBusiness(page, '/city/denver')
  await fillFields(sheet, { 'Business Name': business, Category: 'Retail', Description: 'Certified lifts and spill kits.' })
  await sheet.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Business submitted successfully')).toBeVisible()

  await page.goto('/dashboard/submissions')
  const row = page.getByRole('listitem').filter({ hasText: business })
  await expect(row).toContainText('Denver')
  await expect(row).toContainText('pending')

  await page.goto('/dashboard/profile')
  await page.getByRole('region', { name: 'Name' }).getByLabel('Name').fill('Omar O. Owner')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByRole('region', { name: 'Name' }).getByText('Your name was updated.')).toBeVisible()
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome, Omar' })).toBeVisible()
})

test('the e-mail change takes effect through the link sent to the new address', async ({ page, member }) => {
  const next = `moved${unique()}@example.com`
  await page.goto('/dashboard/profile')
  const card = page.getByRole('region', { name: 'E-mail' })
  await card.getByLabel('Email').fill(next)
  await card.getByLabel('Current password').fill(member.password)
  await card.getByRole('button', { name: 'Save e-mail' }).click()
  await expect(card.getByText(`We sent a confirmation link to ${next}. Your sign-in e-mail changes when you open it.`)).toBeVisible()

  await page.goto(await waitForLink(next, '/account/confirm-email?token='))
  await expect(page.getByRole('heading', { name: 'Your e-mail was changed' })).toBeVisible()
  await logOut(page)
  await page.goto('/login')
  await logIn(page, next, member.password)
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('without JavaScript, the password change keeps the member signed in and says so', async ({ page, browser, member }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() })
  const plain = await context.newPage()
  await plain.goto('/dashboard/profile')
  const card = plain.getByRole('region', { name: 'Password' })
  await card.getByLabel('Current password').fill(member.password)
  await card.getByLabel('New password', { exact: true }).fill('quiet-lantern-9')
  await card.getByLabel('Confirm new password').fill('quiet-lantern-9')
  await card.getByRole('button', { name: 'Change password' }).click()
  await expect(plain).toHaveURL(/\/dashboard\/profile$/)
  await expect(card.getByText('Your password was changed.')).toBeVisible()
  await plain.goto('/dashboard')
  await expect(plain).toHaveURL(/\/dashboard$/)
  await context.close()
})

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s): what an authenticator app shows for a base32 key. */
function totp(base32: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const c of base32.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0')
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => Number.parseInt(b, 2)))
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)))
  const mac = createHmac('sha1', key).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0xf
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}

test('two-factor sign-in: set up from the profile, then signing in asks for the code; a recovery code works too', async ({ page, member }) => {
  const { email, password } = member
  await page.goto('/dashboard/profile')
  const card = page.getByRole('region', { name: 'Two-factor sign-in' })
  await card.getByLabel('Current password').fill(password)
  await card.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
  const secret = (await card.getByTestId('two-factor-secret').textContent())!
  const recovery = (await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').first().textContent())!
  await card.getByLabel('Code from the app').fill(totp(secret))
  await card.getByRole('button', { name: 'Turn on two-factor sign-in' }).click()
  await expect(card.getByText('Two-factor sign-in is on.')).toBeVisible()
  await expect(card.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible()

  await logOut(page)
  await page.goto('/login')
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await page.getByLabel('Code').fill('000000')
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page.getByText('That code is not right. Try again, or use one of your recovery codes.')).toBeVisible()
  await page.getByLabel('Code').fill(totp(secret))
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)

  await logOut(page)
  await page.goto('/login')
  await logIn(page, email, password)
  await expect(page).toHaveURL(/\/login\/two-factor/)
  await page.getByLabel('Code').fill(recovery)
  await page.getByRole('button', { name: 'Verify' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
})

test('the dashboard fits a 375px phone', async ({ memberPage: page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/dashboard', '/dashboard/profile', '/dashboard/billing', '/dashboard/submissions']) {
    await page.goto(path)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  }
})

test('billing says it is not configured instead of failing', async ({ memberPage: page }) => {
  await page.goto('/dashboard/billing')
  await expect(page.getByText('Billing is not configured')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Manage Billing Portal' })).toBeDisabled()
})

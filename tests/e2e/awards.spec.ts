import { expect, test } from './fixtures.ts'

// Every award on a business page links to its verification page; the admin revokes it
// on the business form, and the verification page and the live seal both say Revoked.

// Revoking changes what the directory shows, so this journey uses a business no other journey reads
// (the shared `business` fixture, Larimer Street Kitchen, is Denver's OSHA restaurant the city
// page's filter journey looks for).
const business = { name: 'Trolley Square Hardware', path: '/city/wilmington/trolley-square-hardware' }

test('a business page award is verified as Current; revoked by the admin, verification and seal say Revoked', async ({ page, adminPage }) => {
  // Two browsers (visitor and admin) and a revocation: more steps than most journeys.
  test.slow()
  await page.goto(business.path)
  const badges = page.getByRole('region', { name: 'Badges and their evidence' })
  const current = badges.getByRole('listitem').filter({ hasNotText: 'no longer counts' }).first()
  const link = current.getByRole('link', { name: /^SAF-/ })
  const code = (await link.textContent())!.trim()
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`))
  await expect(page.getByRole('status')).toHaveText('Status: Current')
  await expect(page.getByRole('link', { name: `See ${business.name} in the directory` })).toHaveAttribute('href', business.path)
  expect(await (await page.request.get(`/seal/${code}.svg`)).text()).toContain('>Current<')

  await adminPage.goto(`/admin?tab=listings&q=${encodeURIComponent(business.name)}`)
  await adminPage.getByRole('button', { name: `Edit ${business.name}` }).click()
  await adminPage.getByRole('link', { name: 'Manage awards' }).click()
  await expect(adminPage.getByRole('heading', { name: 'Awards' })).toBeVisible()
  const row = adminPage.getByRole('row').filter({ hasText: code })
  await row.getByRole('button', { name: 'Revoke' }).click()
  await expect(row.getByText('Reason is required')).toBeVisible()
  await row.getByLabel(`Reason for revoking ${code}`).fill('Failed the re-inspection')
  await row.getByRole('button', { name: 'Revoke' }).click()
  await expect(row.getByRole('cell', { name: /Revoked/ })).toContainText('Failed the re-inspection')

  await page.goto(`/verify/${code.toLowerCase()}`)
  await expect(page).toHaveURL(new RegExp(`/verify/${code}$`))
  await expect(page.getByRole('status')).toHaveText('Status: Revoked')
  await expect(page.getByText('Reason: Failed the re-inspection')).toBeVisible()
  expect(await (await page.request.get(`/seal/${code}.svg`)).text()).toContain('>Revoked<')
})

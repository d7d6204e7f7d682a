import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminLogin, fillListing, unique } from './admin-helpers.ts'
import { startOwnServer } from './own-server.ts'

// On the embedded database GET requests render in worker threads whose queries the main thread
// runs (decision 013). The suite's own server may be on PostgreSQL, so this starts one of its own.
const port = Number(process.env.E2E_PORT ?? 3100) + 51

test('on the embedded database, pages render in threads and show an admin change at once', async ({ browser }) => {
  test.setTimeout(120_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'safest-threads-'))
  const server = startOwnServer(port, dataDir, { RENDER_THREADS: '2', ADMIN_EMAIL, ADMIN_PASSWORD })
  try {
    await server.healthy()
    const health = await (await fetch(`${server.base}/healthz`)).json()
    expect(health.renderThreads).toMatchObject({ threads: 2 })

    const visitor = await browser.newPage({ baseURL: server.base })
    await visitor.goto('/city/denver')
    const count = visitor.getByRole('heading', { level: 2, name: /^\d+ Businesses$/ })
    const before = Number((await count.textContent())!.split(' ')[0])

    // The admin's pages render in a thread too, their session read through the main thread.
    const admin = await browser.newPage({ baseURL: server.base })
    await adminLogin(admin)
    const name = `Thread Hardware ${unique()}`
    await admin.getByRole('button', { name: 'Add New' }).click()
    const dialog = admin.getByRole('dialog', { name: 'Add Business Listing' })
    await fillListing(dialog, name)
    await dialog.getByRole('button', { name: 'Add Listing' }).click()
    await expect(admin.getByText('Business listing added')).toBeVisible()
    // The listings search runs in a transaction, on the main thread's connection.
    await admin.goto(`/admin?tab=listings&q=${encodeURIComponent(name)}`)
    await expect(admin.getByRole('rowheader', { name })).toBeVisible()

    // The write was answered by the main thread; the threads' caches hear of it at once.
    await visitor.reload()
    await expect(count).toHaveText(`${before + 1} Businesses`)
    await visitor.goto(`/city/denver?q=${encodeURIComponent(name)}`)
    await expect(visitor.getByRole('heading', { name })).toBeVisible()
    await visitor.getByRole('button', { name: `View details for ${name}` }).click()
    await expect(visitor.getByRole('dialog', { name })).toContainText('(303) 555-0123')
  } finally {
    expect(await server.stop()).toBe(0)
    rmSync(dataDir, { recursive: true, force: true })
  }
})

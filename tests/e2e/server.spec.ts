import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from './fixtures.ts'
import { freshDataDir, startOwnServer } from './own-server.ts'
import { SEED_CITIES, generatedCountFor } from '../../db/seed/cities.ts'

// The seed's hand-written businesses, read as a file (Playwright's loader takes no JSON import).
const SAMPLE_BUSINESSES: unknown[] = JSON.parse(readFileSync(new URL('../../db/seed/sample-businesses.json', import.meta.url), 'utf8'))

// The server itself: its security headers and health check, and (on a production server of its own
// on the embedded database) what survives a restart.
const port = Number(process.env.E2E_PORT ?? 3100) + 50

test('SIGTERM shuts down cleanly and a restart keeps every submission', async () => {
  test.setTimeout(90_000)
  const dataDir = await freshDataDir('safest-restart-')
  try {
    let server = startOwnServer(port, dataDir)
    await server.healthy()
    const res = await fetch(`${server.base}/api/submissions`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'nomination', businessName: 'Survives Restarts Deli' }),
    })
    expect(res.status).toBe(201)
    const started = Date.now()
    expect(await server.stop()).toBe(0)
    expect(Date.now() - started).toBeLessThan(10_000)

    server = startOwnServer(port, dataDir)
    await server.healthy()
    const page = await (await fetch(`${server.base}/city/denver`)).text()
    expect(page).toContain('Denver')
    expect(await server.stop()).toBe(0)

    // With the server stopped, open its database files directly.
    const db = new PGlite(join(dataDir, 'pglite'))
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from submissions where business_name = 'Survives Restarts Deli'",
    )
    const businesses = await db.query<{ n: number }>('select count(*)::int as n from businesses')
    const drawn = await db.query<{ n: number }>('select count(*)::int as n from cities where image_version > 0')
    await db.close()
    // Started with CITY_IMAGES_ON_START=off (own-server.ts): no city got an image in the background.
    expect(drawn.rows[0]!.n).toBe(0)
    expect(rows[0]!.n).toBe(1)
    // Seeded once, not again on the restart: the seed's own count (cities.ts), no more.
    expect(businesses.rows[0]!.n).toBe(SAMPLE_BUSINESSES.length + SEED_CITIES.reduce((n, c) => n + generatedCountFor(c.population), 0))
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('security headers and the health check', async ({ request }) => {
  const res = await request.get('/')
  const headers = res.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  const health = await request.get('/healthz')
  expect(health.status()).toBe(200)
  // Anyone gets the status only; the details need the admin's session or HEALTHZ_TOKEN (hostile-findings.test.ts).
  expect(await health.json()).toEqual({ status: 'ok' })
})

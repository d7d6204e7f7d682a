import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { expect, test } from '@playwright/test'

// Starts its own production server on the embedded database to check what survives a restart.
const port = Number(process.env.E2E_PORT ?? 3100) + 50
const base = `http://127.0.0.1:${port}`

function startServer(dataDir: string): ChildProcess {
  return spawn('node', ['start.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error' },
    stdio: 'ignore',
  })
}

async function waitUntilHealthy() {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`${base}/healthz`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error('server did not become healthy')
}

function stop(server: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    server.once('exit', (code) => resolve(code))
    server.kill('SIGTERM')
  })
}

test('SIGTERM shuts down cleanly and a restart keeps every submission', async () => {
  test.setTimeout(90_000)
  const dataDir = mkdtempSync(join(tmpdir(), 'safest-restart-'))
  try {
    let server = startServer(dataDir)
    await waitUntilHealthy()
    const res = await fetch(`${base}/api/submissions`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'nomination', businessName: 'Survives Restarts Deli' }),
    })
    expect(res.status).toBe(201)
    const started = Date.now()
    expect(await stop(server)).toBe(0)
    expect(Date.now() - started).toBeLessThan(10_000)

    server = startServer(dataDir)
    await waitUntilHealthy()
    const page = await (await fetch(`${base}/city/denver`)).text()
    expect(page).toContain('Denver')
    expect(await stop(server)).toBe(0)

    // With the server stopped, open its database files directly.
    const db = new PGlite(join(dataDir, 'pglite'))
    const { rows } = await db.query<{ n: number }>(
      "select count(*)::int as n from submissions where business_name = 'Survives Restarts Deli'",
    )
    const businesses = await db.query<{ n: number }>('select count(*)::int as n from businesses')
    await db.close()
    expect(rows[0]!.n).toBe(1)
    expect(businesses.rows[0]!.n).toBe(52 * 8 + 7)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
})

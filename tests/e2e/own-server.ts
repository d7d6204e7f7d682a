import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * A new DATA_DIR for a server of a spec's own: a copy of the migrated and seeded embedded database
 * scripts/e2e.mjs prepares once beside the run (E2E_PGLITE_TEMPLATE), so each such server starts
 * in seconds instead of migrating and seeding PGlite again (37 s and 47 CPU-s each on this machine,
 * docs/performance.md). Without a template (a spec run by Playwright directly) the folder is empty.
 */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix))
  const template = process.env.E2E_PGLITE_TEMPLATE
  if (!template) return dataDir
  for (let i = 0; !existsSync(join(template, 'ready')); i++) {
    if (existsSync(join(template, 'failed'))) throw new Error(`The embedded database template failed: ${readFileSync(join(template, 'failed'), 'utf8')}`)
    if (i > 1200) throw new Error('The embedded database template was not ready after 5 minutes')
    await new Promise((r) => setTimeout(r, 250))
  }
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

/**
 * A production server of a spec's own on the embedded database (the suite's server may be on
 * PostgreSQL): `node start.js` on `port` with DATA_DIR `dataDir` and any extra settings.
 */
export function startOwnServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  const base = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn('node', ['start.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'error', CITY_IMAGES_ON_START: 'off', ...env },
    stdio: 'ignore',
  })
  return {
    base,
    async healthy() {
      for (let i = 0; i < 720; i++) {
        const res = await fetch(`${base}/healthz`).catch(() => null)
        if (res?.ok) return
        await new Promise((r) => setTimeout(r, 250))
      }
      throw new Error('server did not become healthy')
    },
    /** SIGTERM; resolves with the exit code. */
    stop(): Promise<number | null> {
      if (child.exitCode !== null) return Promise.resolve(child.exitCode)
      return new Promise((resolve) => {
        child.once('exit', (code) => resolve(code))
        child.kill('SIGTERM')
      })
    },
  }
}

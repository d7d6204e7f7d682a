import { spawn, type ChildProcess } from 'node:child_process'

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

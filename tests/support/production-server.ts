// The production server (start.js on a production build) as a child process in its own process
// group, for the integration tests that go over HTTP to it: on PostgreSQL it is the cluster
// primary and its workers, all killed at once by kill().
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '../../scripts/private-postgres.ts'

const ROOT = join(import.meta.dirname, '../..')
/** The build the server runs: BUILD_DIR (npm test builds `build`), default build-crash/. */
export const BUILD_DIR = process.env.BUILD_DIR ?? 'build-crash'

/** Builds BUILD_DIR when it has no server bundle yet (minutes). */
export function ensureProductionBuild(): void {
  if (existsSync(join(ROOT, BUILD_DIR, 'server', 'index.js'))) return
  const built = spawnSync('npx', ['react-router', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, BUILD_DIR } })
  if (built.status !== 0) throw new Error('build failed')
}

export interface ProductionServer {
  base: string
  /** SIGKILL to the whole process group; resolves once the primary has exited. */
  kill(): Promise<void>
  /** SIGTERM (a graceful shutdown: the database is closed); resolves once the primary has exited. */
  stop(): Promise<void>
  /** What the server printed (stdout and stderr), line by line. */
  log: string[]
}

/**
 * Starts the server on a free port over `dataDir` (PGlite) or `databaseUrl` (PostgreSQL) and waits
 * until /healthz answers. `env` adds to or overrides the test process's environment.
 */
export async function startProductionServer(options: { dataDir: string; databaseUrl?: string; env?: NodeJS.ProcessEnv }): Promise<ProductionServer> {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    BUILD_DIR,
    PORT: String(port),
    SITE_URL: base,
    LOG_LEVEL: 'error',
    DATA_DIR: options.dataDir,
    SMTP_URL: '',
    // No city images drawn in the background at start (sharp, about a minute of CPU): the drills
    // measure the server, not the images (the City Images tab's tests draw their own).
    CITY_IMAGES_ON_START: 'off',
    ...options.env,
  }
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  else delete env.DATABASE_URL
  const child = spawn(process.execPath, ['start.js'], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  const log: string[] = []
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const signal = async (name: 'SIGKILL' | 'SIGTERM') => {
    if (!child.pid || child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(name === 'SIGKILL' ? -child.pid : child.pid, name)
    await exited
    // Workers of the group die with it; give the OS a moment to reap them and release files.
    await sleep(500)
  }
  const kill = () => signal('SIGKILL')
  const deadline = Date.now() + 180_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited during start:\n${log.slice(-20).join('\n')}`)
    const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false)
    if (ok) return { base, kill, stop: () => signal('SIGTERM'), log }
    await sleep(50)
  }
  await kill()
  throw new Error('server did not become healthy in time')
}

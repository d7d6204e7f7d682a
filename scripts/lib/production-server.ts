// What the measuring scripts (bench, bench:scale, soak, lighthouse) share: a production build,
// a fresh PostgreSQL schema, and the production server started on a spare port.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export const BUILD_DIR = process.env.BUILD_DIR ?? 'build'

/** Builds the production bundle into BUILD_DIR when it is not there yet. */
export function ensureBuild(): void {
  if (existsSync(join(BUILD_DIR, 'server/index.js'))) return
  console.log(`${BUILD_DIR}/ has no production build: building it…`)
  if (spawnSync('npx', ['react-router', 'build'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR } }).status !== 0) process.exit(1)
}

/** A new schema on a PostgreSQL server: the URL that uses it, and a function that drops it. */
export async function freshSchema(prefix: string, serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test') {
  const schema = `${prefix}_${Date.now().toString(36)}`
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await run(`create schema ${schema}`)
  const url = new URL(serverUrl)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return { url: url.toString(), drop: () => run(`drop schema ${schema} cascade`) }
}

// Linux's USER_HZ: /proc reports CPU time in hundredths of a second.
const CLOCK_TICKS = 100

function childPids(pid: number): number[] {
  const text = readFileSafe(`/proc/${pid}/task/${pid}/children`)
  return text.trim() ? text.trim().split(/\s+/).map(Number) : []
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return ''
  }
}

/** CPU time (user + system, seconds) a process and its children have used so far. */
export function cpuSecondsOf(parent: number): number {
  return [parent, ...childPids(parent)].reduce((sum, pid) => {
    // Fields 14 and 15 of /proc/<pid>/stat, after the parenthesised command name.
    const fields = readFileSafe(`/proc/${pid}/stat`).split(') ')[1]?.split(' ') ?? []
    return sum + (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / CLOCK_TICKS
  }, 0)
}

/** A fresh DATA_DIR for a run (embedded database, stored images); `remove()` deletes it. */
export function freshDataDir() {
  const path = mkdtempSync(join(tmpdir(), 'safest-run-'))
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) }
}

/**
 * `node start.js` in production mode on `port` (embedded database unless `env.DATABASE_URL` is
 * given). Without `dataDir` it gets a fresh DATA_DIR that `stop()` removes; a given one is kept,
 * so several runs can share one database and its drawn city images. `nodeArgs` go to node (a profiler's flags).
 */
export function startProductionServer(port: number, env: Record<string, string> = {}, dataDir?: string, nodeArgs: string[] = []) {
  const own = dataDir ? null : freshDataDir()
  const dir = dataDir ?? own!.path
  const child: ChildProcess = spawn('node', [...nodeArgs, 'start.js'], {
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR, PORT: String(port), DATA_DIR: dir, LOG_LEVEL: 'error', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://127.0.0.1:${port}`
  return {
    child,
    base,
    async ready(limitMs = 60_000) {
      const deadline = Date.now() + limitMs
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error('the server exited during start')
        if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) return
        await new Promise((r) => setTimeout(r, 250))
      }
      throw new Error('the server did not start in time')
    },
    /**
     * Waits for the first-start job to draw every city image: until then the server spends a
     * core drawing in the background and pages show the placeholder, so measurements wait.
     */
    async cityImagesReady(limitMs = 240_000) {
      const deadline = Date.now() + limitMs
      while (Date.now() < deadline) {
        const body = (await fetch(`${base}/api/city-images`).then((r) => r.json(), () => null)) as { versions?: Record<string, { version: number }> } | null
        const versions = Object.values(body?.versions ?? {})
        if (versions.length > 0 && versions.every((v) => v.version > 0)) return
        await new Promise((r) => setTimeout(r, 2000))
      }
      console.log('(city images were still being drawn: pages may show the placeholder)')
    },
    /** CPU time (user + system, seconds) the server has used so far, cluster workers included. */
    cpuSeconds: () => cpuSecondsOf(child.pid!),
    /** Resident memory of the server, cluster workers included, in MB. */
    residentMb(): number {
      const pids = [child.pid!, ...childPids(child.pid!)]
      const kb = pids.reduce((sum, pid) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSafe(`/proc/${pid}/status`))?.[1] ?? 0), 0)
      return kb / 1024
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r))
        child.kill('SIGTERM')
        await exited
      }
      own?.remove()
    },
  }
}

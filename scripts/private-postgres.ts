// A throwaway PostgreSQL cluster in a temp folder on a free port, for fault tests that must stop
// and restart the database (never the shared server). Used by scripts/fault-db.ts and
// tests/integration/db-outage.test.ts.
import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string
  port: number
  dir: string
  /** pg_ctl start -w: resolves once the server accepts connections. */
  start: () => Promise<void>
  /** pg_ctl stop -m fast: open connections are terminated (SQLSTATE 57P01), like a real outage. */
  stop: () => Promise<void>
  /** Stops the server if it runs and deletes the folder; safe to call twice. */
  remove: () => void
}

/** The folder holding initdb and pg_ctl: PG_BIN, else the newest /usr/lib/postgresql/<n>/bin. */
export function postgresBinDir(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', 'initdb'))) : []
  versions.sort((a, b) => Number(b) - Number(a))
  if (!versions[0]) throw new Error('initdb not found: install PostgreSQL server binaries or set PG_BIN')
  return join(root, versions[0], 'bin')
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

// PostgreSQL refuses to run as root: then every command runs as the `postgres` OS user.
const asRoot = process.getuid?.() === 0

function command(bin: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args]
}

/** Async, so a load generator in the same process keeps running while the server stops or starts. */
function run(bin: string, args: string[]): Promise<void> {
  const [file, argv] = command(bin, args)
  return new Promise((resolve, reject) => {
    execFile(file, argv, { timeout: 60_000 }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${args.at(-1)} failed: ${stderr || error.message}`)) : resolve(),
    )
  })
}

/** Sync, for cleanup in exit handlers where nothing async runs any more. */
function runSync(bin: string, args: string[]): void {
  const [file, argv] = command(bin, args)
  execFileSync(file, argv, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 })
}

function postgresIds(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** initdb + pg_ctl start; the caller must call remove() (in a finally) when done. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir()
  const port = await freePort()
  const dir = mkdtempSync(join(tmpdir(), 'safest-pg-'))
  if (asRoot) {
    const { uid, gid } = postgresIds()
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  let running = false
  const cluster: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    async start() {
      // fsync off: a test cluster need not survive a power cut, and it starts faster.
      const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`
      running = true // from here on remove() must try to stop it
      await run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', '-t', '30', 'start'])
    },
    async stop() {
      await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop'])
      running = false
    },
    remove() {
      if (running) {
        try {
          runSync(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', '-t', '30', 'stop'])
        } catch {
          // Already gone: nothing to stop.
        }
        running = false
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-locale', '--no-sync'])
    await cluster.start()
  } catch (error) {
    cluster.remove()
    throw error
  }
  return cluster
}

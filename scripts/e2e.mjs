// Runs the Playwright journeys against the production build (build first: npm run build).
// E2E_SHARDS=n splits the journeys into n shards (default 1), each a Playwright process with a
// server, a database and a mail catcher of its own: a fresh
// PostgreSQL schema when TEST_DATABASE_URL is set (the tests then check stored rows directly),
// otherwise a new PGlite folder. Shard k serves on E2E_PORT + k - 1 and catches mail on
// E2E_SMTP_PORT + k - 1. On this 2-core machine two shards were slower than one (14.3 min against
// 8.1: both cores saturated beside the PostgreSQL pass; docs/performance.md, CI duration), so CI
// runs one; more cores can take more.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startMailCatcher } from '../tests/e2e/mail-catcher.mjs'

const args = process.argv.slice(2)
const shards = Math.max(1, Number(process.env.E2E_SHARDS ?? 1))
const basePort = Number(process.env.E2E_PORT ?? 3100)
const baseSmtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525 + (basePort - 3100))

/** A fresh database for one shard's server: its settings and how to remove it afterwards. */
async function freshDatabase(shard) {
  if (!process.env.TEST_DATABASE_URL) {
    const dir = mkdtempSync(join(tmpdir(), 'safest-e2e-'))
    return { env: { E2E_DATA_DIR: dir }, cleanup: async () => rmSync(dir, { recursive: true, force: true }) }
  }
  const schema = `e2e_${Date.now().toString(36)}_${shard}`
  const query = async (text) => {
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await client.connect()
    try {
      await client.query(text)
    } finally {
      await client.end()
    }
  }
  await query(`create schema ${schema}`)
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return {
    env: { E2E_DATABASE_URL: url.toString() },
    // pg-boss's schema beside it (decision 017).
    cleanup: async () => {
      await query(`drop schema ${schema} cascade`)
      await query(`drop schema if exists ${schema}_jobs cascade`)
    },
  }
}

/**
 * The embedded database the specs' own servers start from (tests/e2e/own-server.ts copies it):
 * `node start.js` on an empty PGlite folder migrates and seeds it, then stops. Made beside the
 * run's first journeys; `ready` (or `failed`) in the folder says when it is done.
 */
function makePgliteTemplate(port) {
  const dir = mkdtempSync(join(tmpdir(), 'safest-e2e-template-'))
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dir, DATABASE_URL: '', LOG_LEVEL: 'error', CITY_IMAGES_ON_START: 'off' }
  const child = spawn('node', ['start.js'], { env, stdio: 'ignore' })
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)))
  let running = true
  exited.then(() => (running = false))
  const done = (async () => {
    for (let i = 0; i < 1200 && running; i++) {
      // A request the starting server accepted but never answered must not stall the wait.
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) }).catch(() => null)
      if (res?.ok) {
        child.kill('SIGTERM')
        if ((await exited) === 0) return writeFileSync(join(dir, 'ready'), '')
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    if (running) child.kill('SIGKILL')
    writeFileSync(join(dir, 'failed'), `node start.js stopped (${await exited}) before it served`)
  })()
  return {
    dir,
    // A run of journeys that needed no template (one spec, say) does not wait for it.
    cleanup: async () => {
      if (running) child.kill('SIGKILL')
      await done
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** One Playwright process; with more than one shard its lines are prefixed with the shard. */
async function runShard(shard, template) {
  const database = await freshDatabase(shard)
  // The server sends its e-mail over SMTP to a local catcher; tests read the messages from a folder.
  const mailDir = mkdtempSync(join(tmpdir(), 'safest-mail-'))
  const mail = await startMailCatcher(mailDir, baseSmtpPort + shard - 1)
  const env = {
    ...process.env,
    ...database.env,
    E2E_PORT: String(basePort + shard - 1),
    E2E_SHARD: String(shard),
    E2E_MAIL_DIR: mailDir,
    E2E_SMTP_URL: mail.url,
    E2E_PGLITE_TEMPLATE: template.dir,
  }
  const shardArgs = shards > 1 ? [`--shard=${shard}/${shards}`] : []
  // Async spawn: the SMTP catcher in this process must keep answering while the tests run.
  const status = await new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...shardArgs, ...args], { stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit', env })
    if (shards > 1) for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[e2e ${shard}/${shards}] `)
    child.on('exit', (code) => resolve(code ?? 1))
  })
  await mail.close()
  rmSync(mailDir, { recursive: true, force: true })
  await database.cleanup()
  return status
}

function prefixLines(stream, prefix) {
  let rest = ''
  stream.setEncoding('utf8')
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop()
    for (const line of lines) process.stdout.write(prefix + line + '\n')
  })
  stream.on('end', () => rest && process.stdout.write(prefix + rest + '\n'))
}

const template = makePgliteTemplate(basePort + 90)
const statuses = await Promise.all(Array.from({ length: shards }, (_, i) => runShard(i + 1, template)))
await template.cleanup()
process.exit(statuses.find((status) => status !== 0) ?? 0)

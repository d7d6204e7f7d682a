// Runs the Playwright journeys against the production build (build first: npm run build).
// The server gets a fresh database: a PostgreSQL schema when TEST_DATABASE_URL is set (the tests
// then check stored rows directly), otherwise a new PGlite folder.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { startMailCatcher } from '../tests/e2e/mail-catcher.mjs'

const env = { ...process.env }
let cleanup = async () => {}

if (process.env.TEST_DATABASE_URL) {
  const schema = `e2e_${Date.now().toString(36)}`
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  await client.query(`create schema ${schema}`)
  await client.end()
  const url = new URL(process.env.TEST_DATABASE_URL)
  url.searchParams.set('options', `-c search_path=${schema}`)
  env.E2E_DATABASE_URL = url.toString()
  cleanup = async () => {
    const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await c.connect()
    await c.query(`drop schema ${schema} cascade`)
    // pg-boss's schema beside it (decision 017).
    await c.query(`drop schema if exists ${schema}_jobs cascade`)
    await c.end()
  }
} else {
  const dir = mkdtempSync(join(tmpdir(), 'safest-e2e-'))
  env.E2E_DATA_DIR = dir
  cleanup = async () => rmSync(dir, { recursive: true, force: true })
}

// The server sends its e-mail over SMTP to a local catcher; tests read the messages from a folder.
const mailDir = mkdtempSync(join(tmpdir(), 'safest-mail-'))
const mail = await startMailCatcher(mailDir, Number(process.env.E2E_SMTP_PORT ?? 2525 + (Number(process.env.E2E_PORT ?? 3100) - 3100)))
env.E2E_MAIL_DIR = mailDir
env.E2E_SMTP_URL = mail.url

// Async spawn: the SMTP catcher in this process must keep answering while the tests run.
const status = await new Promise((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env })
  child.on('exit', (code) => resolve(code ?? 1))
})
await mail.close()
rmSync(mailDir, { recursive: true, force: true })
await cleanup()
process.exit(status)

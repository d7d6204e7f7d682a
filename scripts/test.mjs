// npm test: one production build (shared by the crash drill in tests/integration and the end-to-end
// journeys), unit and integration tests on PGlite, the integration tests that use a database again on
// PostgreSQL when TEST_DATABASE_URL is set, alongside the end-to-end journeys against the build (the
// journeys wait on the browser more than they use a core; the PostgreSQL pass's output is printed
// when both are done).
import { spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const env = { BUILD_DIR: process.env.BUILD_DIR ?? 'build' }

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

/**
 * The integration files whose outcome depends on the engine run again on PostgreSQL: each says why
 * in a first line `// Both engines: …` (the job queue, concurrency, a second pool, bulk transactions,
 * crash and outage drills). The others — validation, permissions, pages, hostile values: all decided
 * before or above any SQL, which is the same PostgreSQL in both engines — ran in the first pass.
 */
function engineFiles() {
  const dir = 'tests/integration'
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`)
    .filter((file) => readFileSync(file, 'utf8').startsWith('// Both engines:'))
}

/** Runs a command in the background, keeping its output; resolves to [exit status, output]. */
function runQuietly(command, args, extraEnv = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...process.env, ...env, ...extraEnv, FORCE_COLOR: '0' } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => resolve([code ?? 1, output]))
  })
}

run('Production build', 'npx', ['react-router', 'build'])
run('Unit and integration tests (PGlite)', 'npx', ['vitest', 'run'])
const postgresPass = process.env.TEST_DATABASE_URL
  ? runQuietly('npx', ['vitest', 'run', ...engineFiles()], { TEST_DB: 'postgres' })
  : null
if (!postgresPass) console.log('\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.')
console.log('\n▶ End-to-end tests (Chromium)')
// Async, so this process keeps reading the PostgreSQL pass's output meanwhile.
const e2e = await new Promise((resolve) => {
  const child = spawn('node', ['scripts/e2e.mjs'], { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('close', (code) => resolve({ status: code ?? 1 }))
})
if (postgresPass) {
  console.log('\n▶ Integration tests (PostgreSQL, run alongside the end-to-end tests)')
  const [status, output] = await postgresPass
  process.stdout.write(output)
  if (status !== 0) {
    console.error('✖ Integration tests (PostgreSQL) failed')
    process.exitCode = status
  }
}
if (e2e.status !== 0) {
  console.error('✖ End-to-end tests (Chromium) failed')
  process.exitCode = e2e.status ?? 1
}

// npm test: one production build (shared by the crash drill in tests/integration and the end-to-end
// journeys), unit and integration tests on PGlite, the integration tests that use a database again on
// PostgreSQL when TEST_DATABASE_URL is set, then the end-to-end journeys against the build.
import { spawnSync } from 'node:child_process'
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
 * The integration files whose outcome depends on the engine: they learn it from test-db.ts, or get
 * the app's database from freshAppDatabase(). The others (ESLint zones, image storage, request
 * guards, the embedded database on disk…) ran in the first pass already.
 */
function engineFiles() {
  const dir = 'tests/integration'
  return readdirSync(dir)
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => `${dir}/${name}`)
    .filter((file) => /from '\.\/test-db\.ts'|freshAppDatabase\(/.test(readFileSync(file, 'utf8')))
}

run('Production build', 'npx', ['react-router', 'build'])
run('Unit and integration tests (PGlite)', 'npx', ['vitest', 'run'])
if (process.env.TEST_DATABASE_URL) {
  run('Integration tests (PostgreSQL)', 'npx', ['vitest', 'run', ...engineFiles()], { TEST_DB: 'postgres' })
} else {
  console.log('\nTEST_DATABASE_URL is not set: integration tests ran on PGlite only.')
}
run('End-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs'])

// npm test: unit + integration tests on PGlite, the integration tests again on PostgreSQL when
// TEST_DATABASE_URL is set, then the end-to-end journeys against a fresh production build.
import { spawnSync } from 'node:child_process'

function run(label, command, args, extraEnv = {}) {
  console.log(`\n▶ ${label}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } })
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`)
    process.exit(result.status ?? 1)
  }
}

run('Unit and integration tests (PGlite)', 'npx', ['vitest', 'run'])
if (process.env.TEST_DATABASE_URL) {
  run('Integration tests (PostgreSQL)', 'npx', ['vitest', 'run', 'tests/integration'], { TEST_DB: 'postgres' })
} else {
  console.log('\nTEST_DATABASE_URL is not set: integration tests ran on PGlite only.')
}
run('Production build', 'npx', ['react-router', 'build'])
run('End-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs'])

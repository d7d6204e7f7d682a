// npm test: one production build (shared by the crash drill in tests/integration and the end-to-end
// journeys), then the unit and integration tests and the end-to-end journeys against the build.
// With TEST_DATABASE_URL set (CI), the integration tests run on PostgreSQL, then the files whose
// outcome depends on the engine again on PGlite, both beside the journeys: native PostgreSQL runs
// the whole suite on about half the CPU of PGlite's WebAssembly (docs/performance.md, CI duration).
// Without it, everything runs on PGlite first, then the journeys.
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
 * The integration files whose outcome depends on the engine run on both: each says why
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

// SAFEST_BUILT=1: the caller has just built (.ci/run builds beside type checking and linting).
if (process.env.SAFEST_BUILT === '1') console.log(`\n▶ Production build: using ${env.BUILD_DIR}/ (SAFEST_BUILT=1)`)
else run('Production build', 'npx', ['react-router', 'build'])
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
if (!onPostgres) {
  run('Unit and integration tests (PGlite)', 'npx', ['vitest', 'run'])
  console.log('\nTEST_DATABASE_URL is not set: integration tests run on PGlite only.')
}
// On PostgreSQL the tests run beside the journeys, on one worker: the journeys keep about 1.4 of
// the two cores busy, the tests the rest. The run is bound by its CPU seconds; this order kept both
// cores busiest (19 min 8 s on a clean clone against 21 min 34 s with the PostgreSQL pass first:
// docs/performance.md, CI duration). Each pass's output is printed as it ends; a failure fails
// the run once the journeys are done too.
const vitestPasses = onPostgres
  ? (async () => {
      const passes = [
        ['Unit and integration tests (PostgreSQL, beside the end-to-end tests)', [], 'postgres'],
        ['Integration tests whose outcome depends on the engine, on PGlite (beside the end-to-end tests)', engineFiles(), 'pglite'],
      ]
      let failed = 0
      for (const [label, files, engine] of passes) {
        // A test's time limit guards against a hang, not a slow machine (speed is benchmarked:
        // docs/performance.md): beside the journeys the heaviest PGlite sweeps take 25–35 s of the
        // default 30 (the common-search test timed out at 35 s on a clean clone), so 90 s here.
        const [status, output] = await runQuietly('npx', ['vitest', 'run', '--maxWorkers=1', '--testTimeout=90000', ...files], { TEST_DB: engine })
        console.log(`\n▶ ${label}`)
        process.stdout.write(output)
        if (status !== 0) {
          console.error(`✖ ${label} failed`)
          failed = status
        }
      }
      return failed
    })()
  : Promise.resolve(0)
console.log('\n▶ End-to-end tests (Chromium)')
// Async, so this process keeps reading the tests' output meanwhile.
const e2e = await new Promise((resolve) => {
  const child = spawn('node', ['scripts/e2e.mjs'], { stdio: 'inherit', env: { ...process.env, ...env } })
  child.on('close', (code) => resolve({ status: code ?? 1 }))
})
const vitestStatus = await vitestPasses
if (vitestStatus !== 0) process.exitCode = vitestStatus
if (e2e.status !== 0) {
  console.error('✖ End-to-end tests (Chromium) failed')
  process.exitCode = e2e.status ?? 1
}

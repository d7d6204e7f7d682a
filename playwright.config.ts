import { existsSync } from 'node:fs'
import { defineConfig } from '@playwright/test'
import { E2E_EMAIL_WEBHOOK_SECRET } from './tests/e2e/secrets.ts'

const port = Number(process.env.E2E_PORT ?? 3100)
const baseURL = `http://localhost:${port}`

// End-to-end tests drive Debian's Chromium (no browser download) against the production build: its
// headless shell when installed (`apt-get install chromium-headless-shell`, what Playwright itself
// runs headless; a third less CPU than the full browser on the same journeys, docs/performance.md),
// else the full browser. The screenshot baselines are the headless shell's.
const chromium = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path))
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/${process.env.BUILD_DIR ?? 'build'}-${process.env.E2E_SHARD ?? 1}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: 'off',
    // The visitor asks for reduced motion (app.css: states change at once, no smooth scrolling): no
    // frame is painted for a transition a journey does not look at, a sixth less of the browser's
    // CPU (docs/performance.md), and no check races a fade.
    reducedMotion: 'reduce',
    // One browser context and page, reset between tests (cookies, storage, cache, routes, init scripts,
    // viewport: Playwright's reuseContext) instead of a new context and renderer for each test: 16
    // browser processes instead of 88 on four specs, 3 % less CPU (docs/performance.md). A test that
    // grants a permission keeps it for the rest of the run (quiz.spec: the clipboard; harmless).
    reuseContext: true,
    launchOptions: {
      executablePath: chromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node start.js',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      LOG_LEVEL: 'error',
      // One process, not a worker per core: the browser needs the cores, and the cluster's behavior is
      // the integration tests' (crash-safety, auth-limits-http). No city images drawn on start (30 CPU-s
      // that bump the content version under the first journeys); city-images.spec draws its own.
      WEB_CONCURRENCY: '1',
      CITY_IMAGES_ON_START: 'off',
      RATE_LIMIT_SUBMISSIONS: '1000',
      RATE_LIMIT_AUTH: '1000',
      // The admin account is created on start (tests/e2e/admin.spec.ts signs in with it).
      ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@safest.test',
      ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password-2026',
      ...(process.env.E2E_SMTP_URL ? { SMTP_URL: process.env.E2E_SMTP_URL } : {}),
      // Signs the bounce/complaint webhook's test requests (tests/e2e/alerts.spec.ts, decision 033).
      EMAIL_WEBHOOK_SECRET: E2E_EMAIL_WEBHOOK_SECRET,
      // Set by scripts/e2e.mjs: a fresh PGlite folder, or a PostgreSQL schema the tests can inspect.
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data-e2e',
    },
  },
})

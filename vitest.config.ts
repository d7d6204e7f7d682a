import { defineConfig } from 'vitest/config'

// Two projects on one pool of two worker processes (pool forks):
// - unit: the pure modules' tests under app/, db/ and scripts/ (no database, no environment read):
//   run one after another in shared workers (isolate: false), so each worker starts and imports
//   the common modules once, not once per file;
// - integration: tests/integration, one after another in shared workers too, each file with its own
//   environment, database copy and app modules (tests/support/shared-worker-setup.ts resets the
//   app's module registry and environment before a file and closes its database after it; the
//   packages under node_modules stay loaded: decision 043), with the run's template database made first.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'node',
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'unit', include: ['app/**/*.test.ts', 'db/**/*.test.ts', 'scripts/**/*.test.ts'], isolate: false } },
      { extends: true, test: { name: 'integration', include: ['tests/integration/**/*.test.ts'], globalSetup: ['tests/integration/global-setup.ts'], isolate: false, setupFiles: ['tests/support/shared-worker-setup.ts'] } },
    ],
  },
})

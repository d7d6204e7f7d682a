// The production server's entry (vite.config.ts): the express app of server/app.ts around the
// React Router server build, and the lifecycle steps start.js calls.
import cluster from 'node:cluster'
import type { ServerBuild } from 'react-router'
import { getEnv } from '~/lib/env.server.ts'
import { contentVersionTracker } from '~/lib/public-data-cache.server.ts'
import { createApp } from './server/app.ts'

export { ready, shutdown } from './server/lifecycle.ts'

const env = getEnv()
const production = env.NODE_ENV === 'production'

// In production the server build is loaded once and handed over as it is: given a function,
// React Router re-derives its route tables on every request (meant for hot reload in development).
const serverBuild = production
  ? ((await import('virtual:react-router/server-build')) as unknown as ServerBuild)
  : () => import('virtual:react-router/server-build') as unknown as Promise<ServerBuild>

export const app = createApp({
  build: serverBuild,
  production,
  clientDir: production ? `${process.env.BUILD_DIR ?? 'build'}/client` : undefined,
  pageCache: production && env.PAGE_CACHE !== 'off',
  onWrite: tellSiblingsContentChanged,
})


process.on('message', (message: { type?: string }) => message?.type === 'content-changed' && contentVersionTracker.markStale())

/** In a cluster (start.js) the primary relays a worker's write to the other workers. */
function tellSiblingsContentChanged() {
  if (cluster.isWorker) process.send?.({ type: 'content-changed' })
}

export const port = env.PORT

/** start.js's step before ready(): migrations and the seed. */
export { seedAppDatabase as seed } from './server/seed.ts'

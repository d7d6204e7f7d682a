// Launcher: serves the production build (default) or the Vite dev server (--dev).
// The express app itself lives in server.ts; see docs/decisions/001-custom-server.md.
// On PostgreSQL the production server runs one worker per core (node:cluster, decision 008);
// the embedded PGlite database allows one process, so it stays single-process.
import cluster from 'node:cluster'
import { createServer } from 'node:http'
import { availableParallelism } from 'node:os'
import express from 'express'

const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'

const workerCount = Number(process.env.WEB_CONCURRENCY) || availableParallelism()
const clustered = !dev && Boolean(process.env.DATABASE_URL?.trim()) && workerCount > 1

if (clustered && cluster.isPrimary) {
  await runPrimary()
} else {
  await runServer()
}

/**
 * The primary holds no database and serves nothing: it starts one worker first (which migrates
 * and seeds), then the rest, restarts a worker that dies, and passes SIGTERM/SIGINT on.
 */
async function runPrimary() {
  let stopping = false
  const fork = () => {
    if (stopping) return Promise.resolve()
    const worker = cluster.fork()
    return new Promise((resolve) => {
      worker.once('listening', resolve)
      worker.once('exit', resolve)
    })
  }
  // A worker's write makes the other workers' cached pages stale at once.
  cluster.on('message', (from, message) => {
    if (message?.type !== 'content-changed') return
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && worker !== from) worker.send(message)
  })
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    setTimeout(fork, 1000)
  })
  // Listening from the start: a stop signal while the workers are still starting is passed on too.
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal)
      const force = setTimeout(() => process.exit(1), 12_000)
      force.unref()
      cluster.on('exit', () => {
        if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      })
    })
  }
  await fork()
  await Promise.all(Array.from({ length: workerCount - 1 }, fork))
  if (!stopping) console.log(`Safest: ${workerCount} workers`)
}

async function runServer() {
  let server
  let shutdown = async () => {}

  if (dev) {
    const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
    const mod = await vite.ssrLoadModule('./server.ts')
    await mod.seed()
    await mod.ready()
    shutdown = async () => { await mod.shutdown(); await vite.close() }
    const app = express()
    app.use(vite.middlewares)
    app.use(async (req, res, next) => {
      try {
        const fresh = await vite.ssrLoadModule('./server.ts')
        fresh.app(req, res, next)
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error)
        next(error)
      }
    })
    server = app.listen(mod.port, () => console.log(`Safest (dev) on http://localhost:${mod.port}`))
  } else {
    const buildDir = process.env.BUILD_DIR ?? 'build'
    const mod = await import(`./${buildDir}/server/index.js`)
    await mod.seed() // migrations and the seed (db/seed), before serving
    await mod.ready()
    shutdown = mod.shutdown
    server = createServer(mod.app).listen(mod.port, () => {
      if (cluster.isPrimary) console.log(`Safest on http://localhost:${mod.port}`)
    })
  }

  let stopping = false
  for (const signal of ['SIGTERM', 'SIGINT']) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      if (cluster.isPrimary) console.log(`${signal}: shutting down`)
      const force = setTimeout(() => process.exit(1), 10_000)
      force.unref()
      server.close(async () => {
        try { await shutdown() } finally { process.exit(0) }
      })
      server.closeIdleConnections?.()
    })
  }
}

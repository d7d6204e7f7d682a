// Launcher: serves the production build (default) or the Vite dev server (--dev).
// The express app itself lives in server.ts; see docs/decisions/001-custom-server.md.
import express from 'express'

const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'

let server
let shutdown = async () => {}

if (dev) {
  const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
  const mod = await vite.ssrLoadModule('./server.ts')
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
  await mod.ready()
  shutdown = mod.shutdown
  server = mod.app.listen(mod.port, () => console.log(`Safest on http://localhost:${mod.port}`))
}

let stopping = false
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    if (stopping) return
    stopping = true
    console.log(`${signal}: shutting down`)
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    server.close(async () => {
      try { await shutdown() } finally { process.exit(0) }
    })
    server.closeIdleConnections?.()
  })
}

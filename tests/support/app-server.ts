// The production request path in-process: the express app of server/app.ts around a server build
// assembled from app/routes.ts and the route modules as vitest loads them (the same module graph,
// so the same database handle as the test's), listening on a free port. Requests are real HTTP
// (a socket, chunked bodies, raw bytes), with no build step and no browser. Call after
// openAppDatabase() (getEnv() reads the environment once).
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import {
  UNSAFE_withComponentProps as withComponentProps,
  UNSAFE_withErrorBoundaryProps as withErrorBoundaryProps,
  UNSAFE_withHydrateFallbackProps as withHydrateFallbackProps,
  type ServerBuild,
} from 'react-router'

/** A route of the app's table: its manifest id, URL pattern and route module. */
export interface AppRoute {
  id: string
  file: string
  /** The full URL pattern ('/admin/businesses', '/business-form/:id?'). */
  pattern: string
  module: Record<string, unknown>
}

/** Every route of app/routes.ts, with its module (nested routes under their parent's path). */
export async function appRoutes(): Promise<AppRoute[]> {
  const { default: config } = await import('~/routes.ts')
  const out: AppRoute[] = []
  async function add(entries: RouteConfigEntry[], prefix: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
      const pattern = entry.index ? prefix || '/' : `${prefix}/${entry.path ?? ''}`.replace(/\/+$/, '') || '/'
      out.push({ id, file: entry.file, pattern, module: (await import(/* @vite-ignore */ `../../app/${entry.file}`)) as Record<string, unknown> })
      await add(entry.children ?? [], entry.path ? `${prefix}/${entry.path}` : prefix)
    }
  }
  await add(config, '')
  return out
}

/** The server build the React Router plugin would make, from the sources (no client assets). */
export async function sourceServerBuild(): Promise<ServerBuild> {
  const { default: config } = await import('~/routes.ts')
  const root = asBuilt(await import('~/root.tsx'))
  const routes: ServerBuild['routes'] = { root: { id: 'root', path: '', module: root as never } }
  async function add(entries: RouteConfigEntry[], parentId: string) {
    for (const entry of entries) {
      const id = entry.id ?? entry.file.replace(/\.tsx?$/, '')
      const module = asBuilt(await import(/* @vite-ignore */ `../../app/${entry.file}`))
      routes[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: module as never }
      await add(entry.children ?? [], id)
    }
  }
  await add(config, 'root')
  const assetRoutes = Object.fromEntries(
    Object.values(routes).map((r) => {
      const m = r!.module as unknown as Record<string, unknown>
      return [r!.id, {
        id: r!.id, parentId: r!.parentId, path: r!.path, index: r!.index, caseSensitive: r!.caseSensitive,
        hasAction: 'action' in m, hasLoader: 'loader' in m, hasClientAction: false, hasClientLoader: false,
        hasClientMiddleware: false, hasErrorBoundary: 'ErrorBoundary' in m, module: `/assets/${r!.id}.js`, imports: [], css: [],
      }]
    }),
  )
  return {
    entry: { module: (await import('~/entry.server.tsx')) as never },
    routes,
    assets: { entry: { module: '/assets/entry.client.js', imports: [] }, routes: assetRoutes as never, url: '/assets/manifest.js', version: 'test' },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_passThroughRequests: true } as never,
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  }
}

/**
 * A route module as the React Router plugin compiles it: its component, error boundary and
 * hydrate fallback get their props (loaderData, params, error) from the router.
 */
function asBuilt(module: Record<string, unknown>): Record<string, unknown> {
  const out = { ...module }
  if (typeof module.default === 'function') out.default = withComponentProps(module.default as never)
  if (typeof module.ErrorBoundary === 'function') out.ErrorBoundary = withErrorBoundaryProps(module.ErrorBoundary as never)
  if (typeof module.HydrateFallback === 'function') out.HydrateFallback = withHydrateFallbackProps(module.HydrateFallback as never)
  return out
}

export interface AppServer {
  /** http://127.0.0.1:<port> */
  base: string
  port: number
  build: ServerBuild
  close: () => Promise<void>
}

/** The app (server/app.ts, production mode, no page cache) on a free port. */
export async function startAppServer(): Promise<AppServer> {
  const { createApp } = await import('../../server/app.ts')
  const build = await sourceServerBuild()
  const server: Server = createServer(createApp({ build, production: true, pageCache: false }))
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const port = (server.address() as AddressInfo).port
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    build,
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

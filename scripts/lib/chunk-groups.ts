// The client build's chunking (issue 9: Lighthouse counts the queue of small module preloads
// before the first paint, and each small file costs its own request and compression overhead):
// - `shell`: whatever the root route imports statically, since every page loads it anyway;
// - a page chunk: the modules only one of the budgeted public pages imports (among those pages),
//   so that page loads one file instead of a dozen 1 KB ones and no other budgeted page loads
//   them. Pages outside the budget (a business page, the dashboard) that share some of them load
//   the whole chunk. Everything else keeps the bundler's automatic chunking.
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

const ROOT = 'root.tsx'

/** Route modules (`root.tsx`, `routes/….tsx`) whose static imports reach a module, remembered per build. */
function routesReaching() {
  const known = new Map<string, ReadonlySet<string>>()
  return (id: string, graph: ModuleGraph): ReadonlySet<string> => {
    const cached = known.get(id)
    if (cached) return cached
    const routes = new Set<string>()
    const seen = new Set([id])
    const queue = [id]
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const route = /\/app\/(root\.tsx|routes\/[^/]+\.tsx)$/.exec(next)?.[1]
      if (route) routes.add(route)
      for (const importer of graph.getModuleInfo(next)?.importers ?? []) {
        if (seen.has(importer)) continue
        seen.add(importer)
        queue.push(importer)
      }
    }
    known.set(id, routes)
    return routes
  }
}

/**
 * rolldown `codeSplitting` groups: `shell`, then a chunk for each of `pageChunks` ({ chunk name:
 * route module }) holding the modules no other of the `budgeted` route modules imports.
 */
export function chunkGroups({ pageChunks, budgeted }: { pageChunks: Record<string, string>; budgeted: string[] }) {
  const reaching = routesReaching()
  const isRouteModule = (id: string) => id.endsWith(`/app/${ROOT}`) || budgeted.some((route) => id.endsWith(`/app/${route}`))
  const shell = {
    name: (id: string, graph: ModuleGraph) => (!isRouteModule(id) && reaching(id, graph).has(ROOT) ? 'shell' : null),
    priority: 2,
  }
  const pageGroups = Object.entries(pageChunks).map(([name, route]) => ({
    name: (id: string, graph: ModuleGraph) => {
      if (id.includes('/node_modules/') || isRouteModule(id)) return null
      const routes = reaching(id, graph)
      if (routes.has(ROOT) || !routes.has(route)) return null
      return budgeted.every((other) => other === route || !routes.has(other)) ? name : null
    },
    priority: 1,
    // Only the modules named: their dependencies (React, shared components) stay where they are.
    includeDependenciesRecursively: false,
  }))
  return [shell, ...pageGroups]
}

/**
 * React Router builds with `preserveEntrySignatures: 'exports-only'`, which rolldown refuses with
 * groups that leave dependencies out. 'allow-extension' only lets an entry chunk export more than
 * its module does; React Router reads a route chunk's named exports, which stay as they are.
 */
export function allowEntryExtension() {
  return {
    name: 'safest:allow-entry-extension',
    apply: 'build' as const,
    options(options: { preserveEntrySignatures?: unknown }) {
      if (options.preserveEntrySignatures === 'exports-only') options.preserveEntrySignatures = 'allow-extension'
      return options
    },
  }
}

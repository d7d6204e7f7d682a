// The client build's chunking: every page loads the root route, so the root route and whatever it
// imports statically are one `shell` chunk instead of a dozen 1 KB files, each a request of its own
// (issue 9: Lighthouse counts the queue of small module preloads before the first paint). React
// DOM (what the app's entry imports: react-dom's client, the scheduler, React Router's dom-export)
// joins it too: compressed with the React it uses, every page is 1.0-1.3 KB lighter than with
// React DOM a 61.7 KB file of its own (issue 34); the entry is left a 205-byte file. The root
// route's own file is then a one-line re-export (108 bytes gzip) instead of 1.3 KB beside the
// shell. What the budgeted pages load at start is grouped by startChunks below; other modules keep
// the bundler's automatic chunking.
import { walkGraph } from './graph-walk.ts'

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

const ROOT = '/app/root.tsx'
/** Every page loads these with the app's entry (React DOM): no page gains from having them apart. */
const ON_EVERY_PAGE = /\/node_modules\/(react-dom\/(index|client|cjs\/react-dom(-client)?\.production)\.js|scheduler\/.*|react-router\/dist\/[^/]+\/dom-export\.mjs)$/

/** A rolldown `codeSplitting` group. */
export function shellChunk() {
  // A walk up the static importers (a few hundred modules), remembered per module once complete;
  // an answer memoized halfway through an import cycle could be wrong.
  const reachesRoot = new Map<string, boolean>()
  const importedByRoot = (id: string, graph: ModuleGraph): boolean => {
    const known = reachesRoot.get(id)
    if (known !== undefined) return known
    let found = false
    walkGraph(
      [id],
      (module) => graph.getModuleInfo(module)?.importers ?? [],
      (module) => (found = module.endsWith(ROOT) || reachesRoot.get(module) === true),
    )
    reachesRoot.set(id, found)
    return found
  }
  return {
    name: (id: string, graph: ModuleGraph) => (ON_EVERY_PAGE.test(id) || importedByRoot(id, graph) ? 'shell' : null),
  }
}

/**
 * React Router builds with `preserveEntrySignatures: 'exports-only'`, under which rolldown keeps a
 * module that a route shares with a dialog it opens (the city page's filter parsing, imported by its
 * filter sheet too) in a file of its own rather than in the route's chunk, which would then export
 * it. 'allow-extension' lets an entry chunk export more than its module does, so those merges
 * happen (/quiz -0.4 KB, / -0.2, no page larger); React Router reads a route chunk's own named
 * exports (default, meta, links…), which stay as they are.
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

/** A module more routes than this import (plural, categories, inputs…) stays in rolldown's own chunks. */
const MAX_OTHER_ROUTES = 8

/**
 * Rolldown `codeSplitting` groups by the budgeted pages (scripts/lib/budget-pages.ts) that import a
 * module statically (at start), outside the shell. Rolldown's automatic chunking keys a module by
 * every entry that reaches it, dialogs and other routes included, which left the city page with 22
 * files of its own, most under 1 KB: each a request (a modulepreload that Lighthouse counts as
 * render-blocking), an import list and a gzip stream of its own (issue 34). Here a page's own
 * modules join its route module in one chunk; modules that other routes or other budgeted pages
 * import too go to one `…-shared` chunk per set of budgeted pages (another route that uses some of
 * it loads all of it);
 * a module more than MAX_OTHER_ROUTES other routes import stays in rolldown's chunks, so a page
 * outside the budget does not load a whole group for one utility. Without the modules'
 * dependencies (each has its own set of pages): a module's pages include those of every module
 * importing it, so the groups import each other without cycles.
 */
export function startChunks(routeIds: readonly string[]) {
  const pages = routeIds.map((id) => ({ file: `/app/${id}.tsx`, name: id.replace(/^routes\//, '') }))
  const named = new Map<string, string | null>()
  const name = (id: string, graph: ModuleGraph): string | null => {
    const known = named.get(id)
    if (known !== undefined) return known
    const loadedBy = new Set<string>()
    const elsewhere = new Set<string>()
    walkGraph(
      [id],
      (module) => graph.getModuleInfo(module)?.importers ?? [],
      (module) => {
        // A route's file, or React Router's module of its browser exports (`?__react-router-build-client-route`).
        const page = pages.find((p) => module.split('?')[0]!.endsWith(p.file))
        if (page) loadedBy.add(page.name)
        else if (/\/app\/routes\//.test(module)) elsewhere.add(module.split('?')[0]!)
      },
    )
    // A page's own modules join its route module; a chunk of several pages is shared anyway.
    const shared = elsewhere.size > 0 || loadedBy.size > 1
    const chunk = loadedBy.size === 0 || elsewhere.size > MAX_OTHER_ROUTES ? null : `${[...loadedBy].sort().join('-')}${shared ? '-shared' : ''}`
    named.set(id, chunk)
    return chunk
  }
  return { name, includeDependenciesRecursively: false }
}

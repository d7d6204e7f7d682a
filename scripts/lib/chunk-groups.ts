// The client build's chunking: every page loads the root route, so the root route and whatever it
// imports statically are one `shell` chunk instead of a dozen 1 KB files, each a request of its own
// (issue 9: Lighthouse counts the queue of small module preloads before the first paint). React
// DOM's small shared part (react-dom/index.js, which both the app's entry and React Router need)
// joins it too: alone it was a 1.4 KB file of its own on every page. The root route's own file is
// then a one-line re-export (108 bytes gzip) instead of 1.3 KB beside the shell. Modules shared only
// by some pages keep the bundler's automatic chunking, so no page loads code it does not use.
// (A chunk of the city page's own modules was tried on 2026-11-25: once modules the home page loads
// later count as home's, it made the city page larger, not smaller.)
import { walkGraph } from './graph-walk.ts'

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

const ROOT = '/app/root.tsx'
/** Every page loads these with the app's entry: no page gains from having them apart. */
const ON_EVERY_PAGE = /\/node_modules\/react-dom\/(index|cjs\/react-dom\.production)\.js$/

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

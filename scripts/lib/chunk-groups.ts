// The client build's chunking: every page loads the root route, so whatever the root route imports
// statically is one `shell` chunk instead of a dozen 1 KB files, each a request of its own (issue 9:
// Lighthouse counts the queue of small module preloads before the first paint). Modules shared only
// by some pages keep the bundler's automatic chunking, so no page loads code it does not use.
// (A chunk of the city page's own modules was tried on 2026-11-25: once modules the home page loads
// later count as home's, it made the city page larger, not smaller.)
import { walkGraph } from './graph-walk.ts'

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

const ROOT = '/app/root.tsx'

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
    name: (id: string, graph: ModuleGraph) => (!id.endsWith(ROOT) && importedByRoot(id, graph) ? 'shell' : null),
  }
}

// The client build's chunking: every page loads the root route, so whatever the root route imports
// statically is one `shell` chunk instead of a dozen 1 KB files, each a request of its own (issue 9:
// Lighthouse counts the queue of small module preloads before the first paint). Modules shared only
// by some pages keep the bundler's automatic chunking, so no page loads code it does not use.
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null }

/** A rolldown `codeSplitting` group. */
export function shellChunk(rootModule = '/app/root.tsx') {
  const reachesRoot = new Map<string, boolean>()
  const importedByRoot = (id: string, graph: ModuleGraph): boolean => {
    const known = reachesRoot.get(id)
    if (known !== undefined) return known
    reachesRoot.set(id, false) // an import cycle does not reach the root through itself
    const result = id.endsWith(rootModule) || (graph.getModuleInfo(id)?.importers ?? []).some((importer) => importedByRoot(importer, graph))
    reachesRoot.set(id, result)
    return result
  }
  return {
    name: (id: string, graph: ModuleGraph) => (!id.endsWith(rootModule) && importedByRoot(id, graph) ? 'shell' : null),
  }
}

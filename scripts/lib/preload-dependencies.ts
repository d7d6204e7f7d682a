// Vite lists, for each dynamic import (a dialog's code loaded on first open), every chunk the
// imported code needs, so the browser fetches them side by side. Chunks the importing chunk
// imports statically, and those of the app's entry and root route, are loaded before its code runs: naming them
// again only adds bytes to the page's own chunk (on the city page a 731-character list, 256 bytes
// of its gzip).
import { walkGraph } from './graph-walk.ts'

type Chunk = { type: string; imports?: string[]; facadeModuleId?: string | null }

/** A plugin that sees the bundle and the `build.modulePreload.resolveDependencies` that uses it. */
export function preloadOnlyWhatIsMissing() {
  let bundle: Record<string, Chunk> = {}
  const loadedBy = new Map<string, Set<string>>()
  const staticClosure = (file: string): Set<string> => {
    const known = loadedBy.get(file)
    if (known) return known
    const loaded = new Set<string>()
    // React Router makes every route module an entry: only the app's entry (its own default when app/
    // has none) and the root route are on every page.
    const entries = Object.entries(bundle)
      .filter(([, chunk]) => /(\/entry\.client\.tsx|\/app\/root\.tsx)(\?|$)/.test(chunk.facadeModuleId ?? ''))
      .map(([name]) => name)
    // The importing chunk, the entries and all they import are loaded by the time the import runs.
    walkGraph([file, ...entries], (chunk) => bundle[chunk]?.imports ?? [], (chunk) => void loaded.add(chunk))
    loadedBy.set(file, loaded)
    return loaded
  }
  return {
    plugin: {
      name: 'safest:preload-only-what-is-missing',
      apply: 'build' as const,
      // Before Vite's import analysis writes the lists (in its own generateBundle).
      generateBundle: {
        order: 'pre' as const,
        handler(_options: unknown, output: Record<string, Chunk>) {
          bundle = output
          loadedBy.clear()
        },
      },
    },
    resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) => {
      const loaded = staticClosure(hostId)
      return deps.filter((dep) => !loaded.has(dep))
    },
  }
}

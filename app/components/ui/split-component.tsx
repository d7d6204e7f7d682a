import { lazy, type ComponentType } from 'react'
import { reloadIfMissing } from './lazy-dialog.tsx'

/**
 * A component whose code is split off from its page: it loads when `preload` is called or when it
 * first renders (its Suspense fallback shows meanwhile; over server-rendered HTML, that HTML stays
 * until the code has arrived and hydrated). The server renders it in place: the document is sent
 * whole, once everything has rendered (entry.server.tsx).
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  const preload = () => reloadIfMissing(load).then((component) => (loaded = component))
  // Code already here resolves at once (a thenable that calls back synchronously), so React
  // renders the component in the same pass instead of suspending.
  const Split = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  )
  return Object.assign(Split, { preload: () => void preload().catch(() => {}) })
}

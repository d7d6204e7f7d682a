import { lazy, type ComponentType } from 'react'
import { reloadIfMissing } from './lazy-dialog.tsx'

/** Every split component's code, loading on the server; the server awaits them before it serves. */
export const serverSplitComponents: Promise<unknown>[] = []

/**
 * A component whose code is split off from its page: in the browser it loads when `preload` is
 * called or when it first renders (its Suspense fallback shows meanwhile; over server-rendered
 * HTML, that HTML stays until the code has arrived and hydrated). The server renders it directly:
 * a component that suspended there would be sent hidden, to be revealed by a script (so never
 * without one), which is why the server loads every split component's code before it serves.
 */
export function splitComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined
  const remember = (component: ComponentType<P>) => (loaded = component)
  if (import.meta.env.SSR) serverSplitComponents.push(load().then(remember))
  const preload = () => reloadIfMissing(load).then(remember)
  // Code already here resolves at once (a thenable that calls back synchronously), so React
  // renders the component in the same pass instead of suspending.
  const Split = lazy(() =>
    loaded
      ? ({ then: (resolve: (module: { default: ComponentType<P> }) => void) => resolve({ default: loaded! }) } as unknown as Promise<{ default: ComponentType<P> }>)
      : preload().then((component) => ({ default: component })),
  )
  return Object.assign(Split, { preload: () => void preload().catch(() => {}) })
}

import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A dialog whose code (Radix, its form, its contents) loads the first time it opens, so a page
 * does not ship it before anyone asks. `preload` fetches it early (on hover or focus of the button
 * that opens it). Once loaded it stays mounted, so it closes, animates and returns focus like any
 * dialog; until then its button keeps focus while the code arrives.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(() => reloadIfMissing(load).then((component) => ({ default: component })))
  function LazyDialog(props: P) {
    const open = isOpen(props)
    const [wanted, setWanted] = useState(open)
    if (open && !wanted) setWanted(true)
    if (!wanted) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
  // An early fetch that fails is not an error yet: opening the dialog tries again.
  return Object.assign(LazyDialog, { preload: () => void load().catch(() => {}) })
}

/** Props for a button that opens a lazy dialog: start loading its code on the first sign of intent. */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload }
}

const RELOADED_KEY = 'safest:reloaded-for-missing-code'

/**
 * A deploy replaces the build's hashed files, so a page opened before it can find its dialog's
 * code gone. Like React Router with a route module, load the page afresh (the new build has the
 * dialog); once per session, so code that is really missing shows the error page instead of
 * reloading for ever.
 */
export async function reloadIfMissing<T>(load: () => Promise<T>): Promise<T> {
  try {
    const loaded = await load()
    reloadedOnce(false)
    return loaded
  } catch (error) {
    if (reloadedOnce(true)) throw error
    window.location.reload()
    return new Promise<T>(() => {})
  }
}

/** Whether this session already reloaded for missing code; `mark` records (or clears) it. Storage may be off. */
function reloadedOnce(mark: boolean): boolean {
  try {
    const before = sessionStorage.getItem(RELOADED_KEY) !== null
    if (mark) sessionStorage.setItem(RELOADED_KEY, '1')
    else sessionStorage.removeItem(RELOADED_KEY)
    return before
  } catch {
    return true
  }
}

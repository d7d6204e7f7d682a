import { lazy, Suspense, useState, type ComponentType } from 'react'

/**
 * A dialog whose code (Radix, its form, its contents) loads the first time it opens, so a page
 * does not ship it before anyone asks. `preload` fetches it early (on hover or focus of the button
 * that opens it). Once loaded it stays mounted, so it closes, animates and returns focus like any
 * dialog; until then its button keeps focus while the code arrives.
 */
export function lazyDialog<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })))
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
  return Object.assign(LazyDialog, { preload: () => void load() })
}

/** Props for a button that opens a lazy dialog: start loading its code on the first sign of intent. */
export function preloadOnIntent(preload: () => void) {
  return { onPointerEnter: preload, onFocus: preload }
}

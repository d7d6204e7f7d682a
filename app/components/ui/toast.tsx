import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/** Spec §9: toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000

export interface ToastOptions {
  description?: string
}
type ToastKind = 'success' | 'error' | 'info'

// Sonner (~9 KB of script) loads with the first toast only: most visits raise none. Its region is
// mounted first and the toast raised a moment later, so screen readers, which announce changes to
// a live region already on the page, read it out.
const loadSonner = () => import('sonner')
const SonnerToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })))

let wanted = false
const listeners = new Set<() => void>()
let regionReady: () => void = () => {}
const regionMounted = new Promise<void>((resolve) => (regionReady = resolve))
/** How long a new live region stands before its first toast: assistive technology must notice it. */
const REGION_SETTLE_MS = 150

function mountToaster() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

function raise(kind: ToastKind, title: string, options?: ToastOptions) {
  mountToaster()
  void Promise.all([loadSonner(), regionMounted]).then(([sonner]) => sonner.toast[kind](title, options))
}

export const toast: Record<ToastKind, (title: string, options?: ToastOptions) => void> = {
  success: (title, options) => raise('success', title, options),
  error: (title, options) => raise('error', title, options),
  info: (title, options) => raise('info', title, options),
}

/**
 * A refusal's toast (a Failure answer): `title` names what failed (the spec's 'Error saving
 * badge'), the server's message says why; without a title the message is the toast.
 */
export function toastFailure(failure: { message: string }, title?: string) {
  if (title) raise('error', title, { description: failure.message })
  else raise('error', failure.message)
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toasts' region: mounted (and its code loaded) with the first toast. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted, () => false)
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton toastOptions={{ className: 'font-sans' }} />
      <RegionMounted />
    </Suspense>
  )
}

/** Rendered after Sonner's region: lets the first toast in once the region has stood a moment. */
function RegionMounted() {
  useEffect(() => {
    const settle = setTimeout(regionReady, REGION_SETTLE_MS)
    return () => clearTimeout(settle)
  }, [])
  return null
}

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'

/** Spec §9: toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000

export interface ToastOptions {
  description?: string
}
type ToastKind = 'success' | 'error' | 'info'

// Sonner (~9 KB of script) stays off the page's critical path: it loads once the browser is idle
// after the page has come up (so its live region is in place before a toast is announced) or with
// the first toast, whichever comes first. It shows a toast raised before its Toaster subscribed.
const loadSonner = () => import('sonner')
const SonnerToaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })))

let wanted = false
const listeners = new Set<() => void>()

function mountToaster() {
  if (wanted) return
  wanted = true
  for (const listener of listeners) listener()
}

function raise(kind: ToastKind, title: string, options?: ToastOptions) {
  mountToaster()
  void loadSonner().then((sonner) => sonner.toast[kind](title, options))
}

export const toast: Record<ToastKind, (title: string, options?: ToastOptions) => void> = {
  success: (title, options) => raise('success', title, options),
  error: (title, options) => raise('error', title, options),
  info: (title, options) => raise('info', title, options),
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toasts' region: mounted (and its code loaded) when the browser is idle or a toast is raised. */
export function Toaster() {
  const shown = useSyncExternalStore(subscribe, () => wanted, () => false)
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return mountToaster()
    const idle = requestIdleCallback(mountToaster, { timeout: 4000 })
    return () => cancelIdleCallback(idle)
  }, [])
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <SonnerToaster position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton toastOptions={{ className: 'font-sans' }} />
    </Suspense>
  )
}

import { Toaster as Sonner, toast } from 'sonner'

/** Spec §9: toasts stay 5000 ms. */
export const TOAST_DURATION_MS = 5000

export function Toaster() {
  return <Sonner position="bottom-right" duration={TOAST_DURATION_MS} richColors closeButton toastOptions={{ className: 'font-sans' }} />
}

export { toast }

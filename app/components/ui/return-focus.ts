import { useRef } from 'react'

/**
 * Radix returns focus on close only to its own Trigger; most of our dialogs and sheets are opened
 * by a plain button (controlled, or lazily loaded). This remembers what had focus when the dialog
 * opened and gives it back on close, unless the caller's own handler chose another place.
 */
export function useReturnFocus(onOpenAutoFocus?: (event: Event) => void, onCloseAutoFocus?: (event: Event) => void) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus(event: Event) {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus(event: Event) {
      onCloseAutoFocus?.(event)
      if (event.defaultPrevented || !opener.current?.isConnected) return
      event.preventDefault()
      opener.current.focus()
    },
  }
}

import { useEffect, useState } from 'react'

/**
 * For dialogs that are mounted when opened and unmounted when closed (so Radix cannot hand focus
 * back itself): remembers what had focus when the dialog appeared and focuses it again on close,
 * so a keyboard user lands back on the button that opened it.
 */
export function useReturnFocus() {
  // Read during the first render, before the dialog's own effects move focus inside it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)))
  useEffect(() => () => {
    requestAnimationFrame(() => {
      if (opener?.isConnected) opener.focus()
    })
  }, [opener])
}

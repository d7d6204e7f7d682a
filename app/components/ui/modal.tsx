import { X as XIcon } from '~/components/ui/icons.tsx'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type * as React from 'react'
import { useReturnFocus } from './return-focus.ts'

/**
 * What dialogs and sheets share: the portal, the dimmed overlay, the content (placed by the
 * caller's classes) and its close button, named `closeLabel`; focus returns where it was.
 */
export function ModalContent({
  closeLabel,
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { closeLabel: string }) {
  const returnFocus = useReturnFocus(onOpenAutoFocus, onCloseAutoFocus)
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
      <DialogPrimitive.Content {...props} {...returnFocus}>
        {children}
        <DialogPrimitive.Close className="absolute top-4 right-4 rounded-sm opacity-70 transition-opacity hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
          <XIcon className="size-5" aria-hidden />
          <span className="sr-only">{closeLabel}</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

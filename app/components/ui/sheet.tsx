import { Dialog as SheetPrimitive } from 'radix-ui'
import type * as React from 'react'
import { cn } from '~/lib/utils.ts'
import { ModalContent } from './modal.tsx'

export const Sheet = SheetPrimitive.Root
export const SheetTrigger = SheetPrimitive.Trigger
export const SheetClose = SheetPrimitive.Close
export const SheetTitle = SheetPrimitive.Title
export const SheetDescription = SheetPrimitive.Description

export function SheetContent({ className, side = 'right', ...props }: React.ComponentProps<typeof SheetPrimitive.Content> & { side?: 'left' | 'right' | 'bottom' }) {
  return (
    <ModalContent
      closeLabel="Close panel"
      className={cn(
        'fixed z-50 flex flex-col gap-4 overflow-y-auto bg-background p-6 shadow-xl outline-none',
        side === 'bottom'
          ? 'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-2xl border-t pb-[max(1.5rem,env(safe-area-inset-bottom))]'
          : 'inset-y-0 h-full w-[min(100%,28rem)]',
        side === 'right' && 'right-0 border-l',
        side === 'left' && 'left-0 border-r',
        className,
      )}
      {...props}
    />
  )
}

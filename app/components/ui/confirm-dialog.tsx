import { AlertDialog } from 'radix-ui'
import { useRef } from 'react'
import type * as React from 'react'
import { buttonVariants } from './button.tsx'

/**
 * A yes/no question before something that cannot be undone (role alertdialog; focus starts on
 * Cancel, Escape cancels).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  busy = false,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  confirmLabel: string
  onConfirm: () => void
  busy?: boolean
}) {
  // No trigger element (the dialog is opened from code), so Radix cannot give focus back by
  // itself: remember what had focus when it opened and return there on close.
  const opener = useRef<HTMLElement | null>(null)
  const wasOpen = useRef(false)
  if (open && !wasOpen.current && typeof document !== 'undefined') opener.current = document.activeElement as HTMLElement | null
  wasOpen.current = open
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return
            event.preventDefault()
            opener.current.focus()
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-background p-6 shadow-xl outline-none">
          <AlertDialog.Title className="text-xl font-bold leading-tight">{title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-muted-foreground">{description}</AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: 'destructive' })}
              disabled={busy}
              onClick={(event) => {
                event.preventDefault()
                onConfirm()
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

/**
 * "Delete {name}?" for the item waiting to be deleted; `name` null: closed (the title then says
 * `what`, while the dialog fades out).
 */
export function ConfirmDelete({
  name,
  what,
  onCancel,
  ...props
}: { name: string | null; what: string; onCancel: () => void } & Pick<React.ComponentProps<typeof ConfirmDialog>, 'description' | 'onConfirm' | 'busy'>) {
  return <ConfirmDialog open={name !== null} onOpenChange={(open) => !open && onCancel()} title={`Delete ${name ?? what}?`} confirmLabel="Delete" {...props} />
}

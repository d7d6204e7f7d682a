import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import { useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { ConfirmDialog } from '~/components/ui/confirm-dialog.tsx'
import { toast } from '~/components/ui/toast.tsx'
import { UNDO_IMPORT_PATH, UNDO_IMPORT_TOASTS, type UndoImportResponse } from '~/domain/business/businesses-csv.ts'

/**
 * "Undo import" on an Activity row of a CSV import (decision 030), after a confirmation; "Undone"
 * once it is (the same component stays, so its answer's toast shows after the tab reloads).
 */
export function UndoImportButton({ batchId, at, undoable }: { batchId: string; at: string; undoable: boolean }) {
  const fetcher = useFetcher<UndoImportResponse>()
  const [open, setOpen] = useState(false)
  const busy = fetcher.state !== 'idle'
  useFetcherAnswer(fetcher, (answer) => {
    setOpen(false)
    if (answer.ok) toast.success(UNDO_IMPORT_TOASTS.undone, { description: `${answer.removed} removed, ${answer.restored} restored` })
    else toast.error(answer.toast.title, { description: answer.toast.description })
  })
  const when = new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      {!undoable && <span className="text-muted-foreground">Undone</span>}
      {undoable && <Button type="button" size="sm" variant="outline" disabled={busy} onClick={() => setOpen(true)} aria-label={`Undo import of ${when}`}>
        Undo import
      </Button>}
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Undo this import?"
        description="The listings it added are removed and the listings it updated get their earlier values back."
        confirmLabel="Undo import"
        busy={busy}
        onConfirm={() => fetcher.submit({ intent: 'undo', batchId }, { method: 'post', action: UNDO_IMPORT_PATH })}
      />
    </>
  )
}

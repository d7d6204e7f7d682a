import { Upload } from '~/components/ui/icons.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { Button } from '~/components/ui/button.tsx'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '~/components/ui/dialog.tsx'
import { Input } from '~/components/ui/input.tsx'
import { Label } from '~/components/ui/label.tsx'
import { toast } from '~/components/ui/toast.tsx'
import {
  CSV_MESSAGES,
  describeRejectedLine,
  IMPORT_PATH,
  MAX_IMPORT_BYTES,
  tooLargeMessage,
  type ImportIntent,
  type ImportResult,
  type ImportSuccess,
} from '~/domain/admin/business/businesses-csv.ts'

/**
 * Import CSV (spec §5 CSV upload): choose a file, Preview shows what it would do (and every
 * rejected line), Import writes it all or nothing. On success the dialog closes and the page's
 * data reloads (a fetcher action revalidates the loaders).
 */
export function ImportBusinessesDialog() {
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportSuccess | null>(null)
  const [inputKey, setInputKey] = useState(0)
  const fetcher = useFetcher<ImportResult>()
  const handled = useRef<unknown>(null)
  const inputId = useId()
  const busy = fetcher.state !== 'idle'

  useEffect(() => {
    const result = fetcher.data
    if (fetcher.state !== 'idle' || !result || handled.current === result) return
    handled.current = result
    if (!result.ok) {
      const lines = result.rejectedLines?.slice(0, 3).map(describeRejectedLine) ?? []
      toast.error(result.title, { description: [result.message, result.detail, ...lines].filter(Boolean).join(' ') })
      if (result.error === 'rejected-rows' && result.counts) {
        setPreview({ ok: true, intent: 'preview', counts: result.counts, rejectedLines: result.rejectedLines ?? [], ignoredColumns: [] })
      }
      return
    }
    if (result.intent === 'preview') {
      setPreview(result)
      return
    }
    const { create, update, unchanged } = result.counts
    toast.success(CSV_MESSAGES.imported, { description: `${create} created, ${update} updated, ${unchanged} unchanged` })
    setOpen(false)
    clearFile()
  }, [fetcher.state, fetcher.data])

  // State setters only, so the effect above may call it.
  function clearFile() {
    setFile(null)
    setPreview(null)
    setInputKey((k) => k + 1)
  }
  function close() {
    setOpen(false)
    clearFile()
  }

  function submit(intent: ImportIntent) {
    if (!file) {
      toast.error(CSV_MESSAGES.noFile.title, { description: CSV_MESSAGES.noFile.description })
      return
    }
    if (file.size > MAX_IMPORT_BYTES) {
      const message = tooLargeMessage()
      toast.error(message.title, { description: message.description })
      return
    }
    const form = new FormData()
    form.set('intent', intent)
    form.set('file', file)
    fetcher.submit(form, { method: 'post', action: IMPORT_PATH, encType: 'multipart/form-data' })
  }

  const counts = preview?.counts
  const nothingToChange = counts !== undefined && counts.create + counts.update === 0
  const canImport = counts !== undefined && counts.rejected === 0 && !nothingToChange && !busy
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline">
          <Upload aria-hidden />
          Import CSV
        </Button>
      </DialogTrigger>
      <DialogContent width="lg">
        <DialogHeader>
          <DialogTitle>Import business listings</DialogTitle>
          <DialogDescription>
            A CSV file with a header line: an exported business_listings.csv, or columns such as name, type, description,
            rating, address, phone, website and certifications. Rows with an id update that listing; rows without one are
            added. Nothing is saved until you press Import, and then every row or none.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault()
            submit('preview')
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={inputId}>CSV file</Label>
            <Input
              key={inputKey}
              id={inputId}
              name="file"
              type="file"
              accept=".csv,text/csv"
              fieldSize="file"
              disabled={busy}
              onChange={(event) => {
                setFile(event.currentTarget.files?.[0] ?? null)
                setPreview(null)
              }}
            />
          </div>

          {counts && (
            <section aria-label="Preview" className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
              <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
                <Count label="To create" value={counts.create} />
                <Count label="To update" value={counts.update} />
                <Count label="Unchanged" value={counts.unchanged} />
                <Count label="Rejected" value={counts.rejected} />
              </dl>
              {counts.rejected > 0 && preview && (
                <div role="alert" className="grid gap-1 text-destructive">
                  <p className="font-semibold">
                    {counts.rejected === 1 ? '1 row needs' : `${counts.rejected} rows need`} correcting before anything can be imported:
                  </p>
                  <ul className="max-h-48 list-disc overflow-y-auto pl-5">
                    {preview.rejectedLines.map((rejected) => (
                      <li key={rejected.line}>{describeRejectedLine(rejected)}</li>
                    ))}
                  </ul>
                  {counts.rejected > preview.rejectedLines.length && (
                    <p>…and {counts.rejected - preview.rejectedLines.length} more.</p>
                  )}
                </div>
              )}
              {counts.rejected === 0 && nothingToChange && <p>Nothing to change: every listing in the file is already up to date.</p>}
              {preview && preview.ignoredColumns.length > 0 && (
                <p className="text-muted-foreground">Columns not imported: {preview.ignoredColumns.join(', ')}</p>
              )}
            </section>
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" variant="outline" disabled={busy}>
              {busy && fetcher.formData?.get('intent') === 'preview' ? 'Checking...' : 'Preview'}
            </Button>
            <Button type="button" disabled={!canImport} onClick={() => submit('import')}>
              {busy && fetcher.formData?.get('intent') === 'import' ? 'Importing...' : 'Import'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString('en-US')}</dd>
    </div>
  )
}

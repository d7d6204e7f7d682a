import { useFetcherAnswer } from '~/components/ui/use-fetcher-answer.ts'
import { Upload } from '~/components/ui/icons.tsx'
import { useId, useState } from 'react'
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
  REJECTED_FILE_NAME,
  tooLargeMessage,
  type DuplicateChoice,
  type ImportMode,
  type ImportResult,
  type ImportSuccess,
} from '~/domain/business/businesses-csv.ts'
import { ImportPreview } from './import-preview.tsx'

type Intent = 'preview' | 'import'

/**
 * Import CSV (spec §5 CSV upload): choose a file, Preview shows what it would do (every
 * rejected line, possible duplicates with merge or keep), Import writes it all or nothing, Import
 * valid rows leaves the rejected ones out; they download as a CSV with a reason column. On success
 * the page's data reloads (a fetcher action revalidates the loaders); the dialog closes unless
 * rows were left out.
 */
export function ImportBusinessesDialog() {
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [preview, setPreview] = useState<ImportSuccess | null>(null)
  const [duplicates, setDuplicates] = useState<DuplicateChoice>('merge')
  const [inputKey, setInputKey] = useState(0)
  const fetcher = useFetcher<ImportResult>()
  const inputId = useId()
  const busy = fetcher.state !== 'idle'

  useFetcherAnswer(fetcher, (result) => {
    if (!result.ok) {
      const lines = result.rejectedLines?.slice(0, 3).map(describeRejectedLine) ?? []
      toast.error(result.title, { description: [result.message, result.detail, ...lines].filter(Boolean).join(' ') })
      if (result.error === 'rejected-rows' && result.counts) {
        setPreview((p) => p && { ...p, counts: result.counts!, rejectedLines: result.rejectedLines ?? [] })
      }
      return
    }
    if (result.intent === 'preview') {
      setPreview(result)
      return
    }
    const { create, update, unchanged, rejected } = result.counts
    toast.success(CSV_MESSAGES.imported, { description: `${create} created, ${update} updated, ${unchanged} unchanged${rejected ? `, ${rejected} not imported` : ''}` })
    // Rows left out: the dialog stays open on the result, to download them.
    if (rejected > 0) {
      setPreview(result)
      return
    }
    setOpen(false)
    clearFile()
  })

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

  function submit(intent: Intent, mode: ImportMode = 'all', choice: DuplicateChoice = duplicates) {
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
    form.set('mode', mode)
    form.set('duplicates', choice)
    form.set('file', file)
    fetcher.submit(form, { method: 'post', action: IMPORT_PATH, encType: 'multipart/form-data' })
  }

  async function downloadRejected() {
    if (!file) return
    const form = new FormData()
    form.set('intent', 'rejected')
    form.set('duplicates', duplicates)
    form.set('file', file)
    const response = await fetch(IMPORT_PATH, { method: 'POST', body: form }).catch(() => null)
    if (!response?.ok) {
      toast.error(CSV_MESSAGES.unexpected.title, { description: CSV_MESSAGES.unexpected.description })
      return
    }
    const link = document.createElement('a')
    link.href = URL.createObjectURL(await response.blob())
    link.download = REJECTED_FILE_NAME
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 60_000)
  }

  const counts = preview?.counts
  const imported = preview?.intent === 'import'
  const changes = counts !== undefined && counts.create + counts.update > 0
  const canImport = !imported && changes && counts.rejected === 0 && !busy
  const canImportValid = !imported && changes && counts.rejected > 0 && !busy
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
            rating, address, phone, website and certifications, in UTF-8, UTF-16 or Windows-1252. Rows with an id update
            that listing; rows without one are added. A published listing needs its city: a city and state column, or an
            address ending in the city (“1 Main St, Denver, CO 80202”). Nothing is saved until you press Import (every row or none) or
            Import valid rows. An import can be undone from the Activity tab.
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

          {preview && (
            <ImportPreview
              result={preview}
              duplicates={duplicates}
              onDuplicatesChange={(choice) => {
                setDuplicates(choice)
                submit('preview', 'all', choice)
              }}
            />
          )}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={close}>
              {imported ? 'Close' : 'Cancel'}
            </Button>
            {counts !== undefined && counts.rejected > 0 && (
              <Button type="button" variant="outline" onClick={() => void downloadRejected()}>
                Download rejected rows
              </Button>
            )}
            {!imported && (
              <Button type="submit" variant="outline" disabled={busy}>
                {busy && fetcher.formData?.get('intent') === 'preview' ? 'Checking...' : 'Preview'}
              </Button>
            )}
            {canImportValid && (
              <Button type="button" onClick={() => submit('import', 'valid')}>
                Import valid rows
              </Button>
            )}
            {!imported && (
              <Button type="button" disabled={!canImport} onClick={() => submit('import')}>
                {busy && fetcher.formData?.get('mode') === 'all' && fetcher.formData.get('intent') === 'import' ? 'Importing...' : 'Import'}
              </Button>
            )}
          </div>
        </form>
      </DialogContent>
    </Dialog>
  )
}


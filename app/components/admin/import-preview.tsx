import { describeNotedLine, describeRejectedLine, type DuplicateChoice, type ImportSuccess } from '~/domain/business/businesses-csv.ts'

/**
 * What an import would do (or did): counts, rejected rows naming their column and allowed values,
 * possible duplicates linking the business they match (with merge or keep), the file's encoding.
 */
export function ImportPreview({
  result,
  duplicates,
  onDuplicatesChange,
}: {
  result: ImportSuccess
  duplicates: DuplicateChoice
  onDuplicatesChange: (choice: DuplicateChoice) => void
}) {
  const { counts } = result
  const done = result.intent === 'import'
  const nothingToChange = counts.create + counts.update === 0
  return (
    <section aria-label={done ? 'Import result' : 'Preview'} className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-4">
        <Count label={done ? 'Created' : 'To create'} value={counts.create} />
        <Count label={done ? 'Updated' : 'To update'} value={counts.update} />
        <Count label="Unchanged" value={counts.unchanged} />
        <Count label={done ? 'Not imported' : 'Rejected'} value={counts.rejected} />
      </dl>
      <p className="text-muted-foreground">Read as {result.encoding}.</p>
      {counts.rejected > 0 && (
        <div role="alert" className="grid gap-1 text-destructive">
          <p className="font-semibold">
            {done
              ? `${counts.rejected === 1 ? '1 row was' : `${counts.rejected} rows were`} not imported:`
              : `${counts.rejected === 1 ? '1 row needs' : `${counts.rejected} rows need`} correcting, or import the valid rows only:`}
          </p>
          <LineList lines={result.rejectedLines.map(describeRejectedLine)} total={counts.rejected} />
        </div>
      )}
      {result.noted > 0 && (
        <div className="grid gap-1">
          <p className="font-semibold">
            {result.noted === 1 ? '1 row' : `${result.noted.toLocaleString('en-US')} rows`} {done ? (result.noted === 1 ? 'was imported' : 'were imported') : (result.noted === 1 ? 'imports' : 'import')} with a safety score no page shows yet:
          </p>
          <LineList lines={result.notedLines.map(describeNotedLine)} total={result.noted} />
        </div>
      )}
      {!done && result.duplicates > 0 && (
        <div className="grid gap-2">
          <p className="font-semibold">
            {result.duplicates === 1 ? '1 row looks' : `${result.duplicates.toLocaleString('en-US')} rows look`} like a listing you already have:
          </p>
          <ul className="max-h-40 list-disc overflow-y-auto pl-5">
            {result.duplicateLines.map((d) => (
              <li key={d.line}>
                Line {d.line}: {d.name}, possible duplicate of{' '}
                <a href={d.duplicateOf.href} target="_blank" rel="noreferrer" className="text-primary underline">{d.duplicateOf.name}</a>{' '}
                (same {d.duplicateOf.match})
              </li>
            ))}
          </ul>
          {result.duplicates > result.duplicateLines.length && <p>…and {result.duplicates - result.duplicateLines.length} more.</p>}
          <fieldset className="grid gap-1">
            <legend className="font-semibold">Possible duplicates</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="duplicates" value="merge" checked={duplicates === 'merge'} onChange={() => onDuplicatesChange('merge')} />
              Merge: update the existing listing
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="duplicates" value="keep" checked={duplicates === 'keep'} onChange={() => onDuplicatesChange('keep')} />
              Keep: add them as new listings
            </label>
          </fieldset>
        </div>
      )}
      {!done && counts.rejected === 0 && nothingToChange && result.duplicates === 0 && (
        <p>Nothing to change: every listing in the file is already up to date.</p>
      )}
      {result.ignoredColumns.length > 0 && <p className="text-muted-foreground">Columns not imported: {result.ignoredColumns.join(', ')}</p>}
    </section>
  )
}

/** The first lines the answer lists (each "Line N: …"), and how many more the file has. */
function LineList({ lines, total }: { lines: string[]; total: number }) {
  return (
    <>
      <ul className="max-h-48 list-disc overflow-y-auto pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {total > lines.length && <p>…and {(total - lines.length).toLocaleString('en-US')} more.</p>}
    </>
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

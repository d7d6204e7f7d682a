import { Link } from 'react-router'
import type { AuditEntry } from '~/domain/audit-log/find-audit-log.admin.server.ts'
import { Pager } from '~/components/ui/pager.tsx'
import { UndoImportButton } from './undo-import-button.tsx'

/** Activity tab: who changed what and when (the audit log), newest first, each entry a sentence. */
export function ActivityTab({ entries, page, pageCount }: { entries: AuditEntry[]; page: number; pageCount: number }) {
  return (
    <section aria-labelledby="activity-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="activity-heading" className="text-xl font-bold text-navy">Activity</h2>
        <p className="text-sm text-muted-foreground">Every change made in the admin area, newest first.</p>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-lg border bg-background p-4 text-sm text-muted-foreground">No admin activity yet.</p>
      ) : (
        <ol aria-label="Admin activity" className="divide-y rounded-lg border bg-background">
          {entries.map((e) => (
            <li key={e.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 text-sm">
              <p className="min-w-0 flex-1 basis-64 break-words">
                {e.sentence.map((part, i) =>
                  typeof part === 'string' ? part : (
                    <Link key={i} to={part.href} className="font-medium text-primary underline-offset-2 hover:underline">{part.text}</Link>
                  ),
                )}
              </p>
              <time dateTime={e.at} className="text-muted-foreground whitespace-nowrap">
                {new Date(e.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
              </time>
              {e.undoable !== undefined && e.entityId && <UndoImportButton batchId={e.entityId} at={e.at} undoable={e.undoable} />}
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => `?tab=activity&page=${n}`} label="Activity pages" preventScrollReset />
    </section>
  )
}

import type { AuditEntry } from '~/domain/admin/find-audit-log.server.ts'
import { Pager } from '~/components/ui/pager.tsx'
import { UndoImportButton } from './undo-import-button.tsx'
import { AdminTable, ACTIONS_COLUMN } from './admin-table.tsx'

const ACTION_LABELS: Record<string, string> = {
  'business.create': 'Added business',
  'business.update': 'Updated business',
  'business.delete': 'Deleted business',
  'business.bulk-delete': 'Deleted businesses',
  'business.import': 'Imported CSV',
  'business.import-undo': 'Undid CSV import',
  'submission.approve': 'Approved submission',
  'submission.reject': 'Rejected submission',
  'submission.merge': 'Merged submission',
  'badge.save': 'Saved badge',
  'badge.delete': 'Deleted badge',
  'member.grant-premium': 'Granted Premium',
  'member.revoke-premium': 'Revoked Premium',
  'settings.sample-notice': 'Changed settings',
  'campaign.save': 'Saved a newsletter campaign',
  'campaign.schedule': 'Scheduled a newsletter campaign',
  'campaign.cancel': 'Cancelled a newsletter campaign',
}

function summary(e: AuditEntry): string {
  const d = e.detail ?? {}
  if (typeof d.name === 'string') return d.name
  if (e.action === 'business.import') return `${d.created ?? 0} created, ${d.updated ?? 0} updated${d.rejected ? `, ${String(d.rejected)} rejected` : ''}`
  if (e.action === 'business.import-undo') return `${d.removed ?? 0} removed, ${d.restored ?? 0} restored`
  if (typeof d.count === 'number') return `${d.count} businesses`
  return e.entityId ?? ''
}

/** Activity tab: who changed what and when (the audit log), newest first. */
export function ActivityTab({ entries, page, pageCount }: { entries: AuditEntry[]; page: number; pageCount: number }) {
  return (
    <section aria-labelledby="activity-heading" className="grid grid-cols-1 gap-4">
      <div>
        <h2 id="activity-heading" className="text-xl font-bold text-navy">Activity</h2>
        <p className="text-sm text-muted-foreground">Every change made in the admin area, newest first.</p>
      </div>
      <AdminTable
        caption="Admin activity"
        columns={['When', 'Who', 'What', 'Item', ACTIONS_COLUMN]}
        empty={entries.length === 0 && 'No admin activity yet.'}
        className="min-w-[40rem]"
        bodyClassName="divide-y"
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <td className="px-3 py-2 whitespace-nowrap">{new Date(e.at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}</td>
            <td className="px-3 py-2">{e.actor}</td>
            <td className="px-3 py-2">{ACTION_LABELS[e.action] ?? e.action}</td>
            <td className="max-w-80 truncate px-3 py-2 text-muted-foreground">{summary(e)}</td>
            <td className="px-3 py-2 text-right">{e.undoable !== undefined && e.entityId && <UndoImportButton batchId={e.entityId} at={e.at} undoable={e.undoable} />}</td>
          </tr>
        ))}
      </AdminTable>
      <Pager page={page} pageCount={pageCount} hrefFor={(n) => `?tab=activity&page=${n}`} label="Activity pages" preventScrollReset />
    </section>
  )
}

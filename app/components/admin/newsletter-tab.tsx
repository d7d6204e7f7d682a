import { Form, Link } from 'react-router'
import { Button, buttonVariants } from '~/components/ui/button.tsx'
import type { CampaignRow } from '~/domain/campaign/find-campaigns.admin.server.ts'
import { COUNT_LABELS, isEditable, topicLabel } from '~/domain/campaign/model.ts'
import { AdminTable, ACTIONS_COLUMN } from './admin-table.tsx'

const STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled' } as const

const when = (iso: string | null) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : '')

/** Newsletter tab: campaigns with their counts; compose, cancel, and run the weekly digest now. */
export function NewsletterTab({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <section aria-labelledby="newsletter-heading" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="newsletter-heading" className="text-xl font-bold text-navy">
            Newsletter
          </h2>
          <p className="text-sm text-muted-foreground">Recalls, city safety alerts and deals. Counts update as batches go out.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Form method="post" action="/admin/newsletter">
            <input type="hidden" name="intent" value="digest" />
            <Button type="submit" variant="outline">
              Send the weekly digest now
            </Button>
          </Form>
          <Link to="/admin/newsletter" className={buttonVariants()}>
            New campaign
          </Link>
        </div>
      </div>
      <AdminTable
        caption="Campaigns"
        columns={['Subject', 'Topic', 'Status', ...COUNT_LABELS.map((c) => ({ label: c, className: 'text-right' })), ACTIONS_COLUMN]}
        empty={campaigns.length === 0 && 'No campaigns yet.'}
      >
        {campaigns.map((c) => (
          <tr key={c.id} className="border-t" data-testid="campaign-row">
            <td className="p-3 font-medium">{c.subject}</td>
            <td className="p-3">{topicLabel(c.topic)}{c.audience === 'premium' ? ' (Premium)' : ''}</td>
            <td className="p-3">
              {STATUS_LABELS[c.status]}
              {c.status === 'scheduled' && <span className="block text-xs text-muted-foreground">{when(c.scheduledAt)}</span>}
            </td>
            {COUNT_LABELS.map((k) => (
              <td key={k} className="p-3 text-right tabular-nums" data-count={k}>{c.counts[k]}</td>
            ))}
            <td className="p-3">
              {isEditable(c.status) && (
                <div className="flex gap-2">
                  <Link to={`/admin/newsletter/${c.id}`} className="font-semibold text-primary underline underline-offset-4">
                    Edit<span className="sr-only"> {c.subject}</span>
                  </Link>
                  <Form method="post" action={`/admin/newsletter/${c.id}`}>
                    <input type="hidden" name="intent" value="cancel" />
                    <button type="submit" className="font-semibold text-destructive underline underline-offset-4">
                      Cancel<span className="sr-only"> {c.subject}</span>
                    </button>
                  </Form>
                </div>
              )}
            </td>
          </tr>
        ))}
      </AdminTable>
    </section>
  )
}

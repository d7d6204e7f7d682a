import type { Kysely } from 'kysely'
import type { Database } from '~/lib/db-schema.ts'

export type AuditAction =
  | 'business.create'
  | 'business.update'
  | 'business.delete'
  | 'business.bulk-delete'
  | 'business.import'
  | 'business.import-undo'
  | 'submission.approve'
  | 'submission.reject'
  | 'submission.merge'
  | 'badge.save'
  | 'badge.delete'
  | 'city-image.generate'
  | 'city-image.generate-all'
  | 'member.grant-premium'
  | 'member.revoke-premium'
  | 'award.add'
  | 'award.revoke'
  | 'application.refund'
  | 'application.schedule'
  | 'application.start-audit'
  | 'application.pass'
  | 'application.fail'
  | 'settings.sample-notice'
  | 'claim.approve'
  | 'claim.refuse'
  | 'claim.code-confirmed'
  | 'change-request.approve'
  | 'change-request.refuse'
  | 'campaign.save'
  | 'campaign.schedule'
  | 'campaign.cancel'
  | 'review.approve'
  | 'review.reject'
  | 'review.restore'
  | 'review.flag-fraud'
  | 'review.watch-words'
  | 'report.resolve'
  | 'report.dismiss'
  | 'post.save'
  | 'post.delete'
  | 'product.save'
  | 'product.import'
  | 'product-review.save'
  | 'merchant.save'
  | 'category.save'
  | 'records.upload'
  | 'records.confirm-match'
  | 'records.reject-match'
  | 'records.reopen-match'
  | 'records.detach'

/** Records an admin write; call it inside the write's own transaction so both happen or neither. */
export async function recordAudit(
  trx: Kysely<Database>,
  entry: { actor: string; action: AuditAction; entity: string; entityId?: string | null; detail?: Record<string, unknown> },
): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute()
}

import type { CampaignInput } from '~/domain/campaign/model.ts'
import { conflict } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../audit-log/record-audit.server.ts'

export const NOT_EDITABLE = 'This campaign has started sending and can no longer be changed.'

/**
 * Writes a campaign's content (a new draft, or an existing draft or scheduled one, which goes back
 * to draft) with its audit entry, in `trx` when the caller runs one. A campaign that has started
 * sending is final (a conflict). Returns the campaign's id.
 */
export async function saveCampaignContent(trx: DB, actor: { email: string }, input: CampaignInput): Promise<string> {
  const values = {
    subject: input.subject,
    body_markdown: input.body,
    topic: input.topic,
    city_ids: JSON.stringify(input.topic === 'city-alerts' ? input.cityIds : []),
    audience: input.audience,
    status: 'draft' as const,
    scheduled_at: null,
    updated_at: new Date(),
  }
  let id = input.id
  if (id) {
    const row = await trx.updateTable('campaigns').set(values).where('id', '=', id).where('status', 'in', ['draft', 'scheduled']).returning('id').executeTakeFirst()
    if (!row) throw conflict(NOT_EDITABLE)
  } else {
    id = (await trx.insertInto('campaigns').values({ ...values, created_by: actor.email }).returning('id').executeTakeFirstOrThrow()).id
  }
  await recordAudit(trx, { actor: actor.email, action: 'campaign.save', entity: 'campaign', entityId: id, detail: { name: input.subject } })
  return id
}

/** The compose form's "Save draft". */
export function saveCampaign(db: DB, actor: { email: string }, input: CampaignInput): Promise<string> {
  return db.transaction().execute((trx) => saveCampaignContent(trx, actor, input))
}

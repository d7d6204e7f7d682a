import type { CampaignInput } from '~/domain/campaign/model.ts'
import type { DB } from '~/lib/db.server.ts'
import { recordAudit } from '../record-audit.server.ts'

export type SaveResult = { ok: true; id: string } | { ok: false; reason: 'not-editable' }

/**
 * Writes a campaign's content (a new draft, or an existing draft or scheduled one, which goes back
 * to draft) with its audit entry, in `trx` when the caller runs one. A campaign that has started
 * sending is final.
 */
export async function saveCampaignContent(trx: DB, actor: { email: string }, input: CampaignInput): Promise<SaveResult> {
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
    if (!row) return { ok: false, reason: 'not-editable' }
  } else {
    id = (await trx.insertInto('campaigns').values({ ...values, created_by: actor.email }).returning('id').executeTakeFirstOrThrow()).id
  }
  await recordAudit(trx, { actor: actor.email, action: 'campaign.save', entity: 'campaign', entityId: id, detail: { name: input.subject } })
  return { ok: true, id }
}

/** The compose form's "Save draft". */
export function saveCampaign(db: DB, actor: { email: string }, input: CampaignInput): Promise<SaveResult> {
  return db.transaction().execute((trx) => saveCampaignContent(trx, actor, input))
}

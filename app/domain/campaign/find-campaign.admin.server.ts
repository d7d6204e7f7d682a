import type { DB } from '~/lib/db.server.ts'
import { isUuid } from '~/lib/uuid.ts'
import { findCampaigns, type CampaignRow } from './find-campaigns.admin.server.ts'

/** One campaign for the compose page (undefined for an unknown id). */
export async function findCampaign(db: DB, id: string): Promise<CampaignRow | undefined> {
  if (!isUuid(id)) return undefined
  return (await findCampaigns(db, { id })).at(0)
}

import type { DB } from '~/lib/db.server.ts'
import { findCampaigns, type CampaignRow } from './find-campaigns.server.ts'

/** One campaign for the compose page (undefined for an unknown id). */
export async function findCampaign(db: DB, id: string): Promise<CampaignRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined
  return (await findCampaigns(db, { id })).at(0)
}

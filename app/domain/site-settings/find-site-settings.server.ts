import type { DB } from '~/lib/db.server.ts'

export interface SiteSettings {
  /** Directory pages show "Sample listings for demonstration" (on until the admin turns it off). */
  sampleNotice: boolean
}

/** The site's settings (one row, migration 0025); the defaults when the row is missing. */
export async function findSiteSettings(db: DB): Promise<SiteSettings> {
  const row = await db.selectFrom('site_settings').select('sample_notice').where('id', '=', 1).executeTakeFirst()
  return { sampleNotice: row?.sample_notice ?? true }
}

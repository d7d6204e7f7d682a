import { sql } from 'kysely'
import { parseDirectoryQuery } from '~/domain/directory/directory-query.ts'
import { findCityPage } from '~/domain/directory/find-city-page.server.ts'
import type { StatCounter } from '~/lib/db-schema-owners.ts'
import type { DB } from '~/lib/db.server.ts'
import { describeError } from '~/lib/db-errors.server.ts'
import { getEnv } from '~/lib/env.server.ts'
import { sendJob } from '~/lib/jobs/queue.server.ts'
import { log } from '~/lib/log.server.ts'
import { takeStatsBatch, whenStatsFull, type StatsBatch } from './stats-counter.server.ts'

/** Adds counts to the day's rows (one upsert per business and counter); ids of no business are dropped. */
async function addCounts(db: DB, day: string, rows: Map<string, number>): Promise<void> {
  for (const [key, n] of rows) {
    const [businessId, counter] = key.split(' ') as [string, StatCounter]
    const column = sql.ref(counter)
    await sql`insert into business_stats (business_id, day, ${column})
      select id, ${day}::date, ${n}::int from businesses where id = ${businessId}
      on conflict (business_id, day) do update set ${column} = business_stats.${column} + excluded.${column}`.execute(db)
  }
}

/**
 * The `listing-stats` job: a batch counted in memory, resolved (a business page's path to its
 * business; a city page's URL to the cards it shows, each an impression) and added to the day's rows.
 */
export async function applyStatsBatch(db: DB, batch: StatsBatch): Promise<void> {
  const rows = new Map<string, number>()
  const bump = (businessId: string, counter: StatCounter, n: number) => rows.set(`${businessId} ${counter}`, (rows.get(`${businessId} ${counter}`) ?? 0) + n)
  for (const [path, n] of batch.views) {
    const [citySlug, slug] = path.split('/')
    const row = await db.selectFrom('businesses').innerJoin('cities', 'cities.id', 'businesses.city_id').select('businesses.id')
      .where('cities.slug', '=', citySlug!).where('businesses.slug', '=', slug!).executeTakeFirst()
    if (row) bump(row.id, 'page_views', n)
  }
  const siteUrl = getEnv().SITE_URL
  for (const [url, n] of batch.cityPages) {
    const [slug, search = ''] = url.split('?')
    const page = await findCityPage(db, slug!, parseDirectoryQuery(new URLSearchParams(search)), siteUrl)
    for (const b of page?.result.businesses ?? []) bump(b.id, 'impressions', n)
  }
  for (const [businessId, counter, n] of batch.clicks) bump(businessId, counter, n)
  await addCounts(db, batch.day, rows)
}

/** Hands what was counted to the job queue (a failure is logged; those counts are lost, nothing else). */
export async function flushBusinessStats(db: DB): Promise<void> {
  const batch = takeStatsBatch()
  if (!batch) return
  await sendJob(db, 'listing-stats', batch).catch((error) => log('error', 'listing statistics not queued', { error: describeError(error) }))
}

let timer: ReturnType<typeof setInterval> | undefined

/** Flushes every `intervalMs` (and at once when the count is full); `stop` flushes one last time. */
export function startStatsFlush(db: DB, intervalMs = 5000): { stop: () => Promise<void> } {
  const flush = () => void flushBusinessStats(db)
  timer ??= setInterval(flush, intervalMs)
  timer.unref()
  whenStatsFull(flush)
  return {
    stop: async () => {
      if (timer) clearInterval(timer)
      timer = undefined
      whenStatsFull(undefined)
      await flushBusinessStats(db)
    },
  }
}

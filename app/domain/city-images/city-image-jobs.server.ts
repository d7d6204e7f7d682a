import { randomUUID } from 'node:crypto'
import { sql } from 'kysely'
import { notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { jobQueue, sendJob, wakeWorker, type JobHandler } from '~/lib/jobs/queue.server.ts'
import { jobsTable, OPEN_STATES, reportJobProgress, type JobRow } from '~/lib/jobs/read-jobs.server.ts'
import { generateCityImage, STEPS, type ImageDeps } from './generate-city-image.server.ts'

/** Spec §9: the admin's six cities, and the pause between cities in bulk runs. */
export const SPECIFIC_CITIES = ['Birmingham', 'Anchorage', 'Little Rock', 'Denver', 'Hartford', 'Wilmington'] as const
export const BULK_DELAY_MS = 1_000
/** Admin requests go before the start-up fill; one city before a bulk run. */
export const PRIORITY = { backfill: 0, bulk: 10, city: 20 } as const
const QUEUE = 'city-image'

export type JobKind = 'city' | 'missing' | 'after' | 'list'

/**
 * What the admin sees of a request (read back from the queue, so a reload shows a running one).
 * A request is a batch of `city-image` jobs, one per city, run in order one at a time.
 */
export interface JobView {
  id: string
  kind: JobKind
  label: string
  state: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  message: string
  currentCity: string | null
  total: number
  completed: number
  failures: { city: string; error: string }[]
  error: string | null
  createdAt: string
  finishedAt: string | null
  /** The start-up fill (not an admin's request): admin requests may be queued while it runs. */
  system: boolean
}

/** One city's job. */
interface CityImageJob {
  batch: string
  kind: JobKind
  label: string
  cityId: number
  city: string
  index: number
  total: number
  requestedBy: string
}

export type JobScope = { kind: 'city'; cityId: number } | { kind: 'missing' } | { kind: 'after'; cityName: string } | { kind: 'list'; names: readonly string[] }

export const NO_REFERENCE_CITY = 'Could not find reference city'

async function scopeCities(db: DB, scope: JobScope): Promise<{ cities: { id: number; name: string }[]; label: string }> {
  const cities = db.selectFrom('cities').select(['id', 'name']).orderBy('name')
  if (scope.kind === 'city') {
    const city = await cities.where('id', '=', scope.cityId).executeTakeFirst()
    if (!city) throw notFound(NO_REFERENCE_CITY)
    return { cities: [city], label: city.name }
  }
  if (scope.kind === 'missing') return { cities: await cities.where('image_version', '=', 0).execute(), label: 'Cities without an image' }
  if (scope.kind === 'after') {
    const reference = await db.selectFrom('cities').select('name').where(sql`lower(name)`, '=', scope.cityName.trim().toLowerCase()).executeTakeFirst()
    if (!reference) throw notFound(NO_REFERENCE_CITY)
    return { cities: await cities.where('name', '>', reference.name).execute(), label: `Cities after ${reference.name}` }
  }
  const rows = await cities.where('name', 'in', [...scope.names]).execute()
  return { cities: scope.names.flatMap((name) => rows.filter((r) => r.name === name)), label: 'Specific cities' }
}

/**
 * Queues a request: one job per city, in one transaction. Its id names the batch; the jobs' ids
 * end in their position, so the queue takes them in order. Refuses an unknown reference city
 * (not-found); undefined when the scope has no city.
 */
export async function enqueueImageJob(db: DB, scope: JobScope, requestedBy: string, priority?: number): Promise<string | undefined> {
  const { cities, label } = await scopeCities(db, scope)
  if (cities.length === 0) return undefined
  const batch = randomUUID()
  // Opened first: opening it inside the transaction would wait for the embedded database's one session.
  await jobQueue()
  await db.transaction().execute(async (trx) => {
    for (const [index, city] of cities.entries()) {
      const data: CityImageJob = { batch, kind: scope.kind, label, cityId: city.id, city: city.name, index, total: cities.length, requestedBy }
      await sendJob(trx, QUEUE, data, { id: batch.slice(0, -4) + index.toString(16).padStart(4, '0'), priority: priority ?? (scope.kind === 'city' ? PRIORITY.city : PRIORITY.bulk) })
    }
  })
  wakeWorker(QUEUE)
  return batch
}

/** On start: every city without an image gets one (unless a fill is already queued or running). */
export async function enqueueBackfill(db: DB): Promise<string | undefined> {
  const open = await db.selectFrom(await jobsTable()).select('id').where('name', '=', QUEUE).where('state', 'in', OPEN_STATES)
    .where(sql`data->>'kind'`, '=', 'missing').limit(1).executeTakeFirst()
  if (open) return undefined
  return enqueueImageJob(db, { kind: 'missing' }, 'system', PRIORITY.backfill)
}

export async function findJob(db: DB, id: string): Promise<JobView | undefined> {
  const rows = await db.selectFrom(await jobsTable()).selectAll().where('name', '=', QUEUE).where(sql`data->>'batch'`, '=', id).execute()
  return rows.length ? toView(rows) : undefined
}

/** The request the admin should see: the latest with a city still to do, else the latest. */
export async function currentJob(db: DB): Promise<JobView | undefined> {
  const latest = await db.selectFrom(await jobsTable()).select(sql<string>`data->>'batch'`.as('batch')).where('name', '=', QUEUE)
    .orderBy(sql`state in ('created', 'retry', 'active')`, 'desc').orderBy('created_on', 'desc').limit(1).executeTakeFirst()
  return latest ? findJob(db, latest.batch) : undefined
}

const FINISHED = new Set(['completed', 'failed', 'cancelled'])
const ms = (date: Date | null) => (date ? new Date(date).getTime() : 0)

function toView(rows: JobRow[]): JobView {
  const first = rows[0]!.data as CityImageJob
  const total = rows.length
  const finished = rows.filter((r) => FINISHED.has(r.state))
  const failures = rows.filter((r) => r.state === 'failed').map((r) => ({ city: String(r.data.city), error: String(r.output?.message ?? 'Unknown error') }))
  const active = rows.find((r) => r.state === 'active')
  const step = active?.output?.step as keyof typeof STEPS | undefined
  const done = finished.length === total
  const state = done ? (failures.length === total ? 'failed' : 'done') : active || finished.length > 0 || rows.some((r) => r.retry_count > 0) ? 'running' : 'queued'
  const message = state === 'failed' ? `Failed to generate image: ${failures[0]!.error}`
    : state === 'done' ? (failures.length ? `Done; ${failures.length} of ${total} failed` : 'Image generation complete')
      : step && STEPS[step] ? STEPS[step].message : ''
  return {
    id: first.batch, kind: first.kind, label: first.label, state, message, total, failures,
    progress: done ? 100 : Math.round((finished.length * 100 + (step && STEPS[step] ? STEPS[step].progress : 0)) / total),
    currentCity: active ? String(active.data.city) : null,
    completed: finished.length,
    error: failures.length ? failures.map((f) => `${f.city}: ${f.error}`).join('; ') : null,
    createdAt: new Date(Math.min(...rows.map((r) => ms(r.created_on)))).toISOString(),
    finishedAt: done ? new Date(Math.max(...rows.map((r) => ms(r.completed_on)))).toISOString() : null,
    system: first.requestedBy === 'system',
  }
}

/**
 * The `city-image` job: one city's image. A city of the start-up fill that got its image meanwhile
 * is skipped. After a city of a bulk run the job holds the queue for the spec's pause (the queue
 * runs one job at a time over every instance), so the next city waits for it. A failure is retried
 * once (queues.ts), then counts among the request's failures; the other cities go on.
 */
export function cityImageWorker(db: DB, settings: () => ImageDeps & { pauseMs?: number }): JobHandler {
  return async (job) => {
    const { pauseMs = BULK_DELAY_MS, ...deps } = settings()
    const data = job.data as CityImageJob
    const city = await db.selectFrom('cities').select('image_version').where('id', '=', data.cityId).executeTakeFirst()
    if (!city) throw new Error('City Not Found')
    if (data.kind === 'missing' && city.image_version > 0) return { skipped: true }
    const result = await generateCityImage(db, deps, data.cityId, data.requestedBy, (step) => reportJobProgress(db, QUEUE, job.id, { step }))
    if (data.index + 1 < data.total) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    return result
  }
}

import { randomUUID } from 'node:crypto'
import { sql, type Selectable } from 'kysely'
import type { DB } from '~/lib/db.server.ts'
import type { ImageJobsTable } from '~/lib/db-schema.ts'
import { generateCityImage, STEPS, type ImageDeps } from './generate.server.ts'

/** Spec §9: the admin's six cities, and the pause between cities in bulk runs. */
export const SPECIFIC_CITIES = ['Birmingham', 'Anchorage', 'Little Rock', 'Denver', 'Hartford', 'Wilmington'] as const
export const BULK_DELAY_MS = 1_000
/** A runner that stops renewing its lease (crash, restart) loses it after this long. */
export const LEASE_MS = 20_000
/** Admin requests go before the start-up fill; one city before a bulk run. */
export const PRIORITY = { backfill: 0, bulk: 10, city: 20 } as const

/** What the admin sees of a job (read back from the server, so a reload shows a running job). */
export interface JobView {
  id: string
  kind: ImageJobsTable['kind']
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

export type JobScope = { kind: 'city'; cityId: number } | { kind: 'missing' } | { kind: 'after'; cityName: string } | { kind: 'list'; names: readonly string[] }

export class JobScopeError extends Error {}

/** Queues a generation job for a scope; refuses an unknown reference city ('City Not Found'). */
export async function enqueueImageJob(db: DB, scope: JobScope, requestedBy: string, priority?: number): Promise<string> {
  const cities = db.selectFrom('cities').select(['id', 'name']).orderBy('name')
  let ids: number[]
  let label: string
  if (scope.kind === 'city') {
    const city = await cities.where('id', '=', scope.cityId).executeTakeFirst()
    if (!city) throw new JobScopeError('City Not Found')
    ids = [city.id]
    label = city.name
  } else if (scope.kind === 'missing') {
    ids = (await cities.where('image_version', '=', 0).execute()).map((c) => c.id)
    label = 'Cities without an image'
  } else if (scope.kind === 'after') {
    const reference = await db.selectFrom('cities').select('name').where(sql`lower(name)`, '=', scope.cityName.trim().toLowerCase()).executeTakeFirst()
    if (!reference) throw new JobScopeError('City Not Found')
    ids = (await cities.where('name', '>', reference.name).execute()).map((c) => c.id)
    label = `Cities after ${reference.name}`
  } else {
    const rows = await cities.where('name', 'in', [...scope.names]).execute()
    ids = scope.names.flatMap((name) => rows.filter((r) => r.name === name).map((r) => r.id))
    label = 'Specific cities'
  }
  const row = await db.insertInto('image_jobs')
    .values({ kind: scope.kind, label, city_ids: ids, priority: priority ?? (scope.kind === 'city' ? PRIORITY.city : PRIORITY.bulk), requested_by: requestedBy })
    .returning('id').executeTakeFirstOrThrow()
  wakeRunner()
  return row.id
}

/** On start: every city without an image gets one (unless a fill is already queued or running). */
export async function enqueueBackfill(db: DB): Promise<string | undefined> {
  const missing = await db.selectFrom('cities').select('id').where('image_version', '=', 0).limit(1).executeTakeFirst()
  if (!missing) return undefined
  const open = await db.selectFrom('image_jobs').select('id').where('kind', '=', 'missing').where('state', 'in', ['queued', 'running']).executeTakeFirst()
  if (open) return undefined
  return enqueueImageJob(db, { kind: 'missing' }, 'system', PRIORITY.backfill)
}

function toView(row: Selectable<ImageJobsTable>): JobView {
  return {
    id: row.id, kind: row.kind, label: row.label, state: row.state, progress: row.progress, message: row.message,
    currentCity: row.current_city, total: row.city_ids.length, completed: row.position, failures: row.failures ?? [], error: row.error,
    system: row.requested_by === 'system', createdAt: new Date(row.created_at).toISOString(), finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  }
}

export async function findJob(db: DB, id: string): Promise<JobView | undefined> {
  const row = await db.selectFrom('image_jobs').selectAll().where('id', '=', id).executeTakeFirst()
  return row ? toView(row) : undefined
}

/** The job the admin should see: a running or queued one first, else the latest. */
export async function currentJob(db: DB, kinds?: ImageJobsTable['kind'][]): Promise<JobView | undefined> {
  const row = await db.selectFrom('image_jobs').selectAll()
    .$if(kinds !== undefined, (q) => q.where('kind', 'in', kinds!))
    .orderBy(sql`case when state in ('running', 'queued') then 0 else 1 end`).orderBy('created_at', 'desc').limit(1).executeTakeFirst()
  return row ? toView(row) : undefined
}

// ---------------------------------------------------------------------------------------------
// The runner: one instance at a time holds the lease row; it claims jobs with FOR UPDATE SKIP LOCKED.

export interface RunnerOptions {
  owner?: string
  delayMs?: number
  leaseMs?: number
  /** Set when the server shuts down: the job is put back in the queue between two cities. */
  stop?: { requested: boolean }
}

const processOwner = `${process.pid}-${randomUUID().slice(0, 8)}`

async function takeLease(db: DB, owner: string, leaseMs: number): Promise<boolean> {
  const row = await db.updateTable('image_job_runner')
    .set({ owner, lease_until: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
    .where('id', '=', 1).where((eb) => eb.or([eb('owner', '=', owner), eb('lease_until', '<', sql<Date>`now()`)]))
    .returning('id').executeTakeFirst()
  return row !== undefined
}

async function releaseLease(db: DB, owner: string): Promise<void> {
  await db.updateTable('image_job_runner').set({ owner: null, lease_until: sql`now()` }).where('id', '=', 1).where('owner', '=', owner).execute()
}

/** Claims the next job: a running one left by a crashed runner first, then by priority and age. */
async function claimJob(db: DB) {
  return db.transaction().execute(async (trx) => {
    const job = await trx.selectFrom('image_jobs').selectAll().where('state', 'in', ['queued', 'running'])
      .orderBy(sql`case when state = 'running' then 0 else 1 end`).orderBy('priority', 'desc').orderBy('created_at')
      .limit(1).forUpdate().skipLocked().executeTakeFirst()
    if (!job) return undefined
    await trx.updateTable('image_jobs').set({ state: 'running', started_at: job.started_at ?? new Date(), attempts: job.attempts + 1, heartbeat_at: new Date() })
      .where('id', '=', job.id).execute()
    return job
  })
}

/**
 * Runs the next job to its end (or until an admin request of higher priority is waiting) when
 * this process holds (or takes) the runner lease. Returns the job's id, or undefined when there
 * was nothing to do or another instance is the runner.
 */
export async function runNextJob(db: DB, deps: ImageDeps, options: RunnerOptions = {}): Promise<string | undefined> {
  const owner = options.owner ?? processOwner
  const leaseMs = options.leaseMs ?? LEASE_MS
  const delayMs = options.delayMs ?? BULK_DELAY_MS
  if (!(await takeLease(db, owner, leaseMs))) return undefined
  const job = await claimJob(db)
  if (!job) {
    await releaseLease(db, owner)
    return undefined
  }
  const total = job.city_ids.length
  const failures = [...(job.failures ?? [])]
  const update = (values: Partial<Record<'progress' | 'message' | 'current_city' | 'position' | 'failures', unknown>>) =>
    Promise.all([
      db.updateTable('image_jobs').set({ ...(values as object), heartbeat_at: new Date() }).where('id', '=', job.id).execute(),
      takeLease(db, owner, leaseMs),
    ])
  for (let i = job.position; i < total; i++) {
    const cityId = job.city_ids[i]!
    const city = await db.selectFrom('cities').select(['name', 'image_version']).where('id', '=', cityId).executeTakeFirst()
    const name = city?.name ?? `City ${cityId}`
    if (job.kind === 'missing' && city && city.image_version > 0) {
      // Got its image meanwhile (an admin request went first): nothing to fill.
      await update({ position: i + 1, progress: Math.round(((i + 1) * 100) / total) })
      continue
    }
    const overall = (step: number) => Math.round((i * 100 + step) / total)
    try {
      await generateCityImage(db, deps, cityId, job.requested_by, async (step) => {
        await update({ progress: overall(STEPS[step].progress), message: STEPS[step].message, current_city: name })
      })
    } catch (error) {
      // One failed city does not stop the rest.
      failures.push({ city: name, error: error instanceof Error ? error.message : String(error) })
    }
    await update({ position: i + 1, progress: overall(100), failures: JSON.stringify(failures) })
    if (i + 1 < total) {
      if (options.stop?.requested || (await higherPriorityWaiting(db, job.priority))) {
        await db.updateTable('image_jobs').set({ state: 'queued' }).where('id', '=', job.id).execute()
        if (options.stop?.requested) await releaseLease(db, owner)
        return job.id
      }
      await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
  const failedAll = total > 0 && failures.length === total
  await db.updateTable('image_jobs').set({
    state: failedAll ? 'failed' : 'done',
    progress: 100,
    message: failedAll ? `Failed to generate image: ${failures[0]!.error}` : failures.length ? `Done; ${failures.length} of ${total} failed` : 'Image generation complete',
    error: failures.length ? failures.map((f) => `${f.city}: ${f.error}`).join('; ') : null,
    failures: JSON.stringify(failures),
    finished_at: new Date(),
    heartbeat_at: new Date(),
  }).where('id', '=', job.id).execute()
  return job.id
}

async function higherPriorityWaiting(db: DB, priority: number): Promise<boolean> {
  const row = await db.selectFrom('image_jobs').select('id').where('state', '=', 'queued').where('priority', '>', priority).limit(1).executeTakeFirst()
  return row !== undefined
}

// ---------------------------------------------------------------------------------------------
// The loop in each server process: polls every few seconds, and at once when this process queues.

let wake: (() => void) | undefined

export function wakeRunner(): void {
  wake?.()
}

/** Starts the runner loop; returns a stop function (for graceful shutdown). */
export function startImageJobRunner(getDb: () => Promise<DB>, deps: () => ImageDeps, onError: (error: unknown) => void, pollMs = 3_000): () => Promise<void> {
  const stop = { requested: false }
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> = Promise.resolve()
  const loop = async () => {
    timer = undefined
    try {
      const db = await getDb()
      while (!stopped && (await runNextJob(db, deps(), { stop }))) {
        // Keep going while there is work.
      }
    } catch (error) {
      onError(error)
    }
    if (!stopped) timer = setTimeout(() => (running = loop()), pollMs)
  }
  wake = () => {
    if (timer && !stopped) {
      clearTimeout(timer)
      running = loop()
    }
  }
  running = loop()
  return async () => {
    stopped = true
    stop.requested = true
    wake = undefined
    clearTimeout(timer)
    await running.catch(() => {})
  }
}

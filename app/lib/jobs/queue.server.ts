import { CompiledQuery, sql } from 'kysely'
import PgBoss from 'pg-boss'
import { database, type DB } from '../db.server.ts'
import { describeError } from '../db-errors.server.ts'
import { log } from '../log.server.ts'
import { DEAD_LETTER, QUEUES, type QueueName, type QueueSpec } from './queues.ts'

/** The process's job queue: pg-boss, and the schema its tables live in. */
export interface JobQueue {
  boss: PgBoss
  schema: string
  queues: Record<string, QueueSpec>
}

export interface OpenJobQueueOptions {
  /** The app's queues; tests add their own. */
  queues?: Record<string, QueueSpec>
}

let current: Promise<JobQueue> | undefined
const workerIds = new Map<string, string>()

/**
 * pg-boss's `db` option, on both engines: its statements run through the app's Kysely handle (its
 * pool and settings on PostgreSQL, the one session of the embedded database). A script (no
 * parameters: pg-boss's install and maintenance, `BEGIN; …; COMMIT;`) runs on one connection held
 * for it and is rolled back if it fails, so no session is left in an aborted transaction. Jobs are
 * sent the same way, in the caller's transaction when it has one.
 */
export function jobSql(db: DB): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      if (values.length > 0) {
        try {
          return await db.executeQuery(CompiledQuery.raw(text, values))
        } catch (error) {
          // pg-boss 10 does not await the write that ends a job (complete or fail): a failure there
          // would be an unhandled rejection, which ends the process. The job stays active until it
          // expires, and then is retried.
          if (!ENDS_A_JOB.test(text)) throw error
          log('error', 'job queue: a job could not be marked finished', { error: describeError(error) })
          return { rows: [{ count: 0 }] }
        }
      }
      return db.connection().execute(async (conn) => {
        try {
          return await conn.executeQuery(CompiledQuery.raw(text))
        } catch (error) {
          await conn.executeQuery(CompiledQuery.raw('rollback')).catch(() => {})
          throw error
        }
      })
    },
  }
}

/** pg-boss's statements that complete or fail jobs by id. */
const ENDS_A_JOB = /^\s*WITH (results|deleted_jobs) AS \(/

/**
 * pg-boss's schema follows the connection's: `pgboss` beside `public`, `<schema>_jobs` beside any
 * other (integration tests on PostgreSQL each run in a schema of their own).
 */
async function jobsSchema(db: DB): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db)
  const schema = rows[0]?.schema ?? 'public'
  return schema === 'public' ? 'pgboss' : `${schema}_jobs`
}

/**
 * Opens the job queue on a database (once per process): installs or migrates pg-boss's tables,
 * creates the queues with their retries, backoff and dead letter. Sending works from then on;
 * jobs run where `startJobWorkers` was called.
 */
export function openJobQueue(db: DB, options: OpenJobQueueOptions = {}): Promise<JobQueue> {
  current ??= open(db, options).catch((error) => {
    current = undefined
    throw error
  })
  return current
}

async function open(db: DB, options: OpenJobQueueOptions): Promise<JobQueue> {
  const schema = await jobsSchema(db)
  const queues = options.queues ?? QUEUES
  const boss = new PgBoss({ db: jobSql(db), schema, archiveCompletedAfterSeconds: 12 * 3600, deleteAfterDays: 7 })
  // An 'error' with no listener would end the process; pg-boss keeps polling after one.
  boss.on('error', (error) => log('error', 'job queue', { error: describeError(error) }))
  await boss.start()
  await boss.createQueue(DEAD_LETTER)
  for (const [name, spec] of Object.entries<QueueSpec>(queues)) {
    const settings = { name, policy: spec.policy ?? 'standard', retryLimit: spec.retryLimit, retryDelay: spec.retryDelay, retryBackoff: spec.retryBackoff ?? true, expireInSeconds: spec.expireInSeconds, deadLetter: DEAD_LETTER }
    await boss.createQueue(name, settings)
    await boss.updateQueue(name, settings)
  }
  return { boss, schema, queues }
}

/** The app's queue, opened on the app's database on first use. */
export async function jobQueue(): Promise<JobQueue> {
  return current ?? openJobQueue(await database())
}

export interface SendOptions {
  id?: string
  priority?: number
  singletonKey?: string
  /** Seconds from now, or a time: the job waits until then (a scheduled campaign, a paced batch). */
  startAfter?: number | string | Date
}

/**
 * Queues a job; its row is written through `db` (in the caller's transaction when `db` is one). A
 * worker of this process hears of it at once; others within their polling interval.
 */
export async function sendJob(db: DB, name: QueueName | (string & {}), data: object, options: SendOptions = {}): Promise<string> {
  const { boss } = await jobQueue()
  const id = await boss.send(name, data, { ...options, db: jobSql(db) })
  if (!id) throw new Error(`The ${name} job was not queued`)
  wakeWorker(name)
  return id
}

/** Wakes this process's worker of a queue (after a send; or after a commit that sent a job). */
export function wakeWorker(name: string): void {
  const id = workerIds.get(name)
  if (id) void jobQueue().then(({ boss }) => boss.notifyWorker(id))
}

export type JobHandler = (job: { id: string; data: any }) => Promise<unknown>

/**
 * Runs the given queues' jobs in this process, one at a time per queue, and keeps the schedules
 * (UTC cron). `closeJobQueue` stops them.
 */
export async function startJobWorkers(handlers: Partial<Record<string, JobHandler>>): Promise<void> {
  const { boss, queues } = await jobQueue()
  for (const [name, handler] of Object.entries(handlers)) {
    const spec = queues[name]
    if (!spec || !handler) throw new Error(`No queue named ${name}`)
    if (workerIds.has(name)) continue
    const id = await boss.work(name, { batchSize: 1, pollingIntervalSeconds: spec.pollingIntervalSeconds ?? 2 }, async ([job]) => handler(job!))
    workerIds.set(name, id)
  }
  // A schedule is kept in the database: one no longer in the code (or with no worker) goes.
  for (const { name } of await boss.getSchedules()) if (!queues[name]?.cron || !workerIds.has(name)) await boss.unschedule(name)
  for (const [name, spec] of Object.entries(queues)) if (spec.cron && workerIds.has(name)) await boss.schedule(name, spec.cron, {}, { tz: 'UTC' })
}

/**
 * Closes the queue (before the database). With `graceMs`, running jobs get that long to finish;
 * a job still running then goes back to the queue as a failed attempt, retried later.
 */
export async function closeJobQueue(graceMs?: number): Promise<void> {
  const opened = current
  current = undefined
  workerIds.clear()
  const queue = await opened?.catch(() => undefined)
  await queue?.boss.stop(graceMs === undefined ? { graceful: false } : { graceful: true, timeout: graceMs })
}

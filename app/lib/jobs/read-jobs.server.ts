import { sql } from 'kysely'
import type { DB } from '../db.server.ts'
import { jobQueue } from './queue.server.ts'
import { DEAD_LETTER } from './queues.ts'

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'
export const OPEN_STATES: JobState[] = ['created', 'retry', 'active']

/** One pg-boss job as the app reads it (live, or archived once finished for 12 hours). */
export interface JobRow {
  id: string
  name: string
  state: JobState
  data: Record<string, any>
  /** The handler's answer; the error ({ message, … }) of a failed attempt; while running, its progress. */
  output: Record<string, any> | null
  retry_count: number
  created_on: Date
  started_on: Date | null
  completed_on: Date | null
}

const COLUMNS = sql.raw('id, name, state::text as state, data, output, retry_count, created_on, started_on, completed_on')

/** pg-boss's job and archive tables as one, for Kysely: `db.selectFrom(await jobsTable())`. */
export async function jobsTable() {
  const { schema } = await jobQueue()
  return sql<JobRow>`(select ${COLUMNS} from ${sql.id(schema, 'job')} union all select ${COLUMNS} from ${sql.id(schema, 'archive')})`.as('j')
}

/** Keeps a running job's progress where every instance can read it (pg-boss replaces it when the job ends). */
export async function reportJobProgress(db: DB, queue: string, id: string, progress: object): Promise<void> {
  const { schema } = await jobQueue()
  await sql`update ${sql.id(schema, 'job')} set output = ${JSON.stringify(progress)}::jsonb where name = ${queue} and id = ${id} and state = 'active'`.execute(db)
}

export interface QueueOverview {
  name: string
  label: string
  queued: number
  running: number
  completed: number
  failed: number
  /** Jobs that needed more than one attempt. */
  retried: number
  cron: string | null
}

export interface JobFailure {
  id: string
  queue: string
  error: string
  attempts: number
  at: string
}

/** The admin's Jobs tab: per queue, its jobs of the last seven days by state; the last failures. */
export async function jobsOverview(db: DB): Promise<{ queues: QueueOverview[]; failures: JobFailure[] }> {
  const { queues } = await jobQueue()
  const jobs = await jobsTable()
  const counts = await db.selectFrom(jobs).select(['name', 'state'])
    .select((eb) => [eb.fn.countAll<string>().as('n'), sql<string>`count(*) filter (where retry_count > 0)`.as('retried')])
    .groupBy(['name', 'state']).execute()
  const count = (name: string, states: JobState[]) => counts.filter((c) => c.name === name && states.includes(c.state)).reduce((sum, c) => sum + Number(c.n), 0)
  const names = [...Object.keys(queues), DEAD_LETTER]
  const overview = names.map((name) => ({
    name,
    label: queues[name]?.label ?? 'Failed jobs (retries spent)',
    queued: count(name, ['created', 'retry']),
    running: count(name, ['active']),
    completed: count(name, ['completed']),
    failed: count(name, ['failed']),
    retried: counts.filter((c) => c.name === name).reduce((sum, c) => sum + Number(c.retried), 0),
    cron: queues[name]?.cron ?? null,
  }))
  const failed = await db.selectFrom(jobs).select(['id', 'name', 'output', 'retry_count', 'completed_on'])
    .where('state', '=', 'failed').orderBy('completed_on', 'desc').limit(10).execute()
  const failures = failed.map((f) => ({
    id: f.id, queue: f.name, error: String(f.output?.message ?? 'Unknown error'), attempts: f.retry_count + 1, at: new Date(f.completed_on ?? Date.now()).toISOString(),
  }))
  return { queues: overview, failures }
}

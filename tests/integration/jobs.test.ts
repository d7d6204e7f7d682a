// Both engines: pg-boss runs on each engine through its own driver (decision 017).
// The job queue (pg-boss, decision 017) on the test's engine: retries with backoff, the dead
// letter, a job surviving a restart, the schedules and the admin's overview.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { contentVersion } from '~/lib/content-version.server.ts'
import { maintenanceWorkers } from '~/lib/db-maintenance.server.ts'
import { openDatabase, type DB } from '~/lib/db.server.ts'
import { closeJobQueue, jobQueue, sendJob, startJobWorkers } from '~/lib/jobs/queue.server.ts'
import { DEAD_LETTER, QUEUES, type QueueSpec } from '~/lib/jobs/queues.ts'
import { jobsOverview } from '~/lib/jobs/read-jobs.server.ts'
import { engine, openAppDatabase, testSchema } from '../support/app-database.ts'
import { eventually, openTestJobQueue } from './test-jobs.ts'

// Fast retries for the tests: 1 s, then 2 s (backoff).
const TEST_QUEUES = {
  ...QUEUES,
  flaky: { label: 'Flaky', retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
  doomed: { label: 'Doomed', retryLimit: 1, retryDelay: 1, expireInSeconds: 30 },
  later: { label: 'Later', retryLimit: 2, retryDelay: 1, expireInSeconds: 30 },
}

const job = async (name: string, id: string) => (await jobQueue()).boss.getJobById(name, id, { includeArchive: true })
const reaches = (name: string, id: string, state: string) => eventually(async () => {
  const found = await job(name, id)
  return found?.state === state ? found : undefined
})

const db = await openAppDatabase('jobs')
beforeAll(() => openTestJobQueue(db, TEST_QUEUES))

describe(`the job queue on ${engine}`, () => {
  it('retries a job that fails, with backoff, until it succeeds', async () => {
    const attempts: number[] = []
    await startJobWorkers({
      flaky: async (j) => {
        attempts.push(Date.now())
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} failed`)
        return { answer: j.data.question * 2 }
      },
    })
    const id = await sendJob(db, 'flaky', { question: 21 })
    const done = await reaches('flaky', id, 'completed')
    expect(done).toMatchObject({ retryCount: 2, output: { answer: 42 } })
    expect(attempts).toHaveLength(3)
    // 1 s before the first retry, 2 s before the second (pg-boss adds up to a second of jitter's worth of polling).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(900)
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(1_800)
    const flaky = (await jobsOverview(db)).queues.find((q) => q.name === 'flaky')
    expect(flaky).toMatchObject({ label: 'Flaky', completed: 1, retried: 1, failed: 0, queued: 0, running: 0 })
  })

  it('keeps a job whose retries are spent as failed, copies it to the dead letter, and shows its error', async () => {
    await startJobWorkers({ doomed: async () => Promise.reject(new Error('The printer is on fire')) })
    const id = await sendJob(db, 'doomed', { page: 1 })
    const failed = await reaches('doomed', id, 'failed')
    expect(failed).toMatchObject({ retryCount: 1, output: { message: 'The printer is on fire' } })
    const overview = await jobsOverview(db)
    expect(overview.queues.find((q) => q.name === 'doomed')).toMatchObject({ failed: 1, retried: 1 })
    expect(overview.queues.find((q) => q.name === DEAD_LETTER)).toMatchObject({ queued: 1 })
    expect(overview.failures[0]).toMatchObject({ id, queue: 'doomed', error: 'The printer is on fire', attempts: 2 })
  })

  it('runs the scheduled work: the new UTC day bumps the content version; schedules are kept in UTC', async () => {
    await startJobWorkers(maintenanceWorkers(db, engine === 'pglite'))
    const schedules = await (await jobQueue()).boss.getSchedules()
    const expected = [...(engine === 'pglite' ? ['vacuum'] : []), 'prune-rate-limits', 'new-day']
    const crons: Record<string, string | undefined> = Object.fromEntries(Object.entries<QueueSpec>(QUEUES).map(([name, spec]) => [name, spec.cron]))
    expect(schedules.map((s) => [s.name, s.cron, (s as { timezone?: string }).timezone]).sort()).toEqual(expected.map((name) => [name, crons[name], 'UTC']).sort())
    const before = await contentVersion(db)
    await reaches('new-day', await sendJob(db, 'new-day', {}), 'completed')
    expect(await contentVersion(db)).toBe(before + 1)
    await reaches('prune-rate-limits', await sendJob(db, 'prune-rate-limits', {}), 'completed')
  })
})

describe(`a restart on ${engine}`, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'safest-jobs-restart-'))
  const open = (): DB => (engine === 'pglite' ? openDatabase({ dataDir }) : openDatabase({ url: process.env.DATABASE_URL, schema: testSchema }))
  const queues = { later: TEST_QUEUES.later }

  it('runs a job queued before the restart, and again one that was running when the process stopped', async () => {
    await closeJobQueue()
    let db = open()
    await openTestJobQueue(db, queues)
    const queued = await sendJob(db, 'later', { n: 1 })
    // A job running at shutdown: given 1 s to finish, it does not, and goes back to the queue.
    let release!: () => void
    const started = new Promise<void>((resolve) => {
      void startJobWorkers({ later: async (j) => (j.data.n === 1 ? (resolve(), new Promise<void>((r) => (release = r))) : undefined) })
    })
    await started
    await closeJobQueue(1_000)
    release()
    await db.destroy()

    db = open()
    await openTestJobQueue(db, queues)
    const seen: number[] = []
    await startJobWorkers({ later: async (j) => void seen.push(j.data.n) })
    const second = await sendJob(db, 'later', { n: 2 })
    await reaches('later', second, 'completed')
    const first = await reaches('later', queued, 'completed')
    expect(first.retryCount).toBe(1)
    expect(seen.sort()).toEqual([1, 2])
    await closeJobQueue()
    await db.destroy()
  }, 60_000)
})

// Both engines: the job queue on each engine (pg-boss, decision 017).
// City image generation on the database: traits, one generation, and requests run through the job
// queue (pg-boss: one job per city, in order, one at a time): states and progress, failures and
// retries, the pause between cities, priorities, a restart. Runs on PGlite and (TEST_DB=postgres) PostgreSQL.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestCityImages, waitForJob } from '~/domain/city-images/city-images-tab.admin.server.ts'
import { generateCityImage, type ImageDeps } from '~/domain/city-images/generate-city-image.server.ts'
import { cityImageWorker, enqueueBackfill, enqueueImageJob, findJob, SPECIFIC_CITIES } from '~/domain/city-images/city-image-jobs.server.ts'
import { cityTraitsSchema } from '~/domain/city-images/city-traits.ts'
import { proceduralProvider, type ImageProvider } from '~/domain/city-images/providers.server.ts'
import { localStore } from '~/lib/upload-store.server.ts'
import { contentVersion } from '~/lib/content-version.server.ts'
import { closeJobQueue, jobQueue, startJobWorkers } from '~/lib/jobs/queue.server.ts'
import { QUEUES } from '~/lib/jobs/queues.ts'
import { jobsTable } from '~/lib/jobs/read-jobs.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'
import { openTestJobQueue } from './test-jobs.ts'

const storage = localStore(mkdtempSync(join(tmpdir(), 'safest-images-')))
const deps: ImageDeps = { provider: proceduralProvider, storage }
/** What the worker uses: tests swap the provider and the pause between cities. */
let settings: ImageDeps & { pauseMs: number } = { ...deps, pauseMs: 0 }
// A failed city is retried after 1 s here (5 s and more, with backoff, in the app).
const queues = { ...QUEUES, 'city-image': { ...QUEUES['city-image'], retryDelay: 1, retryBackoff: false } }

const cityId = async (name: string) => (await db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const version = async (name: string) => (await db.selectFrom('cities').select('image_version').where('name', '=', name).executeTakeFirstOrThrow()).image_version
const startWorker = () => startJobWorkers({ 'city-image': cityImageWorker(db, () => settings) })
const finished = async (id: string | undefined) => (await waitForJob(db, id!, 170_000))!
/** Cancels every city job still waiting (requests made only to look at them). */
async function cancelWaiting() {
  const waiting = await db.selectFrom(await jobsTable()).select('id').where('name', '=', 'city-image').where('state', '=', 'created').execute()
  if (waiting.length) await (await jobQueue()).boss.cancel('city-image', waiting.map((j) => j.id))
}

const db = await openAppDatabase('city-image-jobs')
beforeAll(() => openTestJobQueue(db, queues))

describe(`city images on ${engine}`, () => {
  it('every seeded city has valid traits and no image yet', async () => {
    const cities = await db.selectFrom('cities').select(['name', 'traits', 'image_version', 'image_path']).execute()
    expect(cities).toHaveLength(52)
    for (const c of cities) {
      expect(cityTraitsSchema.safeParse(c.traits).success, c.name).toBe(true)
      expect(c.image_version).toBe(0)
      expect(c.image_path).toBeNull()
    }
  })

  it('generating stores the original and every size, bumps the version and content version, and audits', async () => {
    const before = await contentVersion(db)
    const steps: string[] = []
    const result = await generateCityImage(db, deps, await cityId('Denver'), 'admin@test', async (s) => void steps.push(s))
    expect(result).toEqual({ imageUrl: '/city-images/denver.jpg', version: 1 })
    expect(steps).toEqual(['start', 'process', 'finalize'])
    expect(await contentVersion(db)).toBe(before + 1)
    const original = await storage.get('city-images/denver.jpg')
    expect(await sharp(original!).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 })
    for (const w of [400, 800, 1600]) {
      expect((await sharp((await storage.get(`city-images/denver.v1-${w}.webp`))!).metadata()).width).toBe(w)
      expect((await sharp((await storage.get(`city-images/denver.v1-${w}.jpg`))!).metadata()).format).toBe('jpeg')
    }
    const audit = await db.selectFrom('audit_log').select(['actor', 'action', 'entity_id']).where('action', '=', 'city-image.generate').execute()
    expect(audit).toEqual([{ actor: 'admin@test', action: 'city-image.generate', entity_id: String(await cityId('Denver')) }])
    // Regenerating: a new version; the old version's sizes are removed.
    await generateCityImage(db, deps, await cityId('Denver'), 'admin@test')
    expect(await version('Denver')).toBe(2)
    expect(await storage.get('city-images/denver.v1-400.webp')).toBeUndefined()
    expect(await storage.get('city-images/denver.v2-400.webp')).toBeDefined()
  })

  it('the procedural provider is deterministic per city and version', async () => {
    const traits = cityTraitsSchema.parse((await db.selectFrom('cities').select('traits').where('name', '=', 'Seattle').executeTakeFirstOrThrow()).traits)
    const city = { name: 'Seattle', state: 'WA', slug: 'seattle', traits, version: 1 }
    const a = await proceduralProvider.generate(city)
    expect((await proceduralProvider.generate(city)).equals(a)).toBe(true)
    expect((await proceduralProvider.generate({ ...city, version: 2 })).equals(a)).toBe(false)
  })
})

describe(`the admin's image requests on ${engine}`, () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData()
    for (const [k, v] of Object.entries(fields)) f.set(k, v)
    return f
  }
  it('queues one city, the specific six, the missing ones and those after a city; refuses junk', async () => {
    expect(await requestCityImages(db, form({ intent: 'generate', cityId: String(await cityId('Austin')) }), 'a@test')).toMatchObject({ kind: 'city', label: 'Austin', state: 'queued', total: 1 })
    expect(await requestCityImages(db, form({ intent: 'generate-all', scope: 'specific' }), 'a@test')).toMatchObject({ kind: 'list', total: 6, progress: 0 })
    expect(await requestCityImages(db, form({ intent: 'generate-all', scope: 'missing' }), 'a@test')).toMatchObject({ kind: 'missing', total: 51 })
    expect(await requestCityImages(db, form({ intent: 'generate-all', scope: 'after', afterCity: 'Milwaukee' }), 'a@test')).toMatchObject({ label: 'Cities after Milwaukee' })
    await expect(requestCityImages(db, form({ intent: 'generate-all', scope: 'after', afterCity: 'Gotham' }), 'a@test')).rejects.toMatchObject({ code: 'not-found', message: 'Could not find reference city' })
    await expect(requestCityImages(db, form({ intent: 'explode' }), 'a@test')).rejects.toMatchObject({ code: 'invalid' })
    await cancelWaiting()
  })

  it('Generate All after a city queues every city alphabetically after it, in order; an unknown city is refused', async () => {
    const id = (await enqueueImageJob(db, { kind: 'after', cityName: 'milwaukee' }, 'admin@test'))!
    const jobs = await db.selectFrom(await jobsTable()).select(['id', 'data']).where('name', '=', 'city-image').where(sql`data->>'batch'`, '=', id).orderBy('id').execute()
    const names = jobs.map((j) => j.data.city as string)
    const after = (await db.selectFrom('cities').select('name').where('name', '>', 'Milwaukee').orderBy('name').execute()).map((c) => c.name)
    expect(names).toEqual(after)
    expect(names[0]).toBe('Minneapolis')
    expect(jobs.every((j) => j.data.label === 'Cities after Milwaukee')).toBe(true)
    await expect(enqueueImageJob(db, { kind: 'after', cityName: 'Atlantis' }, 'admin@test')).rejects.toMatchObject({ code: 'not-found' })
    await cancelWaiting()
  })
})

describe(`image requests run on the job queue on ${engine}`, () => {
  it('a request goes queued → running (10 with the spec message and the current city) → done at 100', async () => {
    const seen: { state: string; progress: number; message: string; currentCity: string | null }[] = []
    let jobId = ''
    const watching: ImageProvider = {
      name: 'procedural',
      generate: async (city) => {
        const job = (await findJob(db, jobId))!
        seen.push({ state: job.state, progress: job.progress, message: job.message, currentCity: job.currentCity })
        return proceduralProvider.generate(city)
      },
    }
    settings = { provider: watching, storage, pauseMs: 0 }
    jobId = (await enqueueImageJob(db, { kind: 'city', cityId: await cityId('Miami') }, 'admin@test'))!
    expect((await findJob(db, jobId))!.state).toBe('queued')
    await startWorker()
    expect(await finished(jobId)).toMatchObject({ state: 'done', progress: 100, completed: 1, total: 1, failures: [], message: 'Image generation complete' })
    expect(seen).toEqual([{ state: 'running', progress: 10, message: 'Starting image generation...', currentCity: 'Miami' }])
   }, 120_000)

  it('one failed city (retried once) does not stop the rest; a request whose only city fails is failed', async () => {
    const tries: string[] = []
    const flaky: ImageProvider = { name: 'procedural', generate: async (city) => (tries.push(city.name), city.name === 'Anchorage' ? Promise.reject(new Error('Provider exploded')) : proceduralProvider.generate(city)) }
    settings = { provider: flaky, storage, pauseMs: 0 }
    const id = await enqueueImageJob(db, { kind: 'list', names: SPECIFIC_CITIES }, 'admin@test')
    expect(await finished(id)).toMatchObject({ state: 'done', progress: 100, completed: 6, message: 'Done; 1 of 6 failed', failures: [{ city: 'Anchorage', error: 'Provider exploded' }] })
    expect(tries.filter((c) => c === 'Anchorage')).toHaveLength(2)
    expect(await version('Anchorage')).toBe(0)
    expect(await version('Wilmington')).toBe(1)
    const single = await enqueueImageJob(db, { kind: 'city', cityId: await cityId('Anchorage') }, 'admin@test')
    expect(await finished(single)).toMatchObject({ state: 'failed', message: 'Failed to generate image: Provider exploded' })
  }, 180_000) // draws 5 cities (sharp), slow on a busy machine

  it('waits the spec’s second between two cities of a request', async () => {
    const started: number[] = []
    settings = { provider: { name: 'procedural', generate: async (city) => (started.push(Date.now()), proceduralProvider.generate(city)) }, storage, pauseMs: 1_000 }
    await finished(await enqueueImageJob(db, { kind: 'list', names: ['Boise', 'Fargo'] }, 'admin@test'))
    expect(started).toHaveLength(2)
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(1_000)
  }, 120_000)

  it('a request queued before the queue restarts runs after it', async () => {
    settings = { ...deps, pauseMs: 0 }
    await closeJobQueue()
    await openTestJobQueue(db, queues)
    const id = await enqueueImageJob(db, { kind: 'city', cityId: await cityId('Omaha') }, 'admin@test')
    await closeJobQueue()
    await openTestJobQueue(db, queues)
    await startWorker()
    expect(await finished(id)).toMatchObject({ state: 'done', completed: 1 })
    expect(await version('Omaha')).toBe(1)
  }, 120_000)

  it('the start-up fill yields to an admin request and then fills every city without an image', async () => {
    const order: string[] = []
    let admin: string | undefined
    const provider: ImageProvider = {
      name: 'procedural',
      generate: async (city) => {
        order.push(city.name)
        admin ??= await enqueueImageJob(db, { kind: 'city', cityId: await cityId('Seattle') }, 'admin@test')
        return proceduralProvider.generate(city)
      },
    }
    settings = { provider, storage, pauseMs: 0 }
    // Four cities left without an image (the others count as drawn), to keep the test short.
    const left = ['Albuquerque', 'Atlanta', 'Austin', 'Seattle']
    await db.updateTable('cities').set({ image_version: 1 }).where('image_version', '=', 0).where('name', 'not in', left).execute()
    const fill = (await enqueueBackfill(db))!
    expect(await enqueueBackfill(db)).toBeUndefined()
    expect(await findJob(db, fill)).toMatchObject({ system: true, total: 4 })
    expect(await finished(fill)).toMatchObject({ state: 'done', failures: [] })
    // The admin's city came second, right after the fill's first; the fill skipped it later.
    expect(order).toEqual(['Albuquerque', 'Seattle', 'Atlanta', 'Austin'])
    expect(await db.selectFrom('cities').select('name').where('image_version', '=', 0).execute()).toEqual([])
  }, 180_000)
})

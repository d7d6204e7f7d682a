// City image generation on the database: traits, one generation, job states, failures, restart,
// the single-runner lease and priorities. Runs on PGlite and (TEST_DB=postgres) PostgreSQL.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generateCityImage, type ImageDeps } from '~/domain/admin/city-images/generate.server.ts'
import { enqueueBackfill, enqueueImageJob, findJob, JobScopeError, runNextJob, SPECIFIC_CITIES } from '~/domain/admin/city-images/jobs.server.ts'
import { cityTraitsSchema } from '~/domain/city-images/city-traits.ts'
import { proceduralProvider, type ImageProvider } from '~/domain/city-images/providers.server.ts'
import { localStorage } from '~/domain/city-images/storage.server.ts'
import { contentVersion } from '~/lib/content-version.server.ts'
import { createTestDatabase, engine, type TestDatabase } from './test-db.ts'

let t: TestDatabase
const storage = localStorage(mkdtempSync(join(tmpdir(), 'safest-images-')))
const deps: ImageDeps = { provider: proceduralProvider, storage }
const fast = { delayMs: 0, owner: 'test-runner' }

const cityId = async (name: string) => (await t.db.selectFrom('cities').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id
const version = async (name: string) => (await t.db.selectFrom('cities').select('image_version').where('name', '=', name).executeTakeFirstOrThrow()).image_version
/** Runs queued jobs until none is left. */
async function drain(d: ImageDeps = deps, options = fast) {
  while (await runNextJob(t.db, d, options)) {
    // next job
  }
}

beforeAll(async () => {
  t = await createTestDatabase()
})
afterAll(async () => {
  await t.close()
})

describe(`city images on ${engine}`, () => {
  it('every seeded city has valid traits and no image yet', async () => {
    const cities = await t.db.selectFrom('cities').select(['name', 'traits', 'image_version', 'image_path']).execute()
    expect(cities).toHaveLength(52)
    for (const c of cities) {
      expect(cityTraitsSchema.safeParse(c.traits).success, c.name).toBe(true)
      expect(c.image_version).toBe(0)
      expect(c.image_path).toBeNull()
    }
  })

  it('generating stores the original and every size, bumps the version and content version, and audits', async () => {
    const before = await contentVersion(t.db)
    const steps: string[] = []
    const result = await generateCityImage(t.db, deps, await cityId('Denver'), 'admin@test', async (s) => void steps.push(s))
    expect(result).toEqual({ imageUrl: '/city-images/denver.jpg', version: 1 })
    expect(steps).toEqual(['start', 'process', 'finalize'])
    expect(await contentVersion(t.db)).toBe(before + 1)
    const original = await storage.get('city-images/denver.jpg')
    expect(await sharp(original!).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 })
    for (const w of [400, 800, 1600]) {
      expect((await sharp((await storage.get(`city-images/denver.v1-${w}.webp`))!).metadata()).width).toBe(w)
      expect((await sharp((await storage.get(`city-images/denver.v1-${w}.jpg`))!).metadata()).format).toBe('jpeg')
    }
    const audit = await t.db.selectFrom('audit_log').select(['actor', 'action', 'entity_id']).where('action', '=', 'city-image.generate').execute()
    expect(audit).toEqual([{ actor: 'admin@test', action: 'city-image.generate', entity_id: String(await cityId('Denver')) }])
    // Regenerating: a new version; the old version's sizes are removed.
    await generateCityImage(t.db, deps, await cityId('Denver'), 'admin@test')
    expect(await version('Denver')).toBe(2)
    expect(await storage.get('city-images/denver.v1-400.webp')).toBeUndefined()
    expect(await storage.get('city-images/denver.v2-400.webp')).toBeDefined()
  })

  it('the procedural provider is deterministic per city and version', async () => {
    const traits = cityTraitsSchema.parse((await t.db.selectFrom('cities').select('traits').where('name', '=', 'Seattle').executeTakeFirstOrThrow()).traits)
    const city = { name: 'Seattle', state: 'WA', slug: 'seattle', traits, version: 1 }
    const a = await proceduralProvider.generate(city)
    expect((await proceduralProvider.generate(city)).equals(a)).toBe(true)
    expect((await proceduralProvider.generate({ ...city, version: 2 })).equals(a)).toBe(false)
  })

  it('a job goes queued → running (10, 50, 90 with the spec messages) → done at 100', async () => {
    const seen: { state: string; progress: number; message: string; currentCity: string | null }[] = []
    let jobId = ''
    const watching: ImageProvider = {
      name: 'procedural',
      generate: async (city) => {
        const job = (await findJob(t.db, jobId))!
        seen.push({ state: job.state, progress: job.progress, message: job.message, currentCity: job.currentCity })
        return proceduralProvider.generate(city)
      },
    }
    jobId = await enqueueImageJob(t.db, { kind: 'city', cityId: await cityId('Miami') }, 'admin@test')
    expect((await findJob(t.db, jobId))!.state).toBe('queued')
    await drain({ provider: watching, storage })
    expect(seen).toEqual([{ state: 'running', progress: 10, message: 'Starting image generation...', currentCity: 'Miami' }])
    const done = (await findJob(t.db, jobId))!
    expect(done).toMatchObject({ state: 'done', progress: 100, completed: 1, total: 1, failures: [] })
  })

  it('one failed city does not stop the rest; a job whose only city fails is failed', async () => {
    const flaky: ImageProvider = { name: 'procedural', generate: async (city) => (city.name === 'Anchorage' ? Promise.reject(new Error('Provider exploded')) : proceduralProvider.generate(city)) }
    const id = await enqueueImageJob(t.db, { kind: 'list', names: SPECIFIC_CITIES }, 'admin@test')
    await drain({ provider: flaky, storage })
    const job = (await findJob(t.db, id))!
    expect(job).toMatchObject({ state: 'done', progress: 100, completed: 6, failures: [{ city: 'Anchorage', error: 'Provider exploded' }] })
    expect(await version('Anchorage')).toBe(0)
    expect(await version('Wilmington')).toBe(1)
    const single = await enqueueImageJob(t.db, { kind: 'city', cityId: await cityId('Anchorage') }, 'admin@test')
    await drain({ provider: flaky, storage })
    expect(await findJob(t.db, single)).toMatchObject({ state: 'failed', message: 'Failed to generate image: Provider exploded' })
  })

  it('Generate All after a city takes every city alphabetically after it; an unknown city is refused', async () => {
    const id = await enqueueImageJob(t.db, { kind: 'after', cityName: 'milwaukee' }, 'admin@test')
    const job = (await t.db.selectFrom('image_jobs').select(['city_ids', 'label']).where('id', '=', id).executeTakeFirstOrThrow())
    const names = await t.db.selectFrom('cities').select('name').where('id', 'in', job.city_ids).orderBy('name').execute()
    expect(job.label).toBe('Cities after Milwaukee')
    expect(names.map((n) => n.name)).toEqual(names.map((n) => n.name).filter((n) => n > 'Milwaukee'))
    expect(names[0]!.name).toBe('Minneapolis')
    await expect(enqueueImageJob(t.db, { kind: 'after', cityName: 'Atlantis' }, 'admin@test')).rejects.toThrow(JobScopeError)
    await t.db.deleteFrom('image_jobs').where('id', '=', id).execute()
  })

  it('a running job left by a crash is resumed where it stopped once its runner lease expires', async () => {
    const id = await enqueueImageJob(t.db, { kind: 'list', names: ['Boise', 'Fargo', 'Omaha'] }, 'admin@test')
    // The crashed runner: job running at position 1, lease held by it and still fresh.
    await t.db.updateTable('image_jobs').set({ state: 'running', position: 1, attempts: 1 }).where('id', '=', id).execute()
    await t.db.updateTable('image_job_runner').set({ owner: 'crashed', lease_until: new Date(Date.now() + 60_000) }).execute()
    expect(await runNextJob(t.db, deps, fast)).toBeUndefined()
    await t.db.updateTable('image_job_runner').set({ lease_until: new Date(Date.now() - 1000) }).execute()
    expect(await runNextJob(t.db, deps, fast)).toBe(id)
    expect(await findJob(t.db, id)).toMatchObject({ state: 'done', completed: 3 })
    expect((await t.db.selectFrom('image_jobs').select('attempts').where('id', '=', id).executeTakeFirstOrThrow()).attempts).toBe(2)
    expect([await version('Boise'), await version('Fargo'), await version('Omaha')]).toEqual([0, 1, 1])
  })

  it('the start-up fill yields to an admin request and then fills every city without an image', async () => {
    const fill = (await enqueueBackfill(t.db))!
    expect(await enqueueBackfill(t.db)).toBeUndefined()
    let admin = ''
    let queued = false
    const provider: ImageProvider = {
      name: 'procedural',
      generate: async (city) => {
        if (!queued) {
          queued = true
          admin = await enqueueImageJob(t.db, { kind: 'city', cityId: await cityId('Boise') }, 'admin@test')
        }
        return proceduralProvider.generate(city)
      },
    }
    expect(await runNextJob(t.db, { provider, storage }, fast)).toBe(fill)
    expect((await findJob(t.db, fill))!.state).toBe('queued')
    expect(await runNextJob(t.db, { provider, storage }, fast)).toBe(admin)
    await drain({ provider, storage })
    expect(await findJob(t.db, fill)).toMatchObject({ state: 'done', failures: [] })
    const missing = await t.db.selectFrom('cities').select('name').where('image_version', '=', 0).execute()
    expect(missing).toEqual([])
  }, 180_000) // draws all 52 cities (sharp), slow on a busy machine
})

describe(`the admin's image requests on ${engine}`, () => {
  const form = (fields: Record<string, string>) => {
    const f = new FormData()
    for (const [k, v] of Object.entries(fields)) f.set(k, v)
    return f
  }
  it('queues one city, the specific six, the missing ones and those after a city; refuses junk', async () => {
    const { requestCityImages } = await import('~/domain/admin/city-images/city-image-admin.server.ts')
    expect(await requestCityImages(t.db, form({ intent: 'generate', cityId: String(await cityId('Austin')) }), 'a@test')).toMatchObject({ ok: true, job: { kind: 'city', label: 'Austin', state: 'queued' } })
    expect(await requestCityImages(t.db, form({ intent: 'generate-all', scope: 'specific' }), 'a@test')).toMatchObject({ ok: true, job: { kind: 'list', total: 6 } })
    expect(await requestCityImages(t.db, form({ intent: 'generate-all', scope: 'missing' }), 'a@test')).toMatchObject({ ok: true, job: { kind: 'missing' } })
    expect(await requestCityImages(t.db, form({ intent: 'generate-all', scope: 'after', afterCity: 'Milwaukee' }), 'a@test')).toMatchObject({ ok: true, job: { label: 'Cities after Milwaukee' } })
    expect(await requestCityImages(t.db, form({ intent: 'generate-all', scope: 'after', afterCity: 'Gotham' }), 'a@test')).toEqual({ ok: false, toast: { title: 'City Not Found', description: 'Could not find reference city' } })
    expect(await requestCityImages(t.db, form({ intent: 'explode' }), 'a@test')).toMatchObject({ ok: false })
    await t.db.deleteFrom('image_jobs').where('state', '=', 'queued').execute()
  })
})

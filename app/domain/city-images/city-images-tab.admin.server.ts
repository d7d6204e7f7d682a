import { sql } from 'kysely'
import { z } from 'zod'
import { AppError, conflict, notFound } from '~/lib/app-error.ts'
import type { DB } from '~/lib/db.server.ts'
import { emptyIfMissing, integerId, parseOrFail, singleLine } from '~/lib/form-fields.ts'
import { isUuid } from '~/lib/uuid.ts'
import { currentJob, enqueueImageJob, findJob, SPECIFIC_CITIES, type JobView } from './city-image-jobs.server.ts'

export interface AdminCityImage {
  id: number
  name: string
  state: string
  slug: string
  imageVersion: number
}

/** The tab's data: the cities (all, or the specific six) with their image version, and the job to show. */
export async function cityImagesStatus(db: DB, options: { specific?: boolean; jobId?: string | null } = {}): Promise<{ cities: AdminCityImage[]; job: JobView | null }> {
  const rows = await db.selectFrom('cities').select(['id', 'name', 'state', 'slug', 'image_version']).orderBy('name')
    .$if(options.specific === true, (q) => q.where('name', 'in', [...SPECIFIC_CITIES])).execute()
  const cities = rows.map((r) => ({ id: r.id, name: r.name, state: r.state.trim(), slug: r.slug, imageVersion: r.image_version }))
  if (options.specific) cities.sort((a, b) => SPECIFIC_CITIES.indexOf(a.name as never) - SPECIFIC_CITIES.indexOf(b.name as never))
  const job = (isUuid(options.jobId) ? await findJob(db, options.jobId) : undefined) ?? (await currentJob(db))
  return { cities, job: job ?? null }
}

const CITY_MESSAGE = 'City must be one of the listed cities'
const oneCity = z.object({ intent: z.literal('generate'), cityId: integerId(CITY_MESSAGE) })
const citiesAfter = z.object({ intent: z.literal('generate-all'), scope: z.literal('after'), afterCity: emptyIfMissing(singleLine('City', 100).min(1, 'Choose a city')) })
const citiesInScope = z.object({ intent: z.literal('generate-all', { message: 'Unknown action' }), scope: z.enum(['missing', 'specific'], { message: 'Choose which cities to generate' }) })

/** The request's schema, by its intent and scope (so a refusal names the field at fault, not the union). */
function requestSchema(fields: Record<string, string>) {
  return fields.intent === 'generate' ? oneCity : fields.scope === 'after' ? citiesAfter : citiesInScope
}

/**
 * Queues what the admin asked for (one city, the missing ones, those after a city, the specific
 * six) and returns its job. Refused: a field the schema refuses, an unknown reference city
 * (not-found), nothing to generate (conflict).
 */
export async function requestCityImages(db: DB, form: FormData, actor: string): Promise<JobView> {
  const fields = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))
  const r = parseOrFail(requestSchema(fields), fields)
  const id = r.intent === 'generate'
    ? await enqueueImageJob(db, { kind: 'city', cityId: r.cityId }, actor)
    : r.scope === 'missing' ? await enqueueImageJob(db, { kind: 'missing' }, actor)
      : r.scope === 'after' ? await enqueueImageJob(db, { kind: 'after', cityName: r.afterCity }, actor)
        : await enqueueImageJob(db, { kind: 'list', names: SPECIFIC_CITIES }, actor)
  if (!id) throw conflict('Every one of these cities has an image already')
  return (await findJob(db, id))!
}

/**
 * POST /api/generate-runware-image: queues one city (by name) ahead of any bulk run, waits for
 * its image to be stored and returns its URL. Refused: an unknown city (not-found), a job that did
 * not finish in time (timeout) or failed (provider-failed, with the provider's text).
 */
export async function generateNamedCityImage(db: DB, cityName: string, actor: string, timeoutMs?: number): Promise<string> {
  const city = await db.selectFrom('cities').select('id').where(sql`lower(name)`, '=', cityName.trim().toLowerCase()).executeTakeFirst()
  if (!city) throw notFound('City Not Found')
  const job = await waitForJob(db, (await enqueueImageJob(db, { kind: 'city', cityId: city.id }, actor))!, timeoutMs)
  if (!job) throw new AppError('timeout', 'Failed to generate image: timed out')
  if (job.state === 'failed') throw new AppError('provider-failed', job.message)
  const row = await db.selectFrom('cities').select('image_path').where('id', '=', city.id).executeTakeFirstOrThrow()
  return row.image_path!
}

/** Waits for a job to finish (done or failed), polling; undefined after the timeout. */
export async function waitForJob(db: DB, id: string, timeoutMs = 120_000): Promise<JobView | undefined> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    const job = await findJob(db, id)
    if (job && (job.state === 'done' || job.state === 'failed')) return job
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return undefined
}

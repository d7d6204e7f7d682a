import type { Kysely, Transaction } from 'kysely'
import { US_STATES } from '../../app/content/states.ts'
import type { Database } from '../../app/lib/db-schema.ts'
import { cityTraitsSchema } from '../../app/domain/city-images/city-traits.ts'
import { createBusinesses, type NewBusiness } from '../../app/domain/business/create-businesses.server.ts'
import { todayIso } from '../../app/lib/audit-dates.ts'
import { getEnv } from '../../app/lib/env.server.ts'
import { refreshMissingSafetyRecords } from '../../app/domain/safety-record/refresh-safety-records.server.ts'
import { migrateToLatest } from '../migrate.ts'
import { SEED_BADGES } from './badges.ts'
import { backfillScoreComponents } from './score-components.ts'
import { SEED_CITIES, citySlug, generatedCountFor } from './cities.ts'
import { SEED_CITY_TRAITS } from './city-traits.ts'
import { fillPlaces } from './places.ts'
import { generateBusinesses, siteNames } from './generate-businesses.ts'
import { SAMPLE_BUSINESSES, type SeedBusiness } from './sample-businesses.ts'


type Step = { name: string; run: (trx: Transaction<Database>) => Promise<void> }

/** Whether a new database gets the sample businesses (SAMPLE_DATA=off: a directory of public records only). Once seeded, the choice stays. */
const samples = () => getEnv().SAMPLE_DATA !== 'off'

const steps: Step[] = [
  {
    name: 'states-v1',
    run: async (trx) => {
      await trx.insertInto('states').values(US_STATES.map((s) => ({ abbr: s.abbr, name: s.name })))
        .onConflict((oc) => oc.column('abbr').doNothing()).execute()
    },
  },
  {
    name: 'cities-v1',
    run: async (trx) => {
      await trx.insertInto('cities')
        .values(SEED_CITIES.map((c) => ({ name: c.name, state: c.state, slug: citySlug(c.name), image_path: null })))
        .onConflict((oc) => oc.column('slug').doNothing()).execute()
    },
  },
  {
    name: 'badges-v1',
    run: async (trx) => {
      await trx.insertInto('badges').values(SEED_BADGES.map((b) => ({ ...b })))
        .onConflict((oc) => oc.column('id').doNothing()).execute()
    },
  },
  {
    // How each city looks (terrain, water, skyline, landmarks, climate): its image is drawn from these.
    name: 'city-traits-v1',
    run: async (trx) => {
      for (const [name, traits] of Object.entries(SEED_CITY_TRAITS)) {
        await trx.updateTable('cities').set({ traits: JSON.stringify(cityTraitsSchema.parse(traits)) })
          .where('name', '=', name).where('traits', 'is', null).execute()
      }
    },
  },
  {
    // Near me: ZIP centroids and US places from the registry packages, the cities' points
    // and populations; a database seeded before locates its businesses here, a new one as it creates them.
    name: 'places-v1',
    run: fillPlaces,
  },
  {
    name: 'businesses-v1',
    run: async (trx) => {
      // SAMPLE_DATA=off: no sample businesses, and no notice saying the businesses are samples.
      if (!samples()) {
        await trx.updateTable('site_settings').set({ sample_notice: false }).where('id', '=', 1).execute()
        return
      }
      const cities = await trx.selectFrom('cities').select(['id', 'name', 'state', 'slug']).orderBy('id').execute()
      const cityByKey = new Map(cities.map((c) => [`${c.name}|${c.state}`, c]))
      const rows: NewBusiness[] = []
      for (const sample of SAMPLE_BUSINESSES) {
        const city = cityByKey.get(`${sample.city}|${sample.state}`)
        if (!city) throw new Error(`Sample business ${sample.name}: unknown city ${sample.city}, ${sample.state}`)
        rows.push(toBusiness(sample, city.id))
      }
      // Bigger cities get more businesses (cities.ts); a city not in the list gets the fewest. No two
      // businesses of the site share a name: each city's are drawn knowing those before it (by id).
      const population = new Map(SEED_CITIES.map((c) => [`${c.name}|${c.state}`, c.population]))
      const taken = siteNames(SAMPLE_BUSINESSES)
      for (const city of cities) {
        const count = generatedCountFor(population.get(`${city.name}|${city.state}`) ?? 0)
        for (const business of generateBusinesses(city, count, taken)) rows.push(toBusiness(business, city.id))
      }
      await createBusinesses(trx, rows)
    },
  },
  {
    // Explainable scores: components, audit date and badge evidence for every business.
    name: 'score-components-v1',
    run: async (trx) => {
      await backfillScoreComponents(trx, todayIso())
    },
  },
]

/** A seed business as a business: it is created like any other (one schema, one write path). */
function toBusiness(b: SeedBusiness, cityId: number): NewBusiness {
  return {
    name: b.name,
    category: b.category,
    description: b.description,
    rating: b.rating,
    address: b.address,
    phone: b.phone ?? '',
    website: b.website,
    certifications: b.certifications,
    cityId,
    safetyScore: b.safetyScore,
    email: b.email,
    badges: b.badges,
    status: 'published',
  }
}

/**
 * Idempotent seed: the content a new database starts with (fixes to data are migrations). Each
 * step runs once, in its own transaction, and is recorded in seed_runs; running the seed again (or
 * from two processes at once) changes nothing, and rows an admin later deletes are not brought back.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<string[]> {
  const ran: string[] = []
  for (const step of steps) {
    await db.transaction().execute(async (trx) => {
      const claimed = await trx.insertInto('seed_runs').values({ name: step.name })
        .onConflict((oc) => oc.column('name').doNothing()).returning('name').executeTakeFirst()
      if (!claimed) return
      await step.run(trx)
      ran.push(step.name)
    })
  }
  return ran
}

/**
 * Migrations, then the seed: what `npm start` does before serving (start.js), `npm run db:seed`,
 * and the tests' template database (tests/integration/global-setup.ts).
 */
export async function prepareDatabase(db: Kysely<Database>, schema?: string): Promise<string[]> {
  await migrateToLatest(db, schema)
  const ran = await seedDatabase(db)
  // Businesses stored before their safety record existed (migration 0049) get theirs once.
  await refreshMissingSafetyRecords(db)
  return ran
}

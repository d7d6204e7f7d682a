import { sql, type Kysely, type Transaction } from 'kysely'
import { US_STATES } from '../../app/content/states.ts'
import type { Database } from '../../app/lib/db-schema.ts'
import { SEED_BADGES } from './badges.ts'
import { SEED_CITIES, citySlug } from './cities.ts'
import { businessSlug, generateBusinesses } from './generate-businesses.ts'
import { SAMPLE_BUSINESSES, type SeedBusiness } from './sample-businesses.ts'

/** Businesses generated per city, so every city has a full directory. */
export const GENERATED_PER_CITY = 8

type Step = { name: string; run: (trx: Transaction<Database>) => Promise<void> }

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
    // Every seeded city shows its own (procedurally drawn) image; the file is rendered on first request.
    name: 'city-images-v1',
    run: async (trx) => {
      await trx.updateTable('cities').set({ image_path: sql<string>`'/city-images/' || slug || '.jpg'`, image_updated_at: new Date() })
        .where('image_path', 'is', null).execute()
    },
  },
  {
    name: 'businesses-v1',
    run: async (trx) => {
      const cities = await trx.selectFrom('cities').select(['id', 'name', 'state', 'slug']).execute()
      const cityByKey = new Map(cities.map((c) => [`${c.name}|${c.state}`, c]))
      const rows: ReturnType<typeof toRow>[] = []
      for (const sample of SAMPLE_BUSINESSES) {
        const city = cityByKey.get(`${sample.city}|${sample.state}`)
        if (!city) throw new Error(`Sample business ${sample.name}: unknown city ${sample.city}, ${sample.state}`)
        rows.push(toRow(sample, city.id))
      }
      for (const city of cities) {
        for (const business of generateBusinesses(city, GENERATED_PER_CITY)) rows.push(toRow(business, city.id))
      }
      await trx.insertInto('businesses').values(rows)
        .onConflict((oc) => oc.columns(['city_id', 'slug']).doNothing()).execute()
    },
  },
]

function toRow(b: SeedBusiness, cityId: number) {
  return {
    name: b.name,
    slug: businessSlug(b.name),
    category: b.category,
    description: b.description,
    rating: b.rating,
    safety_score: b.safetyScore,
    address: b.address,
    city_id: cityId,
    phone: b.phone,
    email: b.email,
    website: b.website,
    certifications: b.certifications,
    badges: b.badges,
  }
}

/**
 * Idempotent seed. Each step runs once, in its own transaction, and is recorded in seed_runs;
 * running the seed again (or from two processes at once) changes nothing, and rows an admin
 * later deletes are not brought back.
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


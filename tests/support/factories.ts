// Data factories: test businesses made the way real ones are, through the one write path, with the
// evidence behind what their pages show (awards for badges, approved reviews for a rating), so their
// safety records are derived like any other.
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import { refreshSafetyRecords } from '~/domain/safety-record/refresh-safety-records.server.ts'
import type { BadgeType, BusinessCategory, Database } from '~/lib/db-schema.ts'

export interface BusinessFixture {
  name: string
  cityId: number
  category?: BusinessCategory
  description?: string
  address?: string
  /** The visitors' average it should show: ten approved reviews whose stars average to it (0: none). */
  rating?: number
  /** The audit's overall score; with `auditedOn` it is the score pages show. */
  safetyScore?: number
  auditedOn?: string | null
  /** Directory badges: each gets a current award. */
  badges?: readonly BadgeType[]
  status?: 'published' | 'hidden'
  phone?: string
  /** The listed e-mail address (a claim's code goes there). */
  email?: string
  /** The website (a claim by e-mail accepts an address at its domain). */
  website?: string
  /** A point set by hand (else the business is placed at its address's ZIP code or its city). */
  latitude?: number
  longitude?: number
}

/** Ten whole-star reviews averaging `average` (to one decimal). */
export function starsFor(average: number): number[] {
  const total = Math.round(average * 10)
  const low = Math.floor(total / 10)
  return Array.from({ length: 10 }, (_, i) => (i < total - low * 10 ? low + 1 : low))
}

/** The id of a seeded city (`denver`, `milwaukee`, …), for a fixture's `cityId`. */
export async function cityIdOf(db: Kysely<Database>, slug: string): Promise<number> {
  return (await db.selectFrom('cities').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
}

/** Creates the businesses (and their awards and reviews); returns their ids in order. */
export async function createTestBusinesses(db: Kysely<Database>, fixtures: readonly BusinessFixture[]): Promise<string[]> {
  const ids = await createBusinesses(db, fixtures.map((f): NewBusiness => ({
    name: f.name, category: f.category ?? 'other', description: f.description ?? `${f.name}.`, rating: 0, address: f.address ?? '1 Main St',
    phone: f.phone ?? '(303) 555-0100', website: f.website ?? null, certifications: [], cityId: f.cityId, safetyScore: f.safetyScore ?? 0, email: f.email ?? null,
    badges: [...(f.badges ?? [])], status: f.status ?? 'published', auditedOn: f.auditedOn ?? null,
    latitude: f.latitude ?? null, longitude: f.longitude ?? null,
  })))
  const reviews = fixtures.flatMap((f, i) => (f.rating ? starsFor(f.rating).map((stars) => ({ businessId: ids[i]!, stars })) : []))
  if (reviews.length > 0) {
    const users = reviews.map(() => ({ id: randomUUID(), name: 'Reviewer', email: `reviewer-${randomUUID()}@example.com`, emailVerified: true, createdAt: new Date(), updatedAt: new Date() }))
    await db.insertInto('user').values(users).execute()
    await db.insertInto('reviews').values(reviews.map((r, i) => ({
      business_id: r.businessId, user_id: users[i]!.id, stars: r.stars, body: `A test review of ${r.stars} stars, number ${i}, written by a visitor who went there.`, fingerprint: `fixture-${randomUUID()}`,
      status: 'approved' as const, hold_reasons: [], decision_reason: null, ip: null, created_at: new Date(), updated_at: new Date(),
    }))).execute()
    await refreshSafetyRecords(db, ids, { reason: 'fixture' })
  }
  return ids
}

import { describe, expect, it } from 'vitest'
import { createSubmission } from '~/domain/submission/create-submission.server.ts'
import { submissionSchema } from '~/domain/submission/model.ts'
import { parseForm } from '~/lib/form-fields.ts'
import { consumeRateLimit, pruneRateLimits } from '~/lib/rate-limit.server.ts'
import { engine, openAppDatabase } from '../support/app-database.ts'

const db = await openAppDatabase('submissions')

const valid = {
  kind: 'business',
  businessName: 'Safe Harbor Cafe',
  type: 'restaurant',
  address: '1 Pier Rd, Denver, CO 80202',
  email: 'hello@safeharbor.com',
  phone: '(303) 555-0100',
  website: 'https://safeharbor.com',
  description: 'ServSafe-certified kitchen.',
  certifications: 'ServSafe',
  city: 'denver',
}

const pending = async () => Number((await db.selectFrom('submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

describe(`submissions on ${engine}`, () => {
  it('stores a valid business submission as pending with its city', async () => {
    const parsed = parseForm(submissionSchema, valid)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    const { id } = await createSubmission(db, parsed.value, { ip: '203.0.113.9' })
    const row = await db.selectFrom('submissions').innerJoin('cities', 'cities.id', 'submissions.city_id')
      .select(['submissions.status', 'submissions.business_name', 'submissions.category', 'cities.name as city', 'submissions.ip'])
      .where('submissions.id', '=', id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'pending', business_name: 'Safe Harbor Cafe', category: 'restaurant', city: 'Denver', ip: '203.0.113.9' })
  })

  it('rejects missing required fields with a message per field and stores nothing', async () => {
    const before = await pending()
    const result = parseForm(submissionSchema, { kind: 'business', businessName: ' ', type: '', address: '', email: '', phone: '', description: '' })
    expect(result).toEqual({
      ok: false,
      errors: {
        businessName: 'Business name is required',
        type: 'Business type is required',
        address: 'Address is required',
        email: 'Please enter a valid email address',
        phone: 'Phone is required',
        description: 'Description is required',
      },
    })
    expect(await pending()).toBe(before)
  })

  it('rejects a bad e-mail and a website that is not a URL', () => {
    expect(parseForm(submissionSchema, { ...valid, email: 'not-an-email' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } })
    const site = parseForm(submissionSchema, { ...valid, website: 'safeharbor dot com' })
    expect(site.ok).toBe(false)
    if (!site.ok) expect(site.errors.website).toMatch(/^Website must be a valid URL/)
    expect(parseForm(submissionSchema, { ...valid, website: 'javascript:alert(1)' }).ok).toBe(false)
    expect(parseForm(submissionSchema, { ...valid, website: '' }).ok).toBe(true)
  })

  it('lets the side-sheet application leave phone, e-mail and website empty but checks them when given', async () => {
    const base = { kind: 'application', businessName: 'Tiny Tots', category: 'childcare', description: 'Secure entry.', city: 'denver' }
    const ok = parseForm(submissionSchema, { ...base, oshaCertified: 'on' })
    expect(ok.ok).toBe(true)
    if (ok.ok) {
      const { id } = await createSubmission(db, ok.value, { ip: null })
      const row = await db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(row).toMatchObject({ kind: 'application', osha_certified: true, state_certified: false, email: null })
    }
    expect(parseForm(submissionSchema, { ...base, email: 'nope' })).toEqual({ ok: false, errors: { email: 'Please enter a valid email address' } })
    expect(parseForm(submissionSchema, { ...base, category: 'spaceships' })).toEqual({ ok: false, errors: { category: 'Category is required' } })
  })

  it('accepts a nomination with just a business name', async () => {
    const n = parseForm(submissionSchema, { kind: 'nomination', businessName: 'Corner Pharmacy' })
    expect(n.ok).toBe(true)
    expect(parseForm(submissionSchema, { kind: 'nomination', businessName: '' })).toEqual({ ok: false, errors: { businessName: 'Business name is required' } })
  })

  it('refuses an unknown form kind', () => {
    expect(parseForm(submissionSchema, { kind: 'hack' })).toEqual({ ok: false, errors: { kind: 'Unknown form' } })
  })
})

describe(`rate limits on ${engine}`, () => {
  it('allows the limit, then refuses until the window passes', async () => {
    const key = `test:${Math.random()}`
    const results = []
    for (let i = 0; i < 4; i++) results.push(await consumeRateLimit(db, key, 3, 60))
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false])
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(0)
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60)
    // Expire the window: the next request starts a new one.
    await db.updateTable('rate_limits').set({ reset_at: new Date(Date.now() - 1000) }).where('key', '=', key).execute()
    expect((await consumeRateLimit(db, key, 3, 60)).allowed).toBe(true)
  })

  it('prunes windows that ended more than a day ago, keeping current ones', async () => {
    await consumeRateLimit(db, 'test:current', 3, 60)
    await consumeRateLimit(db, 'test:stale', 3, 60)
    await db.updateTable('rate_limits').set({ reset_at: new Date(Date.now() - 2 * 86_400_000) }).where('key', '=', 'test:stale').execute()
    await pruneRateLimits(db)
    const keys = (await db.selectFrom('rate_limits').select('key').where('key', 'in', ['test:current', 'test:stale']).execute()).map((r) => r.key)
    expect(keys).toEqual(['test:current'])
  })

  it('counts concurrent requests exactly', async () => {
    const key = `test:${Math.random()}`
    const results = await Promise.all(Array.from({ length: 10 }, () => consumeRateLimit(db, key, 5, 60)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
  })
})

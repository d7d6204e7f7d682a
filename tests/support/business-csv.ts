// What the CSV tests of the business listings share (tests/integration/businesses-csv-*.test.ts):
// the seeded cities, a business to import, a table holding only some businesses, the rows and the
// export as bytes. Call businessCsvKit(db) at the top of a file after openAppDatabase().
import { beforeAll } from 'vitest'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import { exportBusinessesCsv } from '~/domain/business/export-businesses.admin.server.ts'
import type { DB } from '~/lib/db.server.ts'

/** Who the imports are by (their audit entries' actor). */
export const ADMIN = { email: 'csv-admin@example.com' }

export const encode = (text: string) => new TextEncoder().encode(text)
export const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) // keeps the BOM

/** A preview's answer for a file with no rejected, noted or duplicate rows, in UTF-8. */
export const cleanPreview = (counts: { create: number; update: number; unchanged: number; rejected: number }) => ({
  ok: true,
  intent: 'preview',
  counts,
  rejectedLines: [],
  noted: 0,
  notedLines: [],
  ignoredColumns: [],
  encoding: 'UTF-8',
  duplicates: 0,
  duplicateLines: [],
})

export async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer())
}

/** The helpers over `db`; `cities` is filled before the file's tests. */
export function businessCsvKit(db: DB) {
  const cities: { id: number; name: string; state: string }[] = []
  beforeAll(async () => {
    cities.push(...(await db.selectFrom('cities').select(['id', 'name', 'state']).orderBy('id').execute()))
  })
  const allRows = () => db.selectFrom('businesses').selectAll().orderBy('id').execute()
  const countRows = async () => Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const auditCount = async () =>
    Number((await db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('action', '=', 'business.import').executeTakeFirstOrThrow()).n)
  async function exportFile(): Promise<Uint8Array> {
    const stream = await exportBusinessesCsv(db)
    if (!stream) throw new Error('nothing to export')
    return readAll(stream)
  }
  const business = (overrides: Partial<NewBusiness> = {}): NewBusiness => ({
    name: 'Harbor Cafe',
    category: 'restaurants',
    description: 'Fresh fish by the water.',
    rating: 4.5,
    address: '1 Pier Rd',
    phone: '(303) 555-0100',
    website: 'https://harbor.example',
    certifications: ['Food Safety'],
    cityId: cities[0]!.id,
    safetyScore: 91,
    email: 'hello@harbor.example',
    badges: ['osha'],
    status: 'published',
    ...overrides,
  })
  /** A fresh table holding exactly these businesses. */
  async function onlyBusinesses(businesses: NewBusiness[]): Promise<string[]> {
    await db.deleteFrom('businesses').execute()
    return createBusinesses(db, businesses)
  }
  return { cities, allRows, countRows, auditCount, exportFile, business, onlyBusinesses }
}

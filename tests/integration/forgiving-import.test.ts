// Both engines: a CSV import and its undo are large transactions on each driver.
// A forgiving CSV import (valid rows only, rejected rows as a CSV with a
// reason, encodings, messages naming column and allowed values), possible duplicates, and the
// import batch undone from the Activity tab.
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { sql } from 'kysely'
import iconv from 'iconv-lite'
import { beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { createBusinesses, type NewBusiness } from '~/domain/business/create-businesses.server.ts'
import { importBusinesses, previewBusinessesImport, rejectedRowsCsv } from '~/domain/business/import-businesses.admin.server.ts'
import { removeMatchingBusinesses } from '~/domain/business/remove-matching-businesses.admin.server.ts'
import { undoImport } from '~/domain/business/undo-import.admin.server.ts'
import { findAuditLog } from '~/domain/audit-log/find-audit-log.admin.server.ts'
import { findPendingSubmissions } from '~/domain/submission/find-pending-submissions.admin.server.ts'
import { mergeSubmission } from '~/domain/submission/decide-submission.admin.server.ts'
import { createSubmission } from '~/domain/submission/create-submission.server.ts'
import { findPossibleDuplicates } from '~/domain/business/find-possible-duplicates.server.ts'
import { NAME_KEY_SQL, nameKey } from '~/domain/business/duplicate-keys.ts'
import { engine, openAppDatabase, routeArgs } from '../support/app-database.ts'

process.env.RATE_LIMIT_AUTH = '1000'

const ADMIN = { email: 'import-admin@example.com' }
let denver: { id: number }

const db = await openAppDatabase('forgiving-import')
beforeAll(async () => {
  denver = await db.selectFrom('cities').select('id').where('name', '=', 'Denver').executeTakeFirstOrThrow()
})

const encode = (text: string) => new TextEncoder().encode(text)
const countRows = async () => Number((await db.selectFrom('businesses').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const business = (overrides: Partial<NewBusiness> = {}): NewBusiness => ({
  name: 'Harbor Cafe', category: 'restaurants', description: 'Fresh fish.', rating: 4.5, address: '12 North Main Street',
  phone: '(303) 555-0100', website: null, certifications: [], cityId: denver.id, safetyScore: 80, email: null, badges: [], status: 'published', ...overrides,
})
async function onlyBusinesses(list: NewBusiness[]): Promise<string[]> {
  await db.deleteFrom('businesses').execute()
  return createBusinesses(db, list)
}

const HEADER = 'name,type,description,rating,address,phone\n'
const goodRows = (n: number) =>
  Array.from({ length: n }, (_, i) => `Shop ${String(i + 1).padStart(4, '0')},retail,Sells things,4,"${i + 1} Main St, Denver, CO 80202",303-555-${String(i % 10000).padStart(4, '0')}\n`).join('')

describe(`forgiving import on ${engine}`, () => {
  it('imports the 2,000 valid rows of a file with one bad row when asked, and returns the bad row with its reason', async () => {
    await onlyBusinesses([])
    const file = encode(HEADER + goodRows(1000) + 'Bad Bakery,Bakery,Bread,4,"1 A St, Denver, CO",303-555-0199\n' + goodRows(2000).split('\n').slice(1000).join('\n'))

    const all = await importBusinesses(db, ADMIN, file)
    expect(all).toMatchObject({ ok: false, error: 'rejected-rows', counts: { create: 2000, rejected: 1 } })
    expect(await countRows()).toBe(0)

    const preview = await previewBusinessesImport(db, file)
    const typeMessage =
      'Column "type": "Bakery" is not allowed. Allowed values: restaurants, construction, healthcare, childcare, manufacturing, transportation, retail, other ("restaurant" is read as restaurants)'
    expect(preview).toMatchObject({ ok: true, counts: { create: 2000, rejected: 1 }, rejectedLines: [{ line: 1002, reason: typeMessage }] })

    const valid = await importBusinesses(db, ADMIN, file, { mode: 'valid', fileName: 'shops.csv' })
    expect(valid).toMatchObject({ ok: true, intent: 'import', counts: { create: 2000, update: 0, rejected: 1 }, rejectedLines: [{ line: 1002 }] })
    expect(await countRows()).toBe(2000)

    const rejected = await rejectedRowsCsv(db, file)
    if (typeof rejected !== 'string') throw new Error('no rejected file')
    expect(parse(rejected, { bom: true })).toEqual([
      ['reason', 'name', 'type', 'description', 'rating', 'address', 'phone'],
      [`Line 1002: ${typeMessage}`, 'Bad Bakery', 'Bakery', 'Bread', '4', '1 A St, Denver, CO', '303-555-0199'],
    ])

    // The same file again: every row is flagged as a possible duplicate, linking its listing.
    const again = await previewBusinessesImport(db, file)
    expect(again).toMatchObject({ ok: true, duplicates: 2000, counts: { create: 2000 } })
    if (!again.ok) throw new Error('preview failed')
    const shop1 = await db.selectFrom('businesses').select('id').where('name', '=', 'Shop 0001').executeTakeFirstOrThrow()
    expect(again.duplicateLines[0]).toEqual({ line: 2, name: 'Shop 0001', duplicateOf: { id: shop1.id, name: 'Shop 0001', href: `/business-form/${shop1.id}`, match: 'name and phone' } })
    expect(again.duplicateLines).toHaveLength(100)
    // Merge: the rows update their listing (here nothing differs); keep would add 2,000 more.
    expect(await previewBusinessesImport(db, file, { duplicates: 'merge' })).toMatchObject({ duplicates: 2000, counts: { create: 0, unchanged: 2000 } })
    expect(await importBusinesses(db, ADMIN, file, { mode: 'valid', duplicates: 'merge' })).toMatchObject({ ok: true, counts: { create: 0, update: 0, unchanged: 2000 }, batchId: null })
    expect(await countRows()).toBe(2000)
  }, 120_000)

  it('imports a Windows-1252 file (Excel\'s plain CSV) with its accents', async () => {
    await onlyBusinesses([])
    const text = `${HEADER}Café Noël,restaurants,Crème brûlée – 5 €,4.5,"1 Rue Saint-Honoré, Denver, CO",303-555-0100\r\n`
    const result = await importBusinesses(db, ADMIN, new Uint8Array(iconv.encode(text, 'windows-1252')))
    expect(result).toMatchObject({ ok: true, encoding: 'Windows-1252', counts: { create: 1 } })
    expect(await db.selectFrom('businesses').select(['name', 'description', 'address']).execute()).toEqual([
      { name: 'Café Noël', description: 'Crème brûlée – 5 €', address: '1 Rue Saint-Honoré, Denver, CO' },
    ])
    const utf16 = await previewBusinessesImport(db, new Uint8Array(iconv.encode(text, 'utf-16le', { addBOM: true })))
    expect(utf16).toMatchObject({ ok: true, encoding: 'UTF-16LE', duplicates: 1 })
  })

  it('undoes an import: created listings removed, updated ones restored, audited, once', async () => {
    const [keptId, updatedId] = await onlyBusinesses([business({ name: 'Kept Shop' }), business({ name: 'Old Name', rating: 3, badges: ['osha'] })])
    const before = await db.selectFrom('businesses').selectAll().where('id', '=', updatedId!).executeTakeFirstOrThrow()
    const full = encode(`id,name,type,description,rating,address,phone,badges\n${updatedId},New Name,retail,Changed,5,9 Elm St,303-555-0111,\n,New Shop,retail,New,4,"1 A St, Denver, CO",303-555-0122,\n`)
    const imported = await importBusinesses(db, ADMIN, full, { fileName: 'changes.csv' })
    if (!imported.ok || !imported.batchId) throw new Error(JSON.stringify(imported))
    expect(imported.counts).toMatchObject({ create: 1, update: 1 })
    expect(await countRows()).toBe(3)

    const log = await findAuditLog(db, 1)
    expect(log.entries[0]).toMatchObject({ action: 'business.import', entityId: imported.batchId, undoable: true })

    expect(await undoImport(db, ADMIN, imported.batchId)).toEqual({ ok: true, removed: 1, restored: 1 })
    const rows = await db.selectFrom('businesses').selectAll().orderBy('name').execute()
    expect(rows.map((r) => r.name)).toEqual(['Kept Shop', 'Old Name'])
    const restored = rows.find((r) => r.id === updatedId)!
    expect({ ...restored, updated_at: null }).toEqual({ ...before, updated_at: null })
    expect(rows.find((r) => r.id === keptId)).toBeDefined()

    const after = await findAuditLog(db, 1)
    expect(after.entries[0]).toMatchObject({ action: 'business.import-undo', actor: ADMIN.email, detail: { batchId: imported.batchId, removed: 1, restored: 1 } })
    expect(after.entries[1]).toMatchObject({ action: 'business.import', undoable: false })
    expect(await undoImport(db, ADMIN, imported.batchId)).toEqual({ ok: false, reason: 'already-undone' })
    expect(await undoImport(db, ADMIN, '00000000-0000-4000-8000-000000000000')).toEqual({ ok: false, reason: 'not-found' })
    expect(await undoImport(db, ADMIN, "1' or '1'='1")).toEqual({ ok: false, reason: 'not-found' })
  })
})

describe(`possible duplicates on ${engine}`, () => {
  it('matches the same normalised name with the same phone, or the same address in the same city', async () => {
    const [harbor, elsewhere] = await onlyBusinesses([
      business({ name: "Harbor Cafe & Grill", cityId: denver.id, phone: '(303) 555-0100', address: '12 North Main Street' }),
      business({ name: 'Harbor Cafe and Grill', cityId: null, phone: '(720) 555-0199', address: '12 North Main Street' }),
    ])
    const [byPhone, byAddress, otherCity, otherName, nothing] = await findPossibleDuplicates(db, [
      { name: 'HARBOR CAFÉ AND GRILL', phone: '+1 303.555.0100', address: 'elsewhere', cityId: null },
      { name: 'harbor cafe & grill!', phone: '', address: '12 N. Main St', cityId: denver.id },
      { name: 'Harbor Cafe & Grill', phone: '', address: '99 Other Road', cityId: denver.id },
      { name: 'Harbour Cafe', phone: '303-555-0100', address: '12 North Main Street', cityId: denver.id },
      { name: '', phone: '', address: '', cityId: null },
    ])
    expect(byPhone).toEqual([{ id: harbor, name: 'Harbor Cafe & Grill', href: `/business-form/${harbor}`, match: 'name and phone' }])
    expect(byAddress).toEqual([{ id: harbor, name: 'Harbor Cafe & Grill', href: `/business-form/${harbor}`, match: 'name and address' }])
    expect(otherCity).toEqual([])
    expect(otherName).toEqual([])
    expect(nothing).toEqual([])
    expect(elsewhere).toBeDefined()
  })

  it('computes the name key in SQL as in JS, with the expression migration 0034 indexes', async () => {
    const names = ['Café Noël & Sons', "JOE'S  PIZZA", 'Ærø 中 Straße', 'Ünïcödé-Ñame 42']
    await onlyBusinesses(names.map((name) => business({ name })))
    const rows = await db.selectFrom('businesses').select(['name', sql<string>`${sql.raw(NAME_KEY_SQL)}`.as('key')]).execute()
    expect(rows.map((r) => r.key).sort()).toEqual(names.map(nameKey).sort())
    expect(readFileSync('db/migrations/0034-business-name-key.ts', 'utf8')).toContain(NAME_KEY_SQL)
  })
})

describe(`submissions queue duplicates on ${engine}`, () => {
  it('flags a pending submission that duplicates a listing, and merge approves it as that listing without creating one', async () => {
    const [harbor] = await onlyBusinesses([business({ name: 'Harbor Cafe', cityId: denver.id, phone: '(303) 555-0100' })])
    const submit = (name: string, phone: string) =>
      createSubmission(db, { kind: 'business', businessName: name, type: 'restaurant', address: '1 Dock Rd', email: 'owner@example.com', phone, website: null, description: 'Fish', certifications: null, city: 'denver' }, { ip: null })
    const duplicate = await submit('Harbor Café', '303-555-0100')
    const fresh = await submit('Brand New Diner', '303-555-0177')
    const pending = await findPendingSubmissions(db)
    expect(pending.find((p) => p.id === duplicate.id)!.possibleDuplicates).toEqual([{ id: harbor, name: 'Harbor Cafe', href: `/business-form/${harbor}`, match: 'name and phone' }])
    expect(pending.find((p) => p.id === fresh.id)!.possibleDuplicates).toEqual([])

    await mergeSubmission(db, ADMIN, duplicate.id, harbor!)
    expect(await db.selectFrom('submissions').select(['status', 'business_id', 'decision_reason']).where('id', '=', duplicate.id).executeTakeFirstOrThrow())
      .toEqual({ status: 'approved', business_id: harbor, decision_reason: 'Merged into the existing listing Harbor Cafe' })
    expect(await countRows()).toBe(1)
    await expect(mergeSubmission(db, ADMIN, duplicate.id, harbor!)).rejects.toMatchObject({ code: 'conflict' })
    await expect(mergeSubmission(db, ADMIN, fresh.id, 'not-a-uuid')).rejects.toMatchObject({ code: 'not-found' })
  })
})

describe(`bulk delete of every listing matching a search on ${engine}`, () => {
  it('deletes all the listings the search finds, not only a page, in one audited write', async () => {
    await onlyBusinesses([
      ...Array.from({ length: 60 }, (_, i) => business({ name: `Bulkdrop Store ${i}`, phone: `303-555-${String(1000 + i)}` })),
      business({ name: 'Keeper Store', phone: '303-555-0999' }),
    ])
    const deleted = await removeMatchingBusinesses(db, ADMIN, 'bulkdrop')
    expect(deleted).toHaveLength(60)
    expect((await db.selectFrom('businesses').select('name').execute()).map((r) => r.name)).toEqual(['Keeper Store'])
    const [entry] = (await findAuditLog(db, 1)).entries
    expect(entry).toMatchObject({ action: 'business.bulk-delete', detail: { count: 60, search: 'bulkdrop' } })
    expect(await removeMatchingBusinesses(db, ADMIN, '  ,; ')).toEqual([])
    expect(await countRows()).toBe(1)
  })
})

describe(`import routes on ${engine}`, () => {
  let adminCookie = ''
  let memberCookie = ''
  const cookieOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  beforeAll(async () => {
    const admin = await signUp(db, { name: 'Import Admin', email: ADMIN.email, password: 'admin-password-42' }, new Request('http://localhost/'))
    const member = await signUp(db, { name: 'Import Member', email: 'import-member@example.com', password: 'member-password-42' }, new Request('http://localhost/'))
    if (!admin.ok || !member.ok) throw new Error('sign-up failed')
    await db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.userId).execute()
    adminCookie = cookieOf(admin.headers)
    memberCookie = cookieOf(member.headers)
  })
  type Answer = { data: unknown; init: { status: number } | null }
  const post = (path: string, cookie: string, form: FormData) => routeArgs(new Request(`http://localhost${path}`, { method: 'POST', body: form, headers: cookie ? { cookie } : {} }), {})
  const importForm = (fields: Record<string, string>, text: string) => {
    const form = new FormData()
    for (const [k, v] of Object.entries(fields)) form.set(k, v)
    form.set('file', new File([text], 'shops.csv', { type: 'text/csv' }))
    return form
  }

  it('POST /admin/businesses/import: mode valid imports the valid rows; intent rejected answers the rejected rows as CSV', async () => {
    const { action } = await import('~/routes/admin/businesses-import.ts')
    await onlyBusinesses([])
    const text = `${HEADER}Good,retail,Fine,4,"1 A St, Denver, CO",303-555-0100\nBad,retail,Fine,9,"1 A St, Denver, CO",303-555-0100\n`
    const valid = (await action(post('/admin/businesses/import', adminCookie, importForm({ intent: 'import', mode: 'valid' }, text)))) as Answer
    expect(valid.init?.status).toBe(200)
    expect(valid.data).toMatchObject({ ok: true, counts: { create: 1, rejected: 1 } })
    const file = (await action(post('/admin/businesses/import', adminCookie, importForm({ intent: 'rejected' }, text)))) as Response
    expect(file.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(file.headers.get('Content-Disposition')).toBe('attachment; filename="rejected_rows.csv"')
    expect(await file.text()).toContain('"Bad","retail","Fine","9"')
    // Unknown values fall back to the safe defaults: preview, all-or-nothing, keep.
    const hostile = (await action(post('/admin/businesses/import', adminCookie, importForm({ intent: '<x>', mode: "' or 1=1", duplicates: '\u0000' }, text)))) as Answer
    expect(hostile.data).toMatchObject({ ok: true, intent: 'preview' })
    expect(await countRows()).toBe(1)
  })

  it('POST /admin/imports: only the admin undoes an import', async () => {
    const { action } = await import('~/routes/admin/imports.ts')
    await onlyBusinesses([])
    const imported = await importBusinesses(db, ADMIN, encode(`${HEADER}Undo Me,retail,Fine,4,"1 A St, Denver, CO",303-555-0100\n`))
    if (!imported.ok || !imported.batchId) throw new Error('import failed')
    const undo = () => {
      const form = new FormData()
      form.set('intent', 'undo')
      form.set('batchId', imported.batchId!)
      return form
    }
    for (const cookie of ['', memberCookie]) await expect(action(post('/admin/imports', cookie, undo()))).rejects.toMatchObject({ init: { status: 403 } })
    expect(await countRows()).toBe(1)
    const done = (await action(post('/admin/imports', adminCookie, undo()))) as Answer
    expect(done.data).toEqual({ ok: true, removed: 1, restored: 0 })
    expect(await countRows()).toBe(0)
    const twice = (await action(post('/admin/imports', adminCookie, undo()))) as Answer
    expect(twice.init?.status).toBe(409)
  })
})

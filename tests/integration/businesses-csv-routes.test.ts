// Both engines: a CSV import is one large transaction on each driver.
// The listings CSV's two admin route modules: the download and the upload (preview, import), for the
// admin only.
import { beforeAll, describe, expect, it } from 'vitest'
import { signUp } from '~/domain/account/sign-up.server.ts'
import { engine, openAppDatabase, routeArgs } from '../support/app-database.ts'
import { businessCsvKit, cleanPreview } from '../support/business-csv.ts'

process.env.RATE_LIMIT_AUTH = '1000'

const db = await openAppDatabase('businesses-csv-routes')
const { countRows, business, onlyBusinesses } = businessCsvKit(db)

describe(`listings CSV routes on ${engine}`, () => {
  let adminCookie = ''
  let memberCookie = ''
  const cookieOf = (headers: Headers) => headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

  beforeAll(async () => {
    const admin = await signUp(db, { name: 'Csv Admin', email: 'csv-admin@example.com', password: 'admin-password-42' }, new Request('http://localhost/'))
    const member = await signUp(db, { name: 'Csv Member', email: 'csv-member@example.com', password: 'member-password-42' }, new Request('http://localhost/'))
    if (!admin.ok || !member.ok) throw new Error('sign-up failed')
    await db.updateTable('user').set({ role: 'admin' }).where('id', '=', admin.userId).execute()
    adminCookie = cookieOf(admin.headers)
    memberCookie = cookieOf(member.headers)
  })

  const exportRoute = () => import('~/routes/admin/businesses-export.ts')
  const importRoute = () => import('~/routes/admin/businesses-import.ts')
  const get = (cookie: string) => new Request('http://localhost/admin/businesses.csv', { headers: cookie ? { cookie } : {} })
  const post = (cookie: string, fields: { intent?: string; file?: File }) => {
    const form = new FormData()
    if (fields.intent) form.set('intent', fields.intent)
    if (fields.file) form.set('file', fields.file)
    return new Request('http://localhost/admin/businesses/import', { method: 'POST', body: form, headers: cookie ? { cookie } : {} })
  }
  const args = (request: Request) => routeArgs(request, {})
  type Answer = { data: unknown; init: { status: number } | null }

  it('GET /admin/businesses.csv: 403 for anonymous and members, the file for the admin, 404 when empty', async () => {
    const { loader } = await exportRoute()
    await onlyBusinesses([business()])
    for (const cookie of ['', memberCookie]) await expect(loader(args(get(cookie)))).rejects.toMatchObject({ init: { status: 403 } })

    const response = (await loader(args(get(adminCookie)))) as Response
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="business_listings.csv"')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(await response.text()).toContain('"Harbor Cafe"')

    await onlyBusinesses([])
    const empty = (await loader(args(get(adminCookie)))) as Response
    expect(empty.status).toBe(404)
    expect(await empty.text()).toBe('There are no business listings to download.')
  })

  it('POST /admin/businesses/import: 403 for anonymous and members (nothing changes), preview and import for the admin', async () => {
    const { action } = await importRoute()
    await onlyBusinesses([])
    const csv = () => new File(['name,type,description,rating,address,phone\nRoute Shop,retail,Sells,4,"1 A St, Denver, CO",303-555-0100\n'], 'shops.csv', { type: 'text/csv' })

    for (const cookie of ['', memberCookie]) {
      await expect(action(args(post(cookie, { intent: 'import', file: csv() })))).rejects.toMatchObject({ init: { status: 403 } })
    }
    expect(await countRows()).toBe(0)

    const none = (await action(args(post(adminCookie, { intent: 'preview' })))) as Answer
    expect(none.init?.status).toBe(400)
    expect(none.data).toEqual({ ok: false, error: 'no-file', title: 'No file selected', message: 'Please select a CSV file to upload.' })

    const preview = (await action(args(post(adminCookie, { intent: 'preview', file: csv() })))) as Answer
    expect(preview.init?.status).toBe(200)
    expect(preview.data).toEqual(cleanPreview({ create: 1, update: 0, unchanged: 0, rejected: 0 }))
    expect(await countRows()).toBe(0)

    const imported = (await action(args(post(adminCookie, { intent: 'import', file: csv() })))) as Answer
    expect(imported.init?.status).toBe(200)
    expect(imported.data).toMatchObject({ ok: true, intent: 'import', counts: { create: 1 } })
    expect(await countRows()).toBe(1)

    const bad = new File(['name,rating\nX,9\n'], 'bad.csv')
    const rejected = (await action(args(post(adminCookie, { intent: 'import', file: bad })))) as Answer
    expect(rejected.init?.status).toBe(422)
    expect(rejected.data).toMatchObject({ ok: false, error: 'rejected-rows', rejectedLines: [{ line: 2 }] })

    const unreadable = (await action(args(post(adminCookie, { intent: 'preview', file: new File([new Uint8Array([0xff, 0xfe, 0x00])], 'x.csv') })))) as Answer
    expect(unreadable.init?.status).toBe(422)
    expect(unreadable.data).toMatchObject({ ok: false, error: 'unreadable', title: 'Could not read file' })
    expect(await countRows()).toBe(1)
  })
})

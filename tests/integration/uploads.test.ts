// An owner's photos and a claim's documents over real HTTP (server/app.ts around the route
// modules: tests/support/app-server.ts), where the body limits apply: files a phone makes are
// accepted; a file over the stated limit comes back in the form with a message naming the field and
// the limit (never a bare "413 Request body too large" page); a decompression bomb is refused from
// its header, with a message, before its pixels are decoded.
import { deflateSync } from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openAppDatabase } from '../support/app-database.ts'
import { rawRequest } from '../support/raw-http.ts'
import { TEST_ADMIN } from '../support/sessions.ts'

const db = await openAppDatabase('uploads', { ADMIN_EMAIL: TEST_ADMIN.email })
const { startAppServer } = await import('../support/app-server.ts')
const { adminAndMemberCookies } = await import('../support/sessions.ts')

const KB = 1024
const MB = 1024 * KB
let server: Awaited<ReturnType<typeof startAppServer>>
let cookie = ''
let owned = ''
let claimable = ''

beforeAll(async () => {
  const sessions = await adminAndMemberCookies(db)
  cookie = sessions.member
  const [a, b] = await db.selectFrom('businesses').select('id').where('owner_id', 'is', null).orderBy('name').limit(2).execute()
  owned = a!.id
  claimable = b!.id
  await db.updateTable('businesses').set({ owner_id: sessions.memberId, owner_since: new Date() }).where('id', '=', owned).execute()
  server = await startAppServer()
})
afterAll(async () => {
  await server?.close()
})

const file = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type })
const photoForm = (photo: File) => fields({ intent: 'add', alt: 'The shop', photo })
const claimForm = (...documents: File[]) => fields({ intent: 'documents', note: 'I run the shop: the lease is attached.' }, documents)
function fields(values: Record<string, string | File>, documents: File[] = []) {
  const form = new FormData()
  for (const [k, v] of Object.entries(values)) form.append(k, v)
  for (const d of documents) form.append('documents', d)
  return form
}
/** A form posted as a browser without JavaScript does (the document's URL, its own origin). */
const post = (path: string, body: FormData) =>
  fetch(server.base + path, { method: 'POST', body, headers: { cookie, origin: server.base }, redirect: 'manual' })
/** The same, as raw bytes after a Content-Length (as a browser sends it): the server may answer without reading them. */
async function postUnread(path: string, form: FormData) {
  const request = new Request(server.base + path, { method: 'POST', body: form })
  const body = Buffer.from(await request.arrayBuffer())
  return rawRequest(server.port, `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\n` +
    `Content-Type: ${request.headers.get('content-type')}\r\nContent-Length: ${body.length}\r\n\r\n`, async (write) => write(body))
}
const photosPath = () => `/dashboard/listings/${owned}/photos`
const claimPath = () => `/claim/${claimable}`

/** Noise, so that the PNG does not compress: ~117 KB. */
async function noisePng(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3)
  let seed = 7
  for (let i = 0; i < pixels.length; i++) pixels[i] = (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) >>> 24
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer()
}
/** A PDF of `bytes` (its header and trailer; the content is opaque to the check). */
const pdf = (bytes: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(bytes - 15, 0x20), Buffer.from('\n%%EOF')])

/** A 10000 × 10000 one-bit PNG of ~12 KB: 100 megapixels, a 300 MB bitmap once decoded to RGB. */
function pngBomb(): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const b of bytes) c = table[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const head = Buffer.alloc(4)
    head.writeUInt32BE(data.length)
    const tail = Buffer.alloc(4)
    tail.writeUInt32BE(crc(body))
    return Buffer.concat([head, body, tail])
  }
  const size = 10_000
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 1 // bit depth 1, greyscale
  const rows = Buffer.alloc(size * (1 + size / 8))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ])
}

const photoCount = async () => Number((await db.selectFrom('business_photos').select((eb) => eb.fn.countAll<string>().as('n')).where('business_id', '=', owned).executeTakeFirstOrThrow()).n)
const claims = async () => db.selectFrom('business_claims').select(['documents']).where('business_id', '=', claimable).execute()

describe('files a phone makes are accepted', () => {
  it('a 117 KB PNG becomes a photo of the business', async () => {
    const png = await noisePng(225, 177)
    expect(png.length).toBeGreaterThan(100 * KB)
    const answer = await post(photosPath(), photoForm(file(png, 'shop.png', 'image/png')))
    expect(answer.status).toBe(302)
    expect(await photoCount()).toBe(1)
  })

  it('a 41 KB PDF and a WebP are sent as a claim’s documents', async () => {
    const webp = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#336699' } }).webp().toBuffer()
    const answer = await post(claimPath(), claimForm(file(pdf(41 * KB), 'lease.pdf', 'application/pdf'), file(webp, 'licence.webp', 'image/webp')))
    expect(answer.status).toBe(302)
    const [claim] = await claims()
    expect(claim!.documents.map((d) => [d.contentType, d.size])).toEqual([['application/pdf', 41 * KB], ['image/webp', webp.length]])
    // Sent: the claim page now says it waits for review, with no forms. The next cases claim afresh.
    expect(await (await fetch(server.base + claimPath(), { headers: { cookie } })).text()).toContain('Your claim is waiting for review')
    await db.deleteFrom('business_claims').where('business_id', '=', claimable).execute()
  })

  it('the forms state the limit beside their fields', async () => {
    const photos = await (await fetch(server.base + photosPath(), { headers: { cookie } })).text()
    expect(photos).toContain('JPEG, PNG or WebP, at most 10 MB')
    const claim = await (await fetch(server.base + claimPath(), { headers: { cookie } })).text()
    expect(claim).toContain('PDF, JPEG, PNG or WebP; up to 3 files, 10 MB each')
  })
})

describe('a file over the limit comes back in the form with a message', () => {
  const eleven = () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(11 * MB)])

  it('an 11 MB photo: 413, the photos page with “Photo: the file must be at most 10 MB” under the field', async () => {
    const answer = await postUnread(photosPath(), photoForm(file(eleven(), 'big.jpg', 'image/jpeg')))
    expect(answer.status).toBe(413)
    expect(answer.headers).toMatch(/content-type: text\/html/i)
    expect(answer.body).toContain('Photo: the file must be at most 10 MB')
    expect(answer.body).toContain('Add photo') // the form, again
    expect(await photoCount()).toBe(1)
  })

  it('an 11 MB document: 422, the claim page with the message under Documents; so are four documents of 10 MB', async () => {
    const before = (await claims()).length
    const one = await post(claimPath(), claimForm(file(eleven(), 'scan.jpg', 'image/jpeg')))
    expect(one.status).toBe(422)
    const page = await one.text()
    expect(page).toContain('Documents: each file must be at most 10 MB (up to 3 files)')
    expect(page).toContain('Send documents')
    // Over the whole body's limit (three files of 10 MB): the same message, in the form.
    const ten = file(Buffer.alloc(10 * MB, 0x20), 'scan.pdf', 'application/pdf')
    const four = await postUnread(claimPath(), claimForm(ten, ten, ten, ten))
    expect(four.status).toBe(413)
    expect(four.body).toContain('Documents: each file must be at most 10 MB (up to 3 files)')
    expect(four.body).toContain('Send documents')
    expect((await claims()).length).toBe(before)
  })
})

describe('a decompression bomb is refused with a message', () => {
  const bomb = pngBomb()

  it('is what it says: 100 megapixels in ~12 KB', async () => {
    expect(bomb.length).toBeLessThan(16 * KB)
    expect(await sharp(bomb).metadata()).toMatchObject({ width: 10_000, height: 10_000, format: 'png' })
  })

  it('as a claim document: 422 naming the field and the limit, nothing stored, memory as it was', async () => {
    const before = (await claims()).length
    let peak = process.memoryUsage().rss
    const start = peak
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
    // Three at once, each with three bombs (they cost 300 MB of memory each when decoded).
    const answers = await Promise.all([1, 2, 3].map(() => post(claimPath(), claimForm(...[1, 2, 3].map((i) => file(bomb, `bomb${i}.png`, 'image/png'))))))
    clearInterval(sampler)
    for (const answer of answers) {
      expect(answer.status).toBe(422)
      expect(await answer.text()).toContain('Documents: “bomb1.png” has too many pixels: at most 50 megapixels')
    }
    expect(peak - start).toBeLessThan(100 * MB)
    expect((await claims()).length).toBe(before)
  })

  it('as a photo: 422 naming the field and the limit', async () => {
    const answer = await post(photosPath(), photoForm(file(bomb, 'bomb.png', 'image/png')))
    expect(answer.status).toBe(422)
    expect(await answer.text()).toContain('Photo: the image has too many pixels (at most 50 megapixels)')
    expect(await photoCount()).toBe(1)
  })
})

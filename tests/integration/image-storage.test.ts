// Image storage on a local folder and on an S3 stand-in (s3rver), and the content checks every
// stored image goes through (type by content, 5 MB limit, re-encoding). No database needed.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkAndReencode, makeVariant, MAX_IMAGE_BYTES, NOT_AN_IMAGE_MESSAGE, TOO_LARGE_MESSAGE } from '~/domain/city-images/image-check.server.ts'
import { localStore, s3Store, type UploadStore } from '~/lib/upload-store.server.ts'

let s3: S3rver
let s3Endpoint = ''

beforeAll(async () => {
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: mkdtempSync(join(tmpdir(), 'safest-s3-')), configureBuckets: [{ name: 'safest-images', configs: [] }] })
  const address = (await s3.run()) as AddressInfo
  s3Endpoint = `http://127.0.0.1:${address.port}`
})
afterAll(async () => {
  await s3.close()
})

const stores: [string, () => UploadStore][] = [
  ['a local folder', () => localStore(mkdtempSync(join(tmpdir(), 'safest-store-')))],
  ['S3 (s3rver)', () => s3Store({ endpoint: s3Endpoint, bucket: 'safest-images', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })],
]

for (const [name, make] of stores) {
  describe(`image storage on ${name}`, () => {
    it('puts, gets and removes objects in the city-images and business-images buckets', async () => {
      const store = make()
      const body = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3])
      await store.put('city-images/denver.jpg', body, 'image/jpeg')
      await store.put('business-images/acme.v1-400.webp', Buffer.from('webp'), 'image/webp')
      expect((await store.get('city-images/denver.jpg'))!.equals(body)).toBe(true)
      expect((await store.get('business-images/acme.v1-400.webp'))!.toString()).toBe('webp')
      await store.put('city-images/denver.jpg', Buffer.from('second'), 'image/jpeg')
      expect((await store.get('city-images/denver.jpg'))!.toString()).toBe('second')
      await store.remove('city-images/denver.jpg')
      expect(await store.get('city-images/denver.jpg')).toBeUndefined()
      await store.remove('city-images/never-there.jpg')
    })

    it('refuses keys outside its buckets', async () => {
      const store = make()
      for (const key of ['../etc/passwd', 'city-images/../../x', 'other/file.jpg', 'city-images/', 'city-images/A B.jpg']) {
        await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Invalid storage key')
      }
    })
  })
}

describe('content checks', () => {
  const png = () => sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } }).png().toBuffer()

  it('re-encodes a PNG, JPEG or WebP into a 1600×900 JPEG', async () => {
    for (const input of [await png(), await sharp(await png()).webp().toBuffer(), await sharp(await png()).jpeg().toBuffer()]) {
      const out = await checkAndReencode(input)
      expect(await sharp(out).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 900 })
    }
  })

  it('refuses files over 5 MB, files that are not images, and broken images, with clear messages', async () => {
    await expect(checkAndReencode(Buffer.alloc(MAX_IMAGE_BYTES + 1))).rejects.toThrow(TOO_LARGE_MESSAGE)
    await expect(checkAndReencode(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toThrow(NOT_AN_IMAGE_MESSAGE)
    await expect(checkAndReencode(Buffer.from('GIF89a not really'))).rejects.toMatchObject({ code: 'invalid', field: 'image' })
    const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).gif().toBuffer()
    await expect(checkAndReencode(gif)).rejects.toThrow(NOT_AN_IMAGE_MESSAGE)
    const jpeg = await sharp(await png()).jpeg().toBuffer()
    await expect(checkAndReencode(jpeg.subarray(0, 200))).rejects.toThrow(NOT_AN_IMAGE_MESSAGE)
  })

  it('makes each delivered size as WebP and JPEG', async () => {
    const original = await checkAndReencode(await png())
    for (const width of [400, 800, 1600] as const) {
      expect(await sharp(await makeVariant(original, width, 'webp')).metadata()).toMatchObject({ format: 'webp', width, height: (width * 9) / 16 })
      expect(await sharp(await makeVariant(original, width, 'jpg')).metadata()).toMatchObject({ format: 'jpeg', width })
    }
  })
})

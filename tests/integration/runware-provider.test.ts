// The Runware provider against a local stand-in of its API: success, each error, retries with
// backoff on 429/503/504, a slow answer (timeout), a broken image and an oversized one.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { checkAndReencode, NOT_AN_IMAGE_MESSAGE } from '~/domain/city-images/image-check.server.ts'
import type { CityForImage } from '~/domain/city-images/providers.server.ts'
import { AppError } from '~/lib/app-error.ts'
import { runwarePrompt, runwareProvider } from '~/domain/city-images/runware.server.ts'

type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void
let handlers: Handler[] = []
const requests: { url: string; auth?: string; body: string }[] = []
let base = ''
let webp: Buffer
const server = createServer((req, res) => {
  let body = ''
  req.on('data', (c) => (body += c))
  req.on('end', () => {
    requests.push({ url: req.url!, auth: req.headers.authorization, body })
    if (req.url!.startsWith('/images/')) return images(req, res)
    const next = handlers.length > 1 ? handlers.shift()! : handlers[0]!
    next(req, body, res)
  })
})
function images(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/images/ok.webp') return res.writeHead(200, { 'content-type': 'image/webp' }).end(webp)
  if (req.url === '/images/broken.webp') return res.writeHead(200, { 'content-type': 'image/webp' }).end(webp.subarray(0, 60))
  if (req.url === '/images/huge.webp') return res.writeHead(200, { 'content-type': 'image/webp', 'content-length': String(6 * 1024 * 1024) }).end(Buffer.alloc(6 * 1024 * 1024))
  res.writeHead(404).end()
}
const json = (status: number, value: unknown, headers: Record<string, string> = {}): Handler => (_req, _body, res) => res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value))
const success = (image = 'ok.webp'): Handler => (_req, body, res) => {
  const [task] = JSON.parse(body) as { taskUUID: string }[]
  json(200, { data: [{ taskType: 'imageInference', taskUUID: task!.taskUUID, imageUUID: 'i-1', imageURL: `${base}/images/${image}` }] })(_req, body, res)
}

const city: CityForImage = {
  name: 'Denver', state: 'CO', slug: 'denver', version: 1,
  traits: { terrain: 'snowy-peaks', water: 'none', skyline: { size: 'large', shape: 'towers' }, landmarks: ['capitol-dome'], climate: 'continental', palette: 'day', tint: 215 },
}
const provider = (extra: Partial<Parameters<typeof runwareProvider>[0]> = {}) => runwareProvider({ apiKey: 'rw-test-key', url: `${base}/v1`, backoffMs: 10, timeoutMs: 2000, ...extra })

beforeAll(async () => {
  webp = await sharp({ create: { width: 1344, height: 768, channels: 3, background: '#88aadd' } }).webp().toBuffer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  handlers = []
  requests.length = 0
})

describe('Runware provider', () => {
  it('sends one imageInference task with the key, the prompt and the size, then downloads the image', async () => {
    handlers = [success()]
    const image = await provider({ model: 'runware:101@1' }).generate(city)
    expect((await sharp(await checkAndReencode(image)).metadata()).width).toBe(1600)
    const call = requests.find((r) => r.url === '/v1')!
    expect(call.auth).toBe('Bearer rw-test-key')
    const [task] = JSON.parse(call.body) as Record<string, unknown>[]
    expect(task).toMatchObject({ taskType: 'imageInference', model: 'runware:101@1', width: 1344, height: 768, outputType: 'URL', outputFormat: 'WEBP', numberResults: 1 })
    expect(task!.taskUUID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(task!.positivePrompt).toBe(runwarePrompt(city))
    expect(task!.positivePrompt).toContain('Denver, CO')
    expect(task!.positivePrompt).toContain('snow-capped peaks')
    expect(requests.map((r) => r.url)).toEqual(['/v1', '/images/ok.webp'])
  })

  for (const [status, code, message] of [
    [400, 'invalidPositivePrompt', 'Invalid value for positivePrompt'],
    [401, 'invalidApiKey', 'Invalid API key'],
    [402, 'insufficientCredits', 'Insufficient credits'],
    [403, 'forbidden', 'Access to this model is forbidden'],
  ] as const) {
    it(`reports a ${status} (${code}) with the server's message and does not retry`, async () => {
      handlers = [json(status, { errors: [{ code, message, taskUUID: 'x' }] })]
      const error = await provider().generate(city).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AppError)
      expect(error).toMatchObject({ code: 'provider-failed', message, cause: { status } })
      expect(requests).toHaveLength(1)
    })
  }

  it('retries 429, 503 and 504 with backoff, then succeeds', async () => {
    handlers = [json(429, { errors: [{ code: 'rateLimited', message: 'Too many' }] }), json(503, {}), json(504, {}), success()]
    const started = Date.now()
    await provider().generate(city)
    expect(requests.filter((r) => r.url === '/v1')).toHaveLength(4)
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 + 20 + 40)
  })

  it('gives up after its retries with the last answer', async () => {
    handlers = [json(503, { errors: [{ code: 'serviceUnavailable', message: 'Service unavailable' }] })]
    await expect(provider({ retries: 2 }).generate(city)).rejects.toThrow('Service unavailable')
    expect(requests).toHaveLength(3)
  })

  it('times out a slow answer', async () => {
    handlers = [(_req, body, res) => setTimeout(() => success()(_req, body, res), 800)]
    await expect(provider({ timeoutMs: 200 }).generate(city)).rejects.toThrow('Runware did not answer within')
  })

  it('refuses an answer without an image URL, a broken image and an oversized one', async () => {
    handlers = [json(200, { data: [{}] })]
    await expect(provider().generate(city)).rejects.toThrow('Runware returned no image URL')
    handlers = [success('broken.webp')]
    await expect(provider().generate(city).then((b) => checkAndReencode(b))).rejects.toThrow(NOT_AN_IMAGE_MESSAGE)
    handlers = [success('huge.webp')]
    await expect(provider().generate(city)).rejects.toThrow('larger than 5 MB')
    handlers = [success('missing.webp')]
    await expect(provider().generate(city)).rejects.toThrow('could not be downloaded (404)')
  })
})

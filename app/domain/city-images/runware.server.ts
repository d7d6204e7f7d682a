import { randomUUID } from 'node:crypto'
import { describeTraits } from './city-traits.ts'
import { MAX_IMAGE_BYTES, TOO_LARGE_MESSAGE } from './image-check.server.ts'
import { providerFailed, type CityForImage, type ImageProvider } from './providers.server.ts'

export interface RunwareOptions {
  apiKey: string
  model?: string
  /** https://api.runware.ai/v1, or a stand-in in tests. */
  url?: string
  /** Per request (the inference, and the download). */
  timeoutMs?: number
  /** Retries of 429 / 503 / 504 and network errors, with exponential backoff. */
  retries?: number
  backoffMs?: number
}

const RETRYABLE = new Set([429, 503, 504])

/** The prompt: the city's name, state and what it looks like. */
export function runwarePrompt(city: CityForImage): string {
  const light = { day: 'bright daylight', golden: 'warm golden-hour light', morning: 'soft early-morning light' }[city.traits.palette]
  return `Photorealistic wide view of the ${city.name}, ${city.state} skyline: ${describeTraits(city.traits)}, ${light}, clear air, no text, no people`
}

/**
 * Runware: one imageInference task (POST {url} with a Bearer key, a JSON array), then the image
 * at data[0].imageURL is downloaded at once (we store it ourselves; never hot-linked).
 */
export function runwareProvider(options: RunwareOptions): ImageProvider {
  const url = options.url ?? 'https://api.runware.ai/v1'
  const timeoutMs = options.timeoutMs ?? 90_000
  const retries = options.retries ?? 3
  const backoffMs = options.backoffMs ?? 1_000

  async function call(body: unknown): Promise<unknown> {
    for (let attempt = 0; ; attempt++) {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        const timedOut = (error as Error).name === 'TimeoutError'
        if (!timedOut && attempt < retries) {
          await sleep(backoffMs * 2 ** attempt)
          continue
        }
        throw providerFailed(timedOut ? `Runware did not answer within ${Math.round(timeoutMs / 1000)} s` : `Runware could not be reached: ${(error as Error).message}`)
      }
      if (RETRYABLE.has(response.status) && attempt < retries) {
        await response.body?.cancel()
        const retryAfter = Number(response.headers.get('retry-after'))
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter * 1000, 30_000) : backoffMs * 2 ** attempt)
        continue
      }
      const text = await response.text()
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        throw providerFailed(`Runware answered ${response.status} without JSON`, response.status)
      }
      if (!response.ok || (json as { errors?: unknown[] }).errors?.length) {
        const first = (json as { errors?: { code?: string; message?: string }[] }).errors?.[0]
        throw providerFailed(first?.message ?? `Runware answered ${response.status}`, response.status)
      }
      return json
    }
  }

  async function download(imageUrl: string): Promise<Buffer> {
    let response: Response
    try {
      response = await fetch(imageUrl, { signal: AbortSignal.timeout(timeoutMs) })
    } catch (error) {
      throw providerFailed((error as Error).name === 'TimeoutError' ? 'The generated image did not download in time' : 'The generated image could not be downloaded')
    }
    if (!response.ok || !response.body) throw providerFailed(`The generated image could not be downloaded (${response.status})`, response.status)
    if (Number(response.headers.get('content-length') ?? 0) > MAX_IMAGE_BYTES) throw providerFailed(TOO_LARGE_MESSAGE)
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of response.body) {
      size += chunk.length
      if (size > MAX_IMAGE_BYTES) throw providerFailed(TOO_LARGE_MESSAGE)
      chunks.push(Buffer.from(chunk))
    }
    return Buffer.concat(chunks)
  }

  return {
    name: 'runware',
    async generate(city) {
      const task = {
        taskType: 'imageInference',
        taskUUID: randomUUID(),
        positivePrompt: runwarePrompt(city),
        model: options.model ?? 'runware:101@1',
        width: 1344,
        height: 768,
        outputType: 'URL',
        outputFormat: 'WEBP',
        numberResults: 1,
      }
      const answer = (await call([task])) as { data?: { imageURL?: string }[] }
      const imageUrl = answer.data?.[0]?.imageURL
      if (!imageUrl || !/^https?:\/\//.test(imageUrl)) throw providerFailed('Runware returned no image URL')
      return download(imageUrl)
    },
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { dirname, join, resolve } from 'node:path'
import { getEnv } from '~/lib/env.server.ts'

/**
 * The store of every upload and generated image (city images, business photos, claim and application
 * documents, content images): a local folder, or S3-compatible object storage. Keys are
 * bucket/name (spec §3: one city image per slug under city-images/).
 */
export interface UploadStore {
  readonly kind: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The stored bytes, or undefined when there is no such object. */
  get(key: string): Promise<Buffer | undefined>
  remove(key: string): Promise<void>
}

const KEY = /^(city-images|business-images|business-documents|content-images)\/[a-z0-9][a-z0-9._-]{0,150}$/

/** Keys are bucket/name with a safe name: nothing can reach outside the store. */
export function assertKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Invalid storage key: ${key}`)
}

export function localStore(root: string): UploadStore {
  const path = (key: string) => {
    assertKey(key)
    return join(root, key)
  }
  return {
    kind: 'local',
    async put(key, body) {
      const file = path(key)
      await mkdir(dirname(file), { recursive: true })
      // Write then rename, so a concurrent reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`
      await writeFile(temp, body)
      await rename(temp, file)
    },
    async get(key) {
      try {
        return await readFile(path(key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async remove(key) {
      await unlink(path(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error
      })
    },
  }
}

export interface S3Options {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region?: string
}

/** The AWS SDK is loaded when S3 is first used (it costs every process ~0.2–0.4 s to load otherwise). */
let sdk: Promise<typeof import('@aws-sdk/client-s3')> | undefined

export function s3Store(options: S3Options): UploadStore {
  const connect = async () => {
    sdk ??= import('@aws-sdk/client-s3')
    const aws = await sdk
    const client = new aws.S3Client({
      endpoint: options.endpoint,
      region: options.region ?? 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    })
    return { aws, client }
  }
  let connection: ReturnType<typeof connect> | undefined
  const s3 = () => (connection ??= connect())
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key)
      const { aws, client } = await s3()
      await client.send(new aws.PutObjectCommand({ Bucket: options.bucket, Key: key, Body: body, ContentType: contentType }))
    },
    async get(key) {
      assertKey(key)
      const { aws, client } = await s3()
      try {
        const answer = await client.send(new aws.GetObjectCommand({ Bucket: options.bucket, Key: key }))
        return Buffer.from(await answer.Body!.transformToByteArray())
      } catch (error) {
        if (error instanceof aws.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return undefined
        throw error
      }
    },
    async remove(key) {
      assertKey(key)
      const { aws, client } = await s3()
      await client.send(new aws.DeleteObjectCommand({ Bucket: options.bucket, Key: key }))
    },
  }
}

let configured: UploadStore | undefined

/** The configured store: S3 when S3_* are set, else the folder DATA_DIR/images. */
export function uploadStore(): UploadStore {
  if (configured) return configured
  const env = getEnv()
  configured = env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? s3Store({ endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY, region: env.S3_REGION })
    : localStore(resolve(env.DATA_DIR, 'images'))
  return configured
}

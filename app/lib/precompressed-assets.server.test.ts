import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressedAssets } from './precompressed-assets.server.ts'

const SCRIPT = 'export const answer = 42;\n'.repeat(50)

let dir: string
let server: http.Server
let base: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'assets-'))
  writeFileSync(join(dir, 'built.js'), SCRIPT)
  // What the build wrote beside it (made distinguishable, to see which one is sent).
  writeFileSync(join(dir, 'built.js.gz'), gzipSync('// from the build (gzip)\n' + SCRIPT))
  writeFileSync(join(dir, 'built.js.br'), brotliCompressSync('// from the build (brotli)\n' + SCRIPT))
  writeFileSync(join(dir, 'plain.js'), SCRIPT)
  const app = express()
  app.use('/assets', precompressedAssets(dir))
  app.use('/assets', express.static(dir, { fallthrough: false }))
  server = app.listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => {
  server.close()
  rmSync(dir, { recursive: true, force: true })
})

function get(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; encoding?: string; body: Buffer }>((resolve, reject) => {
    http
      .get(base + path, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('precompressed build assets', () => {
  it("sends the build's own .br and .gz files as they are", async () => {
    const br = await get('/assets/built.js', 'br, gzip')
    expect(br.encoding).toBe('br')
    expect(brotliDecompressSync(br.body).toString()).toBe('// from the build (brotli)\n' + SCRIPT)
    const gz = await get('/assets/built.js', 'gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe('// from the build (gzip)\n' + SCRIPT)
  })

  it('compresses an asset the build left uncompressed, and sends it plain to a client without encodings', async () => {
    const gz = await get('/assets/plain.js', 'gzip')
    expect(gz.encoding).toBe('gzip')
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT)
    const plain = await get('/assets/plain.js', 'identity')
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('answers 404 for a missing asset', async () => {
    expect((await get('/assets/missing.js', 'br')).status).toBe(404)
  })
})

import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import { promisify } from 'node:util'
import type { NextFunction, Request, Response } from 'express'
import { pickEncoding } from './compress-document.server.ts'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.map', '.txt'])

/**
 * Hashed build assets never change, so each is compressed once (brotli at its best quality, and
 * gzip; the build's own .br/.gz files when present) and kept in memory; compressing a 200 KB
 * script on every request would cost more than rendering a cached page. Other files and clients
 * that accept no encoding fall through to express.static.
 */
export function precompressedAssets(dir: string) {
  const cache = new Map<string, Promise<{ br: Buffer; gzip: Buffer } | null>>()
  const root = normalize(dir) + sep

  async function load(file: string) {
    try {
      const raw = await readFile(file)
      // The build writes .br and .gz beside each asset (scripts/lib/precompress-plugin.ts);
      // compress here only what it did not.
      const [br, gz] = await Promise.all([
        readFile(`${file}.br`).catch(() => brotli(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length } })),
        readFile(`${file}.gz`).catch(() => gzipAsync(raw, { level: 9 })),
      ])
      return { br, gzip: gz }
    } catch {
      return null
    }
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const type = extname(req.path)
    const encoding = pickEncoding(req.get('accept-encoding'))
    if (!COMPRESSIBLE.has(type) || encoding === 'identity') return next()
    const file = normalize(join(dir, req.path))
    if (!file.startsWith(root)) return next()
    let entry = cache.get(file)
    if (!entry) {
      entry = load(file)
      cache.set(file, entry)
    }
    const compressed = await entry
    if (!compressed) {
      cache.delete(file)
      return next()
    }
    const body = compressed[encoding]
    res.setHeader('Content-Type', res.getHeader('Content-Type') ?? (type === '.js' ? 'text/javascript; charset=utf-8' : type === '.css' ? 'text/css; charset=utf-8' : type === '.svg' ? 'image/svg+xml' : 'application/octet-stream'))
    res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', String(body.length))
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/

/**
 * Writes `file.br` (brotli 11) and `file.gz` (zopfli: a gzip stream ~3 % smaller than zlib's level
 * 9, readable by every gzip client) next to each script, stylesheet and sprite of the client build.
 * The server sends these as they are (lib/precompressed-assets.server.ts): hashed assets never
 * change, so the slow, thorough compression is paid once per build, never per request.
 */
export function precompressAssets(): Plugin {
  return {
    name: 'safest:precompress-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir!
      for (const file of Object.values(bundle)) {
        if (!COMPRESSIBLE.test(file.fileName)) continue
        const body = Buffer.from(file.type === 'chunk' ? file.code : file.source)
        const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
        const gz = await gzipAsync(body, { numiterations: 5 })
        await Promise.all([writeFile(join(dir, `${file.fileName}.br`), br), writeFile(join(dir, `${file.fileName}.gz`), gz)])
      }
    },
  }
}

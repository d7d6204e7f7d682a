// npm run js-budget — the JavaScript each public page of the production build loads at start
// (React Router's entry, the root route and the page's route with everything they import), gzip
// and brotli as served (the build's .gz and .br files), against the budget of 120 KB a page.
// Builds first when build/ is missing.
// Chunks loaded later (a dialog's code on its first click, the toaster when the browser is idle)
// are not counted: `npm run lighthouse` measures what a page transfers in the end.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { BUILD_DIR, ensureBuild } from './lib/production-server.ts'

const BUDGET_KB = 120
/** The public pages with a budget, by their route id (the five `npm run lighthouse` measures). */
const BUDGETED_PAGES: Record<string, string> = {
  '/': 'routes/home',
  '/city/denver': 'routes/city',
  '/products': 'routes/products',
  '/reviews/example': 'routes/review',
  '/quiz': 'routes/quiz',
}

ensureBuild()
const client = join(BUILD_DIR, 'client')
const manifestFile = readdirSync(join(client, 'assets')).find((f) => f.startsWith('manifest-'))!
const text = readFileSync(join(client, 'assets', manifestFile), 'utf8')
type Entry = { module: string; imports?: string[] }
const manifest = JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)) as { entry: Entry; routes: Record<string, Entry> }

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
let over = false
console.log(`${'page'.padEnd(20)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(7)} ${'files'.padStart(5)}  largest files (gzip KB)`)
for (const [path, routeId] of Object.entries(BUDGETED_PAGES)) {
  const files = new Set<string>()
  for (const entry of [manifest.entry, manifest.routes.root!, manifest.routes[routeId]!]) for (const f of [entry.module, ...(entry.imports ?? [])]) files.add(f)
  const sizes = [...files].map((f) => {
    const body = readFileSync(join(client, f))
    const served = (ext: string, compress: (b: Buffer) => Buffer) => (existsSync(join(client, f + ext)) ? readFileSync(join(client, f + ext)) : compress(body)).length
    return { file: f.replace('/assets/', ''), gzip: served('.gz', (b) => gzipSync(b, { level: 9 })), br: served('.br', (b) => brotliCompressSync(b)) }
  })
  const gzip = sizes.reduce((s, x) => s + x.gzip, 0)
  const br = sizes.reduce((s, x) => s + x.br, 0)
  if (gzip / 1024 > BUDGET_KB) over = true
  const largest = sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 4).map((x) => `${x.file} ${kb(x.gzip)}`).join(', ')
  console.log(`${path.padEnd(20)} ${kb(gzip).padStart(8)} ${kb(br).padStart(7)} ${String(files.size).padStart(5)}  ${largest}`)
}
console.log(over ? `\nOver the budget of ${BUDGET_KB} KB (gzip) on some page.` : `\nEvery page within ${BUDGET_KB} KB (gzip).`)
process.exit(over ? 1 : 0)

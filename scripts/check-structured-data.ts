// npm run check:structured-data — Google's rules for the structured data of a city page, a business
// page, the example product review and a blog post, on the production build.
//
// Starts the production server (start.js on the build in BUILD_DIR, default build-crash/, built
// first when missing) on a new embedded database (migrated and seeded at start), fetches the pages
// and checks their JSON-LD with structured-data-testing-tool's Google preset and the presets of
// scripts/lib/structured-data.ts (offline: the tool is given the HTML). Prints each page's result;
// exits non-zero on any error (a required property missing). Warnings (recommended ones) print.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureProductionBuild, startProductionServer } from '../tests/support/production-server.ts'
import { checkPages, formatReport, pagesToCheck } from './lib/structured-data.ts'

ensureProductionBuild()
const dataDir = mkdtempSync(join(tmpdir(), 'safest-structured-data-'))
const server = await startProductionServer({ dataDir })
let errors = 0
try {
  const reports = await checkPages(server.base, await pagesToCheck(server.base))
  for (const report of reports) {
    console.log(formatReport(report).join('\n'))
    errors += report.errors.length
  }
  console.log(errors === 0 ? `Structured data: ${reports.length} pages, no errors.` : `Structured data: ${errors} errors.`)
} finally {
  await server.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
process.exitCode = errors === 0 ? 0 : 1

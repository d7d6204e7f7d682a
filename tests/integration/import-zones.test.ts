import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The import rules of eslint.config.js, each shown rejecting an import planted in an in-memory file
// (the imported module is real: the rules resolve it on disk).
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })
const rulesBroken = async (file: string, source: string) => {
  const [result] = await eslint.lintText(`${source}\nexport const x = 1\n`, { filePath: file })
  return result!.messages.map((m) => m.ruleId ?? m.message)
}
const ZONE = 'import-x/no-restricted-paths'

// The first lint loads the config and the TypeScript resolver: slow on a busy machine.
beforeAll(() => rulesBroken('app/lib/x.ts', ''), 120_000)
const zoneRejects = async (file: string, source: string) => (await rulesBroken(file, source)).includes(ZONE)
/** Each of `targets`, imported by `file`, is stopped by a zone. */
async function expectRejected(file: string, ...targets: string[]) {
  for (const target of targets) expect(await zoneRejects(file, `import '${target}'`), `${file} imports ${target}`).toBe(true)
}

describe('import zones', () => {
  it('keep components/ui free of feature components, domain code and route modules', async () => {
    await expectRejected('app/components/ui/x.tsx', '~/components/directory/city-card.tsx', '../directory/city-card.tsx', '~/domain/directory/directory-query.ts', '~/routes/city.tsx')
    // …but the kit may use itself and app/lib.
    expect(await rulesBroken('app/components/ui/x.tsx', "import './button.tsx'\nimport '~/lib/utils.ts'")).toEqual([])
  })

  it('let no component import a route module', async () => {
    expect(await zoneRejects('app/components/home/x.tsx', "import type { Route } from '~/routes/city.tsx'")).toBe(true)
    await expectRejected('app/components/admin/x.tsx', '~/routes/admin/businesses.ts')
  })

  it('let domain, lib and content code import no component or route module, and lib no domain code', async () => {
    await expectRejected('app/domain/directory/x.ts', '~/components/directory/city-card.tsx', '~/routes/city.tsx')
    await expectRejected('app/content/x.ts', '~/components/directory/city-card.tsx')
    await expectRejected('app/lib/x.ts', '~/routes/city.tsx', '~/domain/directory/directory-query.ts')
  })

  it('forbid public code in every folder from importing admin code, the seed or scripts', async () => {
    const admin = [
      '~/domain/admin/require-admin.server.ts',
      '~/domain/audit-log/find-audit-log.admin.server.ts',
      '~/domain/submission/business-from-submission.admin.ts',
      '~/components/admin/badges-tab.tsx',
      '~/routes/admin/businesses.ts',
    ]
    const publicFiles = [
      'app/root.tsx',
      'app/routes/x.tsx',
      'app/routes/api/x.ts',
      'app/components/x.tsx',
      'app/components/directory/x.tsx',
      'app/components/ui/x.tsx',
      'app/domain/directory/x.ts',
      'app/lib/x.ts',
      'app/content/x.ts',
      'db/migrations/x.ts',
    ]
    for (const file of publicFiles) await expectRejected(file, ...admin)
    // Paths through db/ and lib/: a public module reaching the seed (which writes through the
    // admin's business operations) or a script is stopped at its first step.
    await expectRejected('app/lib/x.ts', '../../db/seed/index.ts')
    await expectRejected('app/domain/directory/x.ts', '../../../db/seed/generate-businesses.ts')
    await expectRejected('db/migrations/x.ts', '../seed/index.ts')
    await expectRejected('app/routes/x.tsx', '../../scripts/seed.ts')
    // A relative path out of the admin folder is still the admin folder.
    await expectRejected('app/components/x.tsx', './admin/badges-tab.tsx')
  })

  it('keep the server off the UI kit and route modules, and its request path off domain code', async () => {
    await expectRejected('server/x.ts', '~/components/ui/button.tsx', '~/routes/city.tsx', '~/domain/owner/stats-counter.server.ts')
    await expectRejected('server.ts', '~/domain/owner/stats-counter.server.ts')
    expect(await rulesBroken('server/lifecycle.ts', "import '~/domain/owner/flush-business-stats.server.ts'\nimport '~/lib/log.server.ts'")).toEqual([])
  })

  it('keep migrations off the live code and content of the app', async () => {
    await expectRejected('db/migrations/x.ts', '../../app/content/products.ts', '../../app/lib/db-schema.ts', '../../app/domain/guides/model.ts')
    expect(await rulesBroken('db/migrations/x.ts', "import './0041-blog-posts.ts'\nimport './content/0043-category-guides.json'")).toEqual([])
  })

  it('let admin code import itself and public code, and the seed use the admin business operations', async () => {
    expect(await rulesBroken('app/routes/admin/x.ts', "import '~/domain/business/save-business.admin.server.ts'\nimport '~/lib/db.server.ts'")).toEqual([])
    expect(await rulesBroken('app/components/admin/x.tsx', "import './business-fields.tsx'\nimport '~/components/ui/button.tsx'")).toEqual([])
    expect(await rulesBroken('app/domain/admin/x.ts', "import '../audit-log/find-audit-log.admin.server.ts'\nimport '../business/save-business.admin.server.ts'")).toEqual([])
    // An admin operation in its entity's folder imports the admin area and other admin operations…
    expect(await rulesBroken('app/domain/campaign/x.admin.server.ts', "import './save-campaign.admin.server.ts'\nimport '~/domain/admin/activity-sentence.ts'")).toEqual([])
    // …and a public file beside it may not import it.
    await expectRejected('app/domain/campaign/x.server.ts', './save-campaign.admin.server.ts')
    expect(await rulesBroken('db/seed/x.ts', "import '../../app/domain/business/create-businesses.server.ts'")).toEqual([])
  })
})

describe('route modules build no SQL', () => {
  it('refuse Kysely in a route module: its import and its query builders', async () => {
    expect(await rulesBroken('app/routes/x.ts', "import { sql } from 'kysely'")).toContain('no-restricted-imports')
    expect(await rulesBroken('app/routes/admin/x.ts', "import type { Kysely } from 'kysely'")).toContain('no-restricted-imports')
    const query = "declare const db: { selectFrom(t: string): unknown; transaction(): unknown }\nexport const q = () => db.selectFrom('businesses')"
    expect(await rulesBroken('app/routes/x.tsx', query)).toContain('no-restricted-syntax')
    expect(await rulesBroken('app/routes/x.ts', "declare const db: { transaction(): unknown }\nexport const t = () => db.transaction()")).toContain('no-restricted-syntax')
    // …while a domain operation builds its queries.
    expect(await rulesBroken('app/domain/directory/x.ts', `import { sql } from 'kysely'\n${query}\nexport const s = sql`)).toEqual([])
  })
})

describe('import cycles', () => {
  it('reject a module that imports one importing it back', async () => {
    // find-business-rows.admin.server.ts imports find-businesses.server.ts: the reverse import closes a cycle.
    expect(await rulesBroken('app/domain/business/find-businesses.server.ts', "import './find-business-rows.admin.server.ts'")).toContain('import-x/no-cycle')
    expect(await rulesBroken('app/domain/business/x.ts', "import './find-business-rows.admin.server.ts'")).not.toContain('import-x/no-cycle')
  })
})

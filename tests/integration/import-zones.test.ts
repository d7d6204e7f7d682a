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

describe('import zones', () => {
  it('keep components/ui free of feature components, domain code and route modules', async () => {
    expect(await zoneRejects('app/components/ui/x.tsx', "import '~/components/directory/city-card.tsx'")).toBe(true)
    expect(await zoneRejects('app/components/ui/x.tsx', "import '../directory/city-card.tsx'")).toBe(true)
    expect(await zoneRejects('app/components/ui/x.tsx', "import '~/domain/directory/directory-query.ts'")).toBe(true)
    expect(await zoneRejects('app/components/ui/x.tsx', "import '~/routes/city.tsx'")).toBe(true)
    // …but the kit may use itself and app/lib.
    expect(await rulesBroken('app/components/ui/x.tsx', "import './button.tsx'\nimport '~/lib/utils.ts'")).toEqual([])
  })

  it('let no component import a route module', async () => {
    expect(await zoneRejects('app/components/home/x.tsx', "import type { Route } from '~/routes/city.tsx'")).toBe(true)
    expect(await zoneRejects('app/components/admin/x.tsx', "import '~/routes/admin/businesses.ts'")).toBe(true)
  })

  it('let domain, lib and content code import no component or route module, and lib no domain code', async () => {
    expect(await zoneRejects('app/domain/directory/x.ts', "import '~/components/directory/city-card.tsx'")).toBe(true)
    expect(await zoneRejects('app/domain/directory/x.ts', "import '~/routes/city.tsx'")).toBe(true)
    expect(await zoneRejects('app/content/x.ts', "import '~/components/directory/city-card.tsx'")).toBe(true)
    expect(await zoneRejects('app/lib/x.ts', "import '~/routes/city.tsx'")).toBe(true)
    expect(await zoneRejects('app/lib/x.ts', "import '~/domain/directory/directory-query.ts'")).toBe(true)
  })

  it('forbid public code in every folder from importing admin code, the seed or scripts', async () => {
    const admin = [
      '~/domain/admin/require-admin.server.ts',
      '~/domain/admin/business/save-business.server.ts',
      '~/components/admin/access-denied.tsx',
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
    for (const file of publicFiles) {
      for (const target of admin) expect(await zoneRejects(file, `import '${target}'`), `${file} imports ${target}`).toBe(true)
    }
    // Paths through db/ and lib/: a public module reaching the seed (which writes through the
    // admin's business operations) or a script is stopped at its first step.
    expect(await zoneRejects('app/lib/x.ts', "import '../../db/seed/index.ts'")).toBe(true)
    expect(await zoneRejects('app/domain/directory/x.ts', "import '../../../db/seed/generate-businesses.ts'")).toBe(true)
    expect(await zoneRejects('db/migrations/x.ts', "import '../seed/index.ts'")).toBe(true)
    expect(await zoneRejects('app/routes/x.tsx', "import '../../scripts/seed.ts'")).toBe(true)
    // A relative path out of the admin folder is still the admin folder.
    expect(await zoneRejects('app/components/x.tsx', "import './admin/access-denied.tsx'")).toBe(true)
  })

  it('let admin code import itself and public code, and the seed use the admin business operations', async () => {
    expect(await rulesBroken('app/routes/admin/x.ts', "import '~/domain/admin/business/save-business.server.ts'\nimport '~/lib/db.server.ts'")).toEqual([])
    expect(await rulesBroken('app/components/admin/x.tsx', "import './business-fields.tsx'\nimport '~/components/ui/button.tsx'")).toEqual([])
    expect(await rulesBroken('app/domain/admin/x.ts', "import './business/save-business.server.ts'\nimport '../directory/directory-query.ts'")).toEqual([])
    expect(await rulesBroken('db/seed/x.ts', "import '../../app/domain/admin/business/create-businesses.server.ts'")).toEqual([])
  })
})

describe('import cycles', () => {
  it('reject a module that imports one importing it back', async () => {
    // find-business-rows.server.ts imports find-businesses.server.ts: the reverse import closes a cycle.
    expect(await rulesBroken('app/domain/directory/find-businesses.server.ts', "import './find-business-rows.server.ts'")).toContain('import-x/no-cycle')
    expect(await rulesBroken('app/domain/directory/x.ts', "import './find-business-rows.server.ts'")).not.toContain('import-x/no-cycle')
  })
})

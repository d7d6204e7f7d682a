import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The ESLint import zones of eslint.config.js: public code never imports the admin area.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname })
const restricted = async (file: string, source: string) => {
  const [result] = await eslint.lintText(source, { filePath: file })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').length > 0
}

describe('import zones', () => {
  it('forbid public pages, components and domain code from importing admin code', async () => {
    expect(await restricted('app/routes/home.tsx', "import { saveListing } from '~/domain/listings/save-listing.server.ts'\nexport const x = saveListing\n")).toBe(true)
    expect(await restricted('app/components/site-header.tsx', "import { ListingsTab } from './admin/listings-tab.tsx'\nexport const x = ListingsTab\n")).toBe(true)
    expect(await restricted('app/domain/directory/x.ts', "import { requireAdmin } from '../admin/require-admin.server.ts'\nexport const x = requireAdmin\n")).toBe(true)
    expect(await restricted('app/components/ui/button.tsx', "import { AccessDenied } from '~/components/admin/access-denied.tsx'\nexport const x = AccessDenied\n")).toBe(true)
  })

  it('let admin code import itself and public code', async () => {
    expect(await restricted('app/routes/admin/x.ts', "import { saveListing } from '~/domain/listings/save-listing.server.ts'\nimport { database } from '~/lib/db.server.ts'\nexport const x = [saveListing, database]\n")).toBe(false)
    expect(await restricted('app/components/admin/x.tsx', "import { ListingFields } from './listing-fields.tsx'\nimport { Button } from '~/components/ui/button.tsx'\nexport const x = [ListingFields, Button]\n")).toBe(false)
  })
})

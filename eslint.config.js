import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Import zones (import-x/no-restricted-paths; tests/integration/import-zones.test.ts shows each one
// rejecting an import). Layers: components/ui → feature components → route modules; the domain
// and lib below them import neither. Public code never imports the admin area, whatever the folder
// it would go through: every public folder (app/lib and db/migrations included) is a target, so a
// path public → lib → admin is stopped at its first step. The admin's operations live in their
// entity's folder, named `<verb-noun>.admin.server.ts` (a pure admin-only helper `.admin.ts`): the
// same zone stops public code importing them, and they may import the admin area and each other.
const ADMIN = ['app/routes/admin', 'app/components/admin', 'app/domain/admin']
const ADMIN_OPERATIONS = 'app/domain/**/*.admin?(.server).ts'
/** Scripts that may use the admin area: never imported by the app. */
const SCRIPTS = ['db/seed', 'scripts']
const PUBLIC = [
  'app/*.{ts,tsx}',
  'app/content',
  'app/lib',
  'app/components/*.{ts,tsx}',
  'app/components/!(admin)/**',
  'app/domain/!(admin)/**/!(*.admin?(.server)).{ts,tsx}',
  'app/routes/*.{ts,tsx}',
  'app/routes/!(admin)/**',
  'db/migrate.ts',
  'db/migrations',
]
const ZONES = [
  { target: 'app/components/ui', from: 'app/components', except: ['./ui'], message: 'components/ui imports no feature component.' },
  { target: 'app/components/ui', from: ['app/domain', 'app/routes'], message: 'components/ui imports no domain code or route module.' },
  { target: 'app/components', from: 'app/routes', message: 'Components import no route module: put shared types in the domain model.' },
  { target: ['app/domain', 'app/lib', 'app/content'], from: ['app/components', 'app/routes'], message: 'Domain, lib and content code import no component or route module.' },
  { target: 'app/lib', from: 'app/domain', message: 'app/lib imports no domain code.' },
  { target: PUBLIC, from: ADMIN, message: 'Public code must not import admin code (routes/admin, components/admin, domain/admin).' },
  { target: PUBLIC, from: ADMIN_OPERATIONS, message: 'Public code must not import an admin operation (domain/<entity>/*.admin.server.ts).' },
  { target: PUBLIC, from: SCRIPTS, message: 'Public code must not import the seed or scripts (they use the admin area).' },
  // The request path gets route modules from the server build; only the process's start and stop
  // (lifecycle, seed) and /healthz's admin check call domain code.
  { target: ['server.ts', 'server'], from: ['app/components', 'app/routes'], message: 'The server imports no component or route module (it has them from the server build).' },
  { target: ['server.ts', 'server/!(health|lifecycle|seed).ts'], from: 'app/domain', message: 'The request path imports no domain code: a route module calls it.' },
  { target: 'db/migrations', from: 'app', message: 'A migration imports no app code or content: it must do the same on every database, so copy what it needs (data into db/migrations/content/).' },
]

/** Kysely's query builders: route modules call domain operations, which build the SQL. */
const KYSELY_IN_ROUTES = 'Route modules build no SQL: put the query in a domain operation (app/domain/<entity>/<verb-noun>.server.ts).'

export default tseslint.config(
  { ignores: ['build/', 'build-*/', '.react-router/', 'node_modules/', 'data/', 'data-*/', 'test-results/', 'screenshots/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'db/**/*.ts', 'server.ts', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
    },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: KYSELY_IN_ROUTES }] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction)$/]', message: KYSELY_IN_ROUTES },
      ],
    },
  },
)

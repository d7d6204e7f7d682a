import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** The admin area's folders. */
const ADMIN_CODE = ['app/routes/admin/**', 'app/components/admin/**', 'app/domain/admin/**', 'app/domain/listings/**']
const ADMIN_IMPORTS = {
  group: ['**/routes/admin/**', '**/components/admin/**', '**/domain/admin/**', '**/domain/listings/**', '**/admin/**', '**/listings/**'],
  message: 'Public code must not import admin code (app/routes/admin, components/admin, domain/admin, domain/listings).',
}

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
    // Import zones: the admin area may import itself and public code; public code never imports
    // admin code (so public pages never load it). The seed and scripts may use the listings domain.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ADMIN_CODE,
    rules: { 'no-restricted-imports': ['error', { patterns: [ADMIN_IMPORTS] }] },
  },
  {
    // The UI kit stays free of features.
    files: ['app/components/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [ADMIN_IMPORTS, { group: ['~/domain/*', '~/routes/*', '../*/**'], message: 'components/ui imports no features.' }] },
      ],
    },
  },
)

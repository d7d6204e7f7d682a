import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/components/admin/**', '**/domain/listings/**'], message: 'Public code must not import admin code.' },
          ],
        },
      ],
    },
  },
  {
    // The UI kit stays free of features.
    files: ['app/components/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['~/domain/*', '~/routes/*', '../*/**'], message: 'components/ui imports no features.' }] }],
    },
  },
)

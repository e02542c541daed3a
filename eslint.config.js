import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// A feature never imports another feature: shared code lives in lib/ or components/.
const featureBoundaries = features.map((feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)`,
            message: 'Uma feature não importa outra: mova o código comum para lib/ ou components/.',
          },
          {
            regex: '(^|/)features/',
            message: 'Importe outras partes pelo alias @/ e nunca de outra feature.',
          },
        ],
      },
    ],
  },
}))

// Accounts belong to people (ADR 005): only the account owner's flows read or write them.
const accountBoundary = {
  files: ['server/src/**/*.ts'],
  ignores: ['server/src/modules/accounts/**', 'server/src/db/**', 'server/src/**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/db/schema.ts'],
            importNames: ['players'],
            message: 'Contas são das pessoas: leia e escreva a conta só em modules/accounts/.',
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      '.test-results/**',
      'test-results/**',
      'server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  ...featureBoundaries,
  accountBoundary,
)

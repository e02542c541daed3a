import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const foldersIn = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

const features = foldersIn('./web/src/features')

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
            group: ['**/db/schema/accounts.ts', '**/db/schema/index.ts'],
            importNames: ['players'],
            message: 'Contas são das pessoas: leia e escreva a conta só em modules/accounts/.',
          },
        ],
      },
    ],
  },
}

// The map (ADR 030). Server modules, lowest first: a module may import only the modules listed
// before it, so no two modules can import each other. A new module must be placed here.
const SERVER_MODULES = [
  // ADR 040: every module that changes a group's data writes its log entry through it.
  'activity',
  'mail',
  'push',
  'weather',
  // ADR 051: the WhatsApp channel's outbox, templates and Cloud API client; its webhook acts
  // through functions app.ts hands it (the one-tap answers of bids).
  'whatsapp',
  // ADR 044: every notice a person gets (email, push), declared once; it queues through mail and push.
  'notices',
  'groups',
  'reminders',
  'bids',
  'calendar',
  'season',
  'accounts',
  // ADR 049: passkeys, then the short join and claims, then Google sign-in (which joins too).
  'passkeys',
  'joining',
  'google',
  'players',
  'uploads',
  'statistics',
  'results',
  'teams',
  // ADR 048: pictures drawn from what the modules below already count.
  'share',
  'contact',
  'site',
  'health',
  'helpers',
  'finance',
  // ADR 061: the organisers' weekly digest, told from what bids, finance and season count.
  'digest',
  // ADR 052: charges paid by the bank, through each group's PSP; built on the money's charges.
  'pix',
  'privacy',
]
const unplaced = foldersIn('./server/src/modules').filter((m) => !SERVER_MODULES.includes(m))
if (unplaced.length > 0) {
  throw new Error(`eslint.config.js: place ${unplaced.join(', ')} in SERVER_MODULES (ADR 030)`)
}

const server = (path) => `./server/src/${path}`
const web = (path) => `./web/src/${path}`
const COMPOSITION = ['app.ts', 'app-services.ts', 'app-routes.ts', 'main.ts', 'cli.ts'].map(server)

const moduleOrder = SERVER_MODULES.map((module, index) => ({
  target: server(`modules/${module}`),
  from: SERVER_MODULES.slice(index + 1).map((above) => server(`modules/${above}`)),
  message: `Os módulos dependem numa só direção (SERVER_MODULES, ADR 030): ${module} não importa módulos acima dele. Mova o código comum para baixo ou receba-o por parâmetro em app.ts.`,
})).filter((zone) => zone.from.length > 0)

const serverLayers = [
  {
    target: server('modules'),
    from: [server('jobs'), server('plugins'), ...COMPOSITION],
    message:
      'Um módulo não importa jobs/, plugins/ nem a composição (app.ts): dependa de um tipo em lib/ e receba a peça por parâmetro.',
  },
  {
    target: server('plugins'),
    from: [server('modules'), server('jobs'), ...COMPOSITION],
    message: 'Um plugin não importa módulos nem jobs: app.ts lhe entrega o que ele usa.',
  },
  {
    target: server('jobs'),
    from: [server('plugins'), ...COMPOSITION],
    message: 'Um job não importa plugins nem a composição (app.ts).',
  },
  {
    target: [server('lib'), server('db')],
    from: [server('modules'), server('jobs'), server('plugins'), ...COMPOSITION],
    message: 'lib/ e db/ ficam na base: não importam módulos, jobs, plugins nem app.ts.',
  },
  {
    target: './domain',
    from: ['./server', './web', './e2e'],
    message: 'domain/ é a base comum: não importa nada do servidor, da web ou do e2e.',
  },
]

const webLayers = [
  {
    target: web('lib'),
    from: [web('features'), web('components'), web('app')],
    message: 'lib/ não importa features, components nem app/: mova o código para lib/.',
  },
  {
    target: web('components'),
    from: [web('features'), web('app')],
    message: 'components/ não importa features nem app/: receba o que precisa por props.',
  },
  {
    target: web('features'),
    from: [web('app')],
    message: 'Uma feature não importa app/: app/ monta as features, não o contrário.',
  },
]

// A comment says why in its own words: a tracker's ticket numbers mean nothing to the next reader.
// ADRs are in the repository, so citing one is fine.
const ISSUE_CITATION = /\bissues?\s*#?\d+|\bthe issue\b|\bper issue\b/i
const noIssueCitations = {
  meta: {
    type: 'suggestion',
    messages: { cited: 'Um comentário não cita issues: diga o porquê com suas palavras.' },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          if (ISSUE_CITATION.test(comment.value))
            context.report({ loc: comment.loc, messageId: 'cited' })
        }
      },
    }
  },
}

// Source only: tests may compose any parts, and a cycle through the source is found from it.
const sourceFiles = ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'domain/src/**/*.ts']
const testFiles = ['**/*.test.{ts,tsx}', '**/*.test-kit.ts', 'web/src/test/**']

// No source file over 300 lines, every line counted: a file that grows is split along a seam (a
// service by its use cases, a repo by its tables, a screen by its parts). Tests, test kits and
// migrations are not source.
const fileSize = {
  files: sourceFiles,
  ignores: testFiles,
  rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
}

// Caches follow commits (ADR 046): services and jobs say what their transaction touched
// (lib/changes.ts) and never clear a cache, nor move the open BID's version, themselves.
const CACHE_CLEARING = '^(dropTouched|touchGroup|forget|forgetSession|forgetAccount)$'
const cacheMessage =
  'Um serviço não limpa cache: marque o que a transação tocou (touched, lib/changes.ts, ADR 046).'
const cacheBoundary = {
  files: ['server/src/modules/**/*.ts', 'server/src/jobs/**/*.ts'],
  ignores: testFiles,
  rules: {
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression[callee.property.name=/${CACHE_CLEARING}/]`,
        message: cacheMessage,
      },
      { selector: `CallExpression[callee.name=/${CACHE_CLEARING}/]`, message: cacheMessage },
      {
        selector: 'ImportDeclaration[source.value=/(open-bid-versions|access-gate)\\.ts$/]',
        message: cacheMessage,
      },
    ],
  },
}

const importMap = {
  files: sourceFiles,
  ignores: testFiles,
  plugins: { 'import-x': importX },
  settings: {
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import-x/resolver-next': [
      createTypeScriptImportResolver({
        project: ['server/tsconfig.json', 'web/tsconfig.json', 'domain/tsconfig.json'],
        noWarnOnMultipleProjects: true,
      }),
    ],
  },
  rules: {
    // Type-only imports are erased from the build, so they cannot form a cycle at run time.
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'import-x/no-restricted-paths': [
      'error',
      { zones: [...moduleOrder, ...serverLayers, ...webLayers] },
    ],
  },
}

// One typed path from screen to handler: a call names its endpoint contract
// (@bidfut/domain/endpoints/*) and only lib/api-url.ts spells where the API lives.
const API_PATH_MESSAGE =
  'Chame o endpoint pelo contrato (@bidfut/domain/endpoints/*) com apiCall, e nos testes stubApi: só lib/api-url.ts escreve /v1.'
const oneApiModule = {
  files: ['web/src/**/*.{ts,tsx}'],
  ignores: ['web/src/lib/api-url.ts', 'web/src/lib/api-url.test.ts'],
  rules: {
    'no-restricted-syntax': [
      'error',
      { selector: 'Literal[value=/(^|\\s)\\/v1(\\/|$)/]', message: API_PATH_MESSAGE },
      { selector: 'TemplateElement[value.raw=/(^|\\s)\\/v1(\\/|$)/]', message: API_PATH_MESSAGE },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.dist-*/**',
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
    // Node 20's globals that the scripts use.
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    plugins: { house: { rules: { 'no-issue-citations': noIssueCitations } } },
    rules: { 'house/no-issue-citations': 'error' },
  },
  ...featureBoundaries,
  accountBoundary,
  oneApiModule,
  cacheBoundary,
  fileSize,
  importMap,
)

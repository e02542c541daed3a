import path from 'node:path'
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The map the linter enforces (eslint.config.js, ADR 030): each rule fires on a violation
// written into a file of the layer it guards. If the resolver stopped resolving, the rules would
// pass everything in silence; these would fail.
const root = path.resolve(import.meta.dirname, '../..')
let eslint: ESLint
let withoutCycles: ESLint

beforeAll(() => {
  eslint = new ESLint({ cwd: root })
  // The cycle search walks the whole graph; the other rules need only the file's own imports.
  withoutCycles = new ESLint({
    cwd: root,
    overrideConfig: { rules: { 'import-x/no-cycle': 'off' } },
  })
})

async function rulesBroken(filePath: string, code: string, linter = withoutCycles) {
  const [result] = await linter.lintText(`${code}\n`, { filePath: path.join(root, filePath) })
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message)
}

describe('the import map', () => {
  it('refuses an import cycle, through relative, @/ and dynamic imports', async () => {
    // permissions.ts imports errors.ts; weather-card.tsx imports badge.tsx; user-menu.tsx loads
    // user-menu-dropdown.tsx on demand.
    expect(
      await rulesBroken('server/src/lib/errors.ts', "export * from './permissions.ts'", eslint),
    ).toContain('import-x/no-cycle')
    expect(
      await rulesBroken(
        'web/src/components/ui/badge.tsx',
        "export { WeatherCard } from '@/components/weather/weather-card'",
        eslint,
      ),
    ).toContain('import-x/no-cycle')
    expect(
      await rulesBroken(
        'web/src/app/user-menu-dropdown.tsx',
        "export { UserMenu } from './user-menu'",
        eslint,
      ),
    ).toContain('import-x/no-cycle')
  })

  it('lets a server module import only the modules below it', async () => {
    const upward = "export { kickOffOf } from '../notices/game-time.ts'"
    expect(await rulesBroken('server/src/modules/mail/new.ts', upward)).toContain(
      'import-x/no-restricted-paths',
    )
    const downward = "export { escapeHtml } from '../notices/email-render.ts'"
    expect(await rulesBroken('server/src/modules/reminders/new.ts', downward)).toEqual([])
  })

  it.each([
    ['server/src/modules/bids/new.ts', "import type { Jobs } from '../../jobs/jobs.ts'"],
    ['server/src/modules/bids/new.ts', "import { authPlugin } from '../../plugins/auth.ts'"],
    [
      'server/src/plugins/new.ts',
      "import type { OpenBidHeads } from '../modules/bids/open-bid-heads.ts'",
    ],
    ['server/src/lib/new.ts', "import type { Mailer } from '../modules/mail/mailer.ts'"],
    ['server/src/jobs/new.ts', "import { authPlugin } from '../plugins/auth.ts'"],
    ['domain/src/new.ts', "import type { Ctx } from '../../server/src/lib/context.ts'"],
    ['web/src/lib/new.ts', "import type { BadgeProps } from '@/components/ui/badge'"],
    ['web/src/components/new.tsx', "import { useLogin } from '@/features/auth/api/login'"],
    ['web/src/features/dashboard/new.ts', "import { navItems } from '@/app/nav-items'"],
  ])('refuses a layer violation in %s: %s', async (file, code) => {
    expect(await rulesBroken(file, `${code}\nexport type Used = unknown`)).toContain(
      'import-x/no-restricted-paths',
    )
  })

  it.each([
    ['server/src/modules/players/new.ts', 'export const f = (gate: Gate) => gate.forget(1)'],
    ['server/src/modules/bids/new.ts', 'export const f = (heads: Heads) => heads.dropTouched(all)'],
    ['server/src/jobs/new.ts', 'export const f = (deps: Deps) => deps.touchGroup?.(1)'],
    [
      'server/src/modules/accounts/new.ts',
      "import { bumpOpenBid } from '../../lib/open-bid-versions.ts'\nexport const f = bumpOpenBid",
    ],
    [
      'server/src/modules/privacy/new.ts',
      "import type { AccessGate } from '../../lib/access-gate.ts'\nexport type G = AccessGate",
    ],
  ])('refuses a service that clears a cache itself in %s: %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('no-restricted-syntax')
  })

  it('lets a service say what its transaction touched', async () => {
    const code = 'export const f = (changes: C) => changes.transaction(async (_, t) => t.group(1))'
    expect(await rulesBroken('server/src/modules/players/new.ts', code)).toEqual([])
  })

  it('keeps features apart', async () => {
    const code = "export { useLogin } from '@/features/auth/api/login'"
    expect(await rulesBroken('web/src/features/dashboard/new.ts', code)).toContain(
      'no-restricted-imports',
    )
  })
})

// One typed path from screen to handler: only web/src/lib/api-url.ts spells where the API lives.
describe('the API paths in the web app', () => {
  it.each([
    ['web/src/features/dashboard/api/new.ts', "export const path = '/v1/bids/current-bid'"],
    ['web/src/features/dashboard/new.test.tsx', 'export const url = `/v1/bids/${1}`'],
    ['web/src/lib/new.ts', "export const base = '/v1'"],
    ['web/src/features/dashboard/new.test.tsx', "export const stub = 'GET /v1/bids/current-bid'"],
  ])('refuses a hand-written /v1 path in %s', async (file, code) => {
    expect(await rulesBroken(file, code)).toContain('no-restricted-syntax')
  })

  it('lets lib/api-url.ts spell it, and anyone name another origin’s /v1', async () => {
    expect(await rulesBroken('web/src/lib/api-url.ts', "export const b = '/v1'")).toEqual([])
    const outside = "export const u = 'https://api.open-meteo.com/v1/forecast'"
    expect(await rulesBroken('web/src/features/dashboard/new.ts', outside)).toEqual([])
  })
})

describe('the size of a web source file', () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, i) => `export const a${i} = ${i}`).join('\n')

  it('refuses one over 300 lines, and lets a test be longer', async () => {
    expect(await rulesBroken('web/src/features/dashboard/big.tsx', lines(301))).toContain(
      'max-lines',
    )
    expect(await rulesBroken('web/src/features/dashboard/big.tsx', lines(300))).toEqual([])
    expect(await rulesBroken('web/src/features/dashboard/big.test.tsx', lines(301))).toEqual([])
  })
})

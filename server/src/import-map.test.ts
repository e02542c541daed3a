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

  it('keeps features apart', async () => {
    const code = "export { useLogin } from '@/features/auth/api/login'"
    expect(await rulesBroken('web/src/features/dashboard/new.ts', code)).toContain(
      'no-restricted-imports',
    )
  })
})

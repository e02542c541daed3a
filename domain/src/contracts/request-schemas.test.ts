import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import * as accounts from './accounts.ts'
import * as bids from './bids.ts'
import * as contact from './contact.ts'
import * as groupSettings from './group-settings.ts'
import * as memberships from './memberships.ts'
import * as players from './players.ts'
import * as profile from './profile.ts'
import * as reminders from './reminders.ts'
import * as statistics from './statistics.ts'
import * as teams from './teams.ts'

const modules: Record<string, unknown> = {
  ...accounts,
  ...bids,
  ...contact,
  ...groupSettings,
  ...memberships,
  ...players,
  ...profile,
  ...reminders,
  ...statistics,
  ...teams,
}
const schemas = Object.entries(modules).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
)

let deep: unknown = 'x'
for (let level = 0; level < 100; level++) deep = [deep]
const hostile = [null, undefined, [], '', 'x', 0, 2 ** 53, true, { a: 1 }, [null], deep]

describe('every contract schema', () => {
  it.each(schemas)(
    '%s answers anything with issues or a value, never an exception',
    (_, schema) => {
      for (const value of hostile) expect(() => schema.safeParse(value)).not.toThrow()
    },
  )
})

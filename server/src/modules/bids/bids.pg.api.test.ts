import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bidDays } from '../../db/schema.ts'
import { createBidsTestApp, inDays } from './bids.test-kit.ts'

const kit = await createBidsTestApp()
const { call, db } = kit

const OPEN_BID_EXISTS =
  'Já existe um BID aberto. Finalize ou cancele o BID atual antes de criar outro.'

describe('simultaneous creates', () => {
  it('lets exactly one of several simultaneous creates win', async () => {
    const team = await kit.createTeam()
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('POST', '/bids/create-bid', team.administrator.token, { dayOfMatch: inDays(3 + i) }),
      ),
    )
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
    for (const refused of results.filter((r) => r.statusCode === 409)) {
      expect(refused.json().message).toBe(OPEN_BID_EXISTS)
    }
    const open = await db.select().from(bidDays).where(eq(bidDays.companyId, team.group.id))
    expect(open).toHaveLength(1)
  })
})

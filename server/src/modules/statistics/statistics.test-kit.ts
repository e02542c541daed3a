import { eq } from 'drizzle-orm'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { createBidsTestApp } from '../bids/bids.test-kit.ts'

type Member = typeof companyPlayers.$inferSelect
type Bid = typeof bidDays.$inferSelect
export type EntryValues = Partial<
  Pick<
    typeof bidPlayers.$inferInsert,
    | 'quantityOfGoals'
    | 'assistGoals'
    | 'ballRecoveries'
    | 'goalKeeperDefender'
    | 'weeklyTeam'
    | 'playerPosition'
    | 'skillLevel'
  >
> & { status?: BidPlayerStatus }

/** The BID test app plus shortcuts to write finished history straight to the database. */
export async function createStatisticsTestApp() {
  const kit = await createBidsTestApp()
  const { db } = kit

  async function setTimeZone(companyId: number, timeZone: string) {
    await db.update(companies).set({ timeZone }).where(eq(companies.id, companyId))
  }

  /** When the member joined the group, as far as attendance is concerned. */
  async function setJoinedAt(member: Member, instant: Date) {
    await db
      .update(companyPlayers)
      .set({ createdAt: instant })
      .where(eq(companyPlayers.id, member.id))
  }

  async function addBid(
    companyId: number,
    number: number,
    dayOfMatch: string,
    status: Bid['status'] = 'finished',
  ) {
    const [bid] = await db
      .insert(bidDays)
      .values({
        companyId,
        number,
        dayOfMatch,
        status,
        location: `Campo ${number}`,
        closedAt: status === 'open' ? null : new Date(),
      })
      .returning()
    return bid!
  }

  async function addEntry(bid: Bid, member: Member, values: EntryValues = {}) {
    await db.insert(bidPlayers).values({
      companyId: bid.companyId,
      bidDayId: bid.id,
      companyPlayerId: member.id,
      typePlayer: member.typePlayer,
      status: 'confirmed',
      ...values,
    })
  }

  const get = (url: string, token: string) => kit.call('GET', url, token)

  return { ...kit, setTimeZone, setJoinedAt, addBid, addEntry, get }
}

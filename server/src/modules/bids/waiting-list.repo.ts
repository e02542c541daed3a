import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import type { Tx } from '../../db/client.ts'
import { bidDays, bidPlayers } from '../../db/schema/bids.ts'
import { companies } from '../../db/schema/groups.ts'
import { companyPlayers } from '../../db/schema/memberships.ts'
import { heldPlaces } from './monthly-window.ts'

const entryOf = (companyId: number, bidDayId: number, companyPlayerId: number) =>
  and(
    eq(bidPlayers.companyId, companyId),
    eq(bidPlayers.bidDayId, bidDayId),
    eq(bidPlayers.companyPlayerId, companyPlayerId),
  )

/** Everyone in the BID's waiting list, unordered (the order is a domain rule). */
export async function listWaitlisted(tx: Tx, companyId: number, bidDayId: number) {
  return tx
    .select({
      id: bidPlayers.id,
      companyPlayerId: bidPlayers.companyPlayerId,
      typePlayer: bidPlayers.typePlayer,
      waitlistedAt: bidPlayers.waitlistedAt,
      waitlistFirstAt: bidPlayers.waitlistFirstAt,
    })
    .from(bidPlayers)
    .where(
      and(
        eq(bidPlayers.companyId, companyId),
        eq(bidPlayers.bidDayId, bidDayId),
        eq(bidPlayers.status, 'waitlisted'),
      ),
    )
}

// clock_timestamp(), not now(): check-ins queue on the BID lock inside transactions that all
// started together, and the line must follow the order in which they got the lock.
const lockTime = sql`clock_timestamp()`

/**
 * A new entry straight in its first status, with the waiting-list columns moveEntry would set
 * from 'waiting': one statement under the BID lock where an insert and a move took two.
 */
export async function insertEntryAs(
  tx: Tx,
  values: typeof bidPlayers.$inferInsert & { status: BidPlayerStatus },
) {
  const line = values.status === 'waitlisted' ? { waitlistedAt: lockTime } : {}
  await tx.insert(bidPlayers).values({ ...values, ...line })
}

type EntryKey = { companyId: number; bidDayId: number; companyPlayerId: number }

/**
 * How a member asking for a slot counts them: the BID's places as the BID lock read them (ADR
 * 053), and `holdsForRegulars` while the window holds places.
 */
export type SlotRequest = { slots: number; holdsForRegulars: boolean }

/** What a status write left: the status, and for a slot request the counts it was decided on. */
export type EntryWrite = { status: BidPlayerStatus; confirmed: number | null; held: number }

/**
 * Writes a member's status in the BID under the caller's BID lock, in one statement, given the
 * entry's status as read before the lock (`from`, null for no entry). With a `slot` request, the
 * member asks for a slot: 'confirmed' while fewer than the BID's places minus the places held for
 * others are, else 'waitlisted' — counted by this statement, which the lock makes the only
 * writer, so a check-in reads nothing else under the lock. Keeps the columns true as moveEntry
 * does; a new entry takes the membership's type, position and level (a removed member gets none),
 * and the change's activity entry is written with it. Answers what it wrote, or undefined (and
 * no entry) when the entry is no longer in `from`.
 */
export async function writeEntryStatus(
  tx: Tx,
  key: EntryKey,
  change: {
    from: BidPlayerStatus | null
    to: BidPlayerStatus
    slot: SlotRequest | null
    now: Date
    /** A confirmed player leaving under the group's notice hours: a furão (ADR 053). */
    late: boolean
  },
  /** The change's activity entry (statusEntryInsert), written by the same statement. */
  entry: SQL,
): Promise<EntryWrite | undefined> {
  const { from, to, slot, now, late } = change
  const confirmedCount = sql`(select count(*)::int from ${bidPlayers}
    where ${bidPlayers.companyId} = ${key.companyId} and ${bidPlayers.bidDayId} = ${key.bidDayId}
      and ${bidPlayers.status} = 'confirmed')`
  const target =
    slot === null
      ? sql`select ${to}::text as status, null::int as confirmed, 0 as held`
      : sql`select case when c.confirmed >= ${slot.slots} - c.held then 'waitlisted'
            else 'confirmed' end as status, c.confirmed, c.held
          from (select ${confirmedCount} as confirmed,
            ${slot.holdsForRegulars ? heldPlaces(key.companyId, key.bidDayId) : sql`0`} as held) c`
  // Staying in the waiting list keeps its stamps; joining it stamps the arrival.
  const inLine = from === 'waitlisted'
  const write =
    from === null
      ? sql`insert into ${bidPlayers} (company_id, bid_day_id, company_player_id, type_player,
            player_position, skill_level, status, confirmed_at, waitlisted_at)
          select m.company_id, ${key.bidDayId}, m.id, m.type_player, m.player_position,
            m.skill_level, target.status,
            case when target.status = 'confirmed' then ${now}::timestamptz end,
            case when target.status = 'waitlisted' then clock_timestamp() end
          from ${companyPlayers} m, target
          where m.id = ${key.companyPlayerId} and m.company_id = ${key.companyId} and m.deleted_at is null
          on conflict (bid_day_id, company_player_id) do nothing
          returning status`
      : sql`update ${bidPlayers} set
            status = target.status,
            -- Any answer replaces 'Confirmado automaticamente' (ADR 060).
            auto_confirmed = false,
            confirmed_at = case when target.status = 'confirmed'
              then ${from === 'confirmed' ? sql`confirmed_at` : sql`${now}::timestamptz`} end,
            waitlisted_at = case when target.status = 'waitlisted'
              then ${inLine ? sql`waitlisted_at` : lockTime} end,
            waitlist_first_at = case when target.status = 'waitlisted'
              then ${inLine ? sql`waitlist_first_at` : sql`null::timestamptz`} end,
            missed = ${late ? sql`'late'` : sql`case when target.status = 'confirmed' then null else missed end`}
          from target
          where ${entryOf(key.companyId, key.bidDayId, key.companyPlayerId)}
            and ${bidPlayers.status} = ${from}
          returning ${bidPlayers.status}`
  const statement = sql`with target as (${target}), written as (${write}),
      logged as (${entry} from written)
    select written.status, target.confirmed, target.held from written, target`
  // Both drivers answer { rows }; the Db type shared by them leaves it unknown.
  const { rows } = (await tx.execute(statement)) as { rows: EntryWrite[] }
  return rows[0]
}

/**
 * Moves an entry to a new status and keeps the waiting-list columns true: joining the line
 * stamps the arrival, leaving it clears both stamps.
 */
export async function moveEntry(
  tx: Tx,
  key: { companyId: number; bidDayId: number; companyPlayerId: number },
  from: BidPlayerStatus,
  to: BidPlayerStatus,
  confirmedAt: Date | null | undefined,
) {
  const stayInLine = from === 'waitlisted' && to === 'waitlisted'
  await tx
    .update(bidPlayers)
    .set({
      status: to,
      ...(confirmedAt === undefined ? {} : { confirmedAt }),
      ...(stayInLine
        ? {}
        : to === 'waitlisted'
          ? { waitlistedAt: lockTime, waitlistFirstAt: null }
          : { waitlistedAt: null, waitlistFirstAt: null }),
    })
    .where(entryOf(key.companyId, key.bidDayId, key.companyPlayerId))
}

/** An organiser's 'move to the head of the line'. */
export async function moveToHead(
  tx: Tx,
  key: { companyId: number; bidDayId: number; companyPlayerId: number },
) {
  await tx
    .update(bidPlayers)
    .set({ waitlistFirstAt: lockTime })
    .where(entryOf(key.companyId, key.bidDayId, key.companyPlayerId))
}

/** Who to tell that a slot opened for them, with what the email says about the game. */
export async function findPromotionNotice(
  tx: Tx,
  companyId: number,
  bidDayId: number,
  companyPlayerId: number,
) {
  const rows = await tx
    .select({
      email: companyPlayers.email,
      fullName: companyPlayers.fullName,
      active: sql<boolean>`${companyPlayers.status} = 1 and ${companyPlayers.deletedAt} is null`,
      groupName: companies.name,
      bidNumber: bidDays.number,
      dayOfMatch: bidDays.dayOfMatch,
      location: bidDays.location,
      timeZone: companies.timeZone,
    })
    .from(companyPlayers)
    .innerJoin(bidDays, and(eq(bidDays.companyId, companyId), eq(bidDays.id, bidDayId)))
    .innerJoin(companies, eq(companies.id, companyId))
    .where(and(eq(companyPlayers.companyId, companyId), eq(companyPlayers.id, companyPlayerId)))
    .limit(1)
  return rows[0]
}

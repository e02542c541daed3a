import { sql, type SQL } from 'drizzle-orm'
import { dayMonthTime, monthlyWindowClosesAt } from '@bidfut/domain/rules/bid-schedule'
import { fromLocalDateTime } from '@bidfut/domain/rules/local-time'
import type { Db, Tx } from '../../db/client.ts'

type Conn = Db | Tx

/** The mensalistas' window of a BID while it holds places (ADR 036). */
export type MonthlyWindow = { closesAt: Date; timeZone: string; held: number }

/**
 * How many places the mensalistas' window holds in a BID while it is open: its active monthly
 * players and goalkeepers who have not answered and did not lose the guarantee to the furões'
 * rule (ADR 060) (the ids as values, or a statement's columns).
 */
export const heldPlaces = (
  companyId: number | SQL,
  bidDayId: number | SQL,
) => sql`(select count(*)::int
  from bid_players e join company_players m on m.company_id = e.company_id and m.id = e.company_player_id
  where e.company_id = ${companyId} and e.bid_day_id = ${bidDayId} and e.status = 'waiting'
    and not e.guarantee_lost and m.type_player in ('monthly', 'goalkeeper') and m.status = 1 and m.deleted_at is null)`

type SlotsRow = {
  day_of_match: string
  time_zone: string
  hours: number | null
  released: boolean
  held: number
  confirmed: number
  slots: number
}

/** A BID's places (ADR 053), how many are confirmed, and the window's hold. */
export type BidSlots = { slots: number; confirmed: number; window: MonthlyWindow | null }

/**
 * How many a BID has confirmed, and the places it holds for its active monthly players and
 * goalkeepers who have not answered while the group's window is open: until `hours` before
 * kick-off, and only until the scheduler released them (window null when nothing is held). One
 * statement: a check-in runs it under the BID lock, where every round trip queues the next.
 */
export async function readBidSlots(
  conn: Conn,
  companyId: number,
  bidDayId: number,
  now: Date,
): Promise<BidSlots> {
  const { rows } = (await conn.execute(sql`
    select to_char(b.day_of_match, 'YYYY-MM-DD"T"HH24:MI:SS') as day_of_match, c.time_zone,
      s.monthly_window_hours as hours, b.slots, b.monthly_window_released_at is not null as released,
      case when s.monthly_window_hours is null or b.monthly_window_released_at is not null then 0
      else ${heldPlaces(companyId, bidDayId)} end as held,
      (select count(*)::int from bid_players e
        where e.company_id = b.company_id and e.bid_day_id = b.id
          and e.status = 'confirmed') as confirmed
    from bid_days b
    join companies c on c.id = b.company_id
    left join bid_schedules s on s.company_id = b.company_id
    where b.company_id = ${companyId} and b.id = ${bidDayId} and b.status = 'open'`)) as {
    rows: SlotsRow[]
  }
  const row = rows[0]
  if (!row) return { slots: 0, confirmed: 0, window: null }
  const { slots, confirmed, held } = row
  const bid = { dayOfMatch: row.day_of_match, timeZone: row.time_zone }
  const closesAt = openWindowClosesAt(bid, { hours: row.hours, released: row.released }, now)
  if (!closesAt || held === 0) return { slots, confirmed, window: null }
  return { slots, confirmed, window: { closesAt, timeZone: row.time_zone, held } }
}

/**
 * When the window of a locked BID closes, if it is open now (settings as the lock read them);
 * null when it holds nothing. Whether places are held is then counted under the lock.
 */
export function openWindowClosesAt(
  bid: { dayOfMatch: string; timeZone: string },
  window: { hours: number | null; released: boolean },
  now: Date,
): Date | null {
  if (window.released) return null
  const closesAt = monthlyWindowClosesAt(
    fromLocalDateTime(bid.dayOfMatch, bid.timeZone),
    window.hours,
  )
  return closesAt && closesAt.getTime() > now.getTime() ? closesAt : null
}

/** How many may be confirmed now, for a player of this type: the held places are not theirs. */
export function slotCap({ slots, window }: BidSlots, asker: { regular: boolean }): number {
  return window && !asker.regular ? slots - window.held : slots
}

/** Where an organiser's add or promotion puts a player (5.10). */
export type OrganiserSeat =
  { confirmed: true; heldPlace: boolean } | { confirmed: false; heldUntil: string | null }

/**
 * An organiser's add or promotion counts the places as a check-in does: a free slot the player's
 * type may take confirms them; a place the window holds only with the organiser's explicit yes
 * (`heldPlace` then, for the log); otherwise they wait in line, `heldUntil` ('dd/mm HH:mm')
 * saying the held places stopped them, null that the BID is full.
 */
export function organiserSeat(
  slots: BidSlots,
  asker: { regular: boolean },
  useHeldPlace: boolean,
): OrganiserSeat {
  const { window, confirmed } = slots
  if (confirmed < slotCap(slots, asker)) return { confirmed: true, heldPlace: false }
  if (!window || confirmed >= slots.slots) return { confirmed: false, heldUntil: null }
  if (useHeldPlace) return { confirmed: true, heldPlace: true }
  return { confirmed: false, heldUntil: dayMonthTime(window.closesAt, window.timeZone) }
}

/** The seat as the activity log records it: where they went, and the organiser's yes if used. */
export function seatDetails(seat: OrganiserSeat) {
  return seat.confirmed
    ? { to: 'confirmed', ...(seat.heldPlace && { heldPlace: true }) }
    : { to: 'waitlisted' }
}

export const isRegularType = (typePlayer: string) =>
  typePlayer === 'monthly' || typePlayer === 'goalkeeper'

/** Whether the member is a monthly player or goalkeeper, whose place the window holds. */
export async function isRegular(conn: Conn, companyId: number, companyPlayerId: number) {
  const { rows } = (await conn.execute(sql`
    select type_player in ('monthly', 'goalkeeper') as regular from company_players
    where company_id = ${companyId} and id = ${companyPlayerId}`)) as {
    rows: { regular: boolean }[]
  }
  return rows[0]?.regular ?? false
}

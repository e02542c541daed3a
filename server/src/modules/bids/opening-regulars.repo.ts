import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'

type BidKey = { companyId: number; bidDayId: number }
type EntryKey = BidKey & { companyPlayerId: number }

const recordset = (items: object[]) => sql`${JSON.stringify(items)}::jsonb`

/**
 * Stamps the new BIDs' `regulars_enrolled_at`, where not stamped yet: a conditional update under
 * the row lock, so of two runs for one BID (two instances, a retry) only one gets it back and
 * does the opening's work for its regulars (ADR 060). Answers the BIDs it stamped.
 */
export async function claimRegularsOpening(tx: Tx, bids: BidKey[], now: Date): Promise<BidKey[]> {
  if (bids.length === 0) return []
  const { rows } = (await tx.execute(sql`
    update bid_days b set regulars_enrolled_at = ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${recordset(bids)}) as t("companyId" int, "bidDayId" int)
    where b.company_id = t."companyId" and b.id = t."bidDayId" and b.regulars_enrolled_at is null
    returning b.company_id as "companyId", b.id as "bidDayId"`)) as { rows: BidKey[] }
  return rows
}

/** A BID just opened whose group has the furões' rule or the automatic confirmation on. */
export type OpeningRules = BidKey & {
  bidNumber: number
  /** The furões' rule (ADR 060); null: off. */
  absences: number | null
  weeks: number | null
  autoConfirm: boolean
  /** The mensalistas' window holds places in this BID now (ADR 036). */
  windowOpen: boolean
}

/** The new BIDs whose groups have the rule or the automatic confirmation on (one query). */
export async function findOpeningRules(tx: Tx, bids: BidKey[], now: Date): Promise<OpeningRules[]> {
  const { rows } = (await tx.execute(sql`
    select b.company_id as "companyId", b.id as "bidDayId", b.number as "bidNumber",
      c.furao_rule_absences as absences, c.furao_rule_weeks as weeks,
      c.auto_confirm_monthly as "autoConfirm",
      coalesce((b.day_of_match at time zone c.time_zone)
        - make_interval(hours => s.monthly_window_hours) > ${now.toISOString()}::timestamptz,
        false) as "windowOpen"
    from jsonb_to_recordset(${recordset(bids)}) as t("companyId" int, "bidDayId" int)
    join bid_days b on b.company_id = t."companyId" and b.id = t."bidDayId"
    join companies c on c.id = b.company_id
    left join bid_schedules s on s.company_id = b.company_id
    where c.furao_rule_absences is not null or c.auto_confirm_monthly`)) as {
    rows: OpeningRules[]
  }
  return rows
}

/**
 * The rule took these regulars' guarantee in the new BID: their entries (still 'Pendente') are
 * marked, so the window holds no place for them and they ask as avulsos. Answers whom it marked.
 */
export async function markGuaranteeLost(tx: Tx, entries: EntryKey[]): Promise<EntryKey[]> {
  if (entries.length === 0) return []
  const { rows } = (await tx.execute(sql`
    update bid_players e set guarantee_lost = true
    from jsonb_to_recordset(${recordset(entries)})
      as t("companyId" int, "bidDayId" int, "companyPlayerId" int)
    where e.company_id = t."companyId" and e.bid_day_id = t."bidDayId"
      and e.company_player_id = t."companyPlayerId" and e.status = 'waiting'
    returning e.company_id as "companyId", e.bid_day_id as "bidDayId",
      e.company_player_id as "companyPlayerId"`)) as { rows: EntryKey[] }
  return rows
}

/**
 * 'Confirmar mensalistas automaticamente' (ADR 060): each new BID's active regulars (monthly
 * players and goalkeepers, whose places the window holds) still 'Pendente' and not left without
 * the guarantee are confirmed, in the order they joined the group, up to the BID's free places;
 * the rest stay 'Pendente'. One statement for all the BIDs; only 'waiting' entries move, so a
 * second run changes nothing. Answers whom it confirmed.
 */
export async function autoConfirmRegulars(tx: Tx, bids: BidKey[], now: Date): Promise<EntryKey[]> {
  if (bids.length === 0) return []
  const { rows } = (await tx.execute(sql`
    with ranked as (
      select e.id, row_number() over (partition by e.bid_day_id order by m.id) as n,
        b.slots - (select count(*) from bid_players c
          where c.company_id = b.company_id and c.bid_day_id = b.id
            and c.status = 'confirmed') as free
      from jsonb_to_recordset(${recordset(bids)}) as t("companyId" int, "bidDayId" int)
      join bid_days b on b.company_id = t."companyId" and b.id = t."bidDayId" and b.status = 'open'
      join bid_players e on e.company_id = b.company_id and e.bid_day_id = b.id
      join company_players m on m.company_id = e.company_id and m.id = e.company_player_id
      where e.status = 'waiting' and not e.guarantee_lost
        and m.type_player in ('monthly', 'goalkeeper') and m.status = 1 and m.deleted_at is null
    )
    update bid_players e set status = 'confirmed', confirmed_at = ${now.toISOString()}::timestamptz,
      auto_confirmed = true
    from ranked r
    where e.id = r.id and r.n <= r.free
    returning e.company_id as "companyId", e.bid_day_id as "bidDayId",
      e.company_player_id as "companyPlayerId"`)) as { rows: EntryKey[] }
  return rows
}

/** Whom to tell, with their own address and whether they keep the BID emails (reminders). */
export async function findRegularsToTell(tx: Tx, entries: EntryKey[]) {
  if (entries.length === 0) return []
  const { rows } = (await tx.execute(sql`
    select t."companyId", t."bidDayId", t."companyPlayerId", m.full_name as "fullName",
      m.email, m.reminder_emails as "reminderEmails"
    from jsonb_to_recordset(${recordset(entries)})
      as t("companyId" int, "bidDayId" int, "companyPlayerId" int)
    join company_players m on m.company_id = t."companyId" and m.id = t."companyPlayerId"
    order by t."bidDayId", m.id`)) as {
    rows: (EntryKey & { fullName: string; email: string | null; reminderEmails: boolean })[]
  }
  return rows
}

// What opens once per group and date (ADR 036, 059).

/** A group's date: what opens once (`bid_days_one_open_per_date`, `bid_schedule_dates`). */
export const dateKey = (row: { companyId: number; dayOfMatch?: string; localDate?: string }) =>
  `${row.companyId} ${(row.dayOfMatch ?? row.localDate)!.slice(0, 10)}`
export const keyOf = (o: { schedule: { companyId: number }; game: { localDate: string } }) =>
  dateKey({ companyId: o.schedule.companyId, localDate: o.game.localDate })

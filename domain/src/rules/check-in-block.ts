import { formatCents } from './money.ts'

/**
 * 'Quem deve não confirma' (ADR 056): a group may refuse the check-in of a player whose charge
 * is overdue by more than its `blockOverdueDays`. Dates are the group's days ('AAAA-MM-DD').
 */
export const BLOCK_OVERDUE_DAYS_MAX = 90

/** Whole days from one date to a later one ('2026-11-01' → '2026-11-04' is 3). */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000)
}

/** An unpaid charge overdue by more than the group's days keeps its player from checking in. */
export function blocksCheckIn(
  charge: { status: string; dueDate: string },
  today: string,
  blockOverdueDays: number,
): boolean {
  const unpaid = charge.status === 'open' || charge.status === 'reported'
  return unpaid && daysFrom(charge.dueDate, today) > blockOverdueDays
}

/** Why a player is blocked: how much, since when, and how to get in (under 'Check-in bloqueado'). */
export function checkInBlockedReason(totalCents: number, blockOverdueDays: number): string {
  const since =
    blockOverdueDays === 0
      ? 'em atraso'
      : `em atraso há mais de ${blockOverdueDays} dia${blockOverdueDays === 1 ? '' : 's'}`
  return `Você tem ${formatCents(totalCents)} ${since} com a pelada. Pague o Pix para confirmar presença.`
}

/** What the refused check-in answers. */
export const checkInBlockedMessage = (reason: string) => `Check-in bloqueado: ${reason}`

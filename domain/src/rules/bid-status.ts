import type { BidPlayerStatus } from '../contracts/enums.ts'

export type StatusChangeCheck = { allowed: true } | { allowed: false; message: string }

/**
 * The statuses a player may pick for themselves on the check-in screen: from waiting they
 * check in, declare absence or injury; from anything else they can only cancel back to waiting.
 */
export function ownStatusTargets(from: BidPlayerStatus): BidPlayerStatus[] {
  return from === 'waiting' ? ['confirmed', 'absent', 'hurt'] : ['waiting']
}

const alreadySet: Record<BidPlayerStatus, string> = {
  waiting: 'Seu status já está como pendente.',
  confirmed: 'Você já fez check-in neste BID.',
  absent: 'Sua ausência já está registrada neste BID.',
  hurt: 'Sua lesão já está registrada neste BID.',
}

/** Whether a player may move their own status from `from` to `to` (organisers are not bound by this). */
export function checkOwnStatusChange(
  from: BidPlayerStatus,
  to: BidPlayerStatus,
): StatusChangeCheck {
  if (ownStatusTargets(from).includes(to)) return { allowed: true }
  if (from === to) return { allowed: false, message: alreadySet[to] }
  return {
    allowed: false,
    message: 'Cancele o seu status atual antes de escolher outro.',
  }
}

/** The confirmation shown after a status change, by the status reached. */
export const statusChangeMessages: Record<BidPlayerStatus, string> = {
  confirmed: 'Check-in realizado com sucesso!',
  hurt: 'Lesão registrada. Melhoras!',
  absent: 'Ausência registrada.',
  waiting: 'Status cancelado.',
}

import type { BidPlayerStatus } from '../contracts/enums.ts'

export type StatusChangeCheck = { allowed: true } | { allowed: false; message: string }

/** The statuses anyone may ask for: 'waitlisted' is only ever set by the server (ADR 011). */
export const requestableStatuses = ['waiting', 'confirmed', 'absent', 'hurt'] as const
export type RequestableStatus = (typeof requestableStatuses)[number]

/**
 * The statuses a player may pick for themselves on the check-in screen: from waiting they
 * check in, declare absence or injury; from anything else (the waiting list included) they can
 * only cancel back to waiting; one confirmed automatically when the BID opened may also say 'Não
 * vou' at once (ADR 060). A check-in on a full BID lands in the waiting list.
 */
export function ownStatusTargets(
  from: BidPlayerStatus,
  entry: { autoConfirmed?: boolean } = {},
): RequestableStatus[] {
  if (from === 'waiting') return ['confirmed', 'absent', 'hurt']
  // 'Confirmado automaticamente — toque se não for' (ADR 060): 'Não vou' is one tap.
  if (from === 'confirmed' && entry.autoConfirmed) return ['absent', 'waiting']
  return ['waiting']
}

const alreadySet: Record<BidPlayerStatus, string> = {
  waiting: 'Seu status já está como pendente.',
  confirmed: 'Você já fez check-in neste BID.',
  absent: 'Sua ausência já está registrada neste BID.',
  hurt: 'Sua lesão já está registrada neste BID.',
  waitlisted: 'Você já está na lista de espera deste BID.',
}

/** Whether a player may move their own status from `from` to `to` (organisers are not bound by this). */
export function checkOwnStatusChange(
  from: BidPlayerStatus,
  to: BidPlayerStatus,
  entry: { autoConfirmed?: boolean } = {},
): StatusChangeCheck {
  if (ownStatusTargets(from, entry).some((target) => target === to)) return { allowed: true }
  if (from === to) return { allowed: false, message: alreadySet[to] }
  if (from === 'waitlisted' && to === 'confirmed') {
    return {
      allowed: false,
      message: 'Você já está na lista de espera: a vaga é sua assim que chegar a sua vez.',
    }
  }
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
  waitlisted: 'BID lotado: você entrou na lista de espera.',
}

import type { BidPlayerStatus } from '../contracts/enums.ts'
import { ordinal } from './waiting-list.ts'

/**
 * The mensalistas' window as the screens and the server read it (ADR 036): until when, and how
 * many places it holds for the active monthly players and goalkeepers still 'Pendente'.
 */
export type HeldWindow = { until: string; heldPlaces: number }

/** A BID's slots as a screen has them: `totalPlayers` is the BID's places (ADR 053). */
export type BidSlotsView = {
  totalConfirmed: number
  totalPlayers: number
  monthlyWindow: HeldWindow | null
}

export const HELD_PLACE_QUESTION = 'Usar uma vaga reservada para mensalistas?'

/**
 * Whether confirming this player now would take a place the window holds: slots are free, but
 * every free one is held (5.10). Organisers are asked first, and the server wants their
 * explicit yes; a member checking in simply joins the line.
 */
export function needsHeldPlace(bid: BidSlotsView, player: { regular: boolean }): boolean {
  const window = bid.monthlyWindow
  if (!window || player.regular) return false
  return (
    bid.totalConfirmed < bid.totalPlayers &&
    bid.totalConfirmed >= bid.totalPlayers - window.heldPlaces
  )
}

/** The question's text: what using the place costs, and what happens otherwise. */
export function heldPlacePrompt(name: string, window: HeldWindow, otherwise: string): string {
  return (
    `As vagas livres estão reservadas para mensalistas até ${window.until}. Se ${name} ficar ` +
    `com uma delas, o último mensalista a confirmar pode ir para a lista de espera. ${otherwise}`
  )
}

/** The server's answer when an organiser's add stopped at the held places. */
export function heldPlacesLineMessage(until: string, position: number): string {
  return `Vagas reservadas para mensalistas até ${until}. O jogador entrou na lista de espera (${ordinal(position)} lugar).`
}

/** The server's answer when an organiser's promotion stopped at the held places. */
export function heldPlacesHeadMessage(until: string): string {
  return `Vagas reservadas para mensalistas até ${until}: o jogador foi para o 1º lugar da lista de espera.`
}

/** Where a confirmed player's slot goes when they leave before kick-off while someone waits. */
export type SlotAfterLeave = { to: 'line'; name: string } | { to: 'mensalistas'; until: string }

/**
 * What really happens to the slot of a player going from `from` to `to` (ADR 011, 034, 036):
 * nothing to ask (null) unless a confirmed player leaves before kick-off while someone waits.
 * Then the slot goes to the first in line when it is free once the player is out; during the
 * window a mensalista back to 'Pendente' is held a place again, so the free slots may not grow
 * and the place stays with the mensalistas. The server fills the line with the same count.
 */
export function slotAfterLeave(
  from: BidPlayerStatus,
  to: BidPlayerStatus,
  bid: BidSlotsView & { isPast: boolean; firstWaitlistedName: string | null },
  leaver: { regular: boolean },
): SlotAfterLeave | null {
  if (from !== 'confirmed' || to === 'confirmed' || bid.isPast) return null
  if (bid.firstWaitlistedName === null) return null
  const window = bid.monthlyWindow
  const line = { to: 'line' as const, name: bid.firstWaitlistedName }
  if (!window) return line
  const held = window.heldPlaces + (leaver.regular && to === 'waiting' ? 1 : 0)
  const free = bid.totalPlayers - held - (bid.totalConfirmed - 1)
  return free > 0 ? line : { to: 'mensalistas', until: window.until }
}

/** The question before a member leaves their own slot. */
export function leaveOwnSlotPrompt(slot: SlotAfterLeave): string {
  return slot.to === 'line'
    ? `Você vai liberar sua vaga para ${slot.name}, 1º da lista de espera. Confirmar?`
    : `Sua vaga volta para as vagas reservadas aos mensalistas até ${slot.until}; a lista de espera continua como está. Confirmar?`
}

/** The question before an organiser takes a confirmed player out of their slot. */
export function leavePlayerSlotPrompt(player: string, slot: SlotAfterLeave): string {
  return slot.to === 'line'
    ? `Você vai liberar a vaga de ${player} para ${slot.name}, 1º da lista de espera. Confirmar?`
    : `A vaga de ${player} volta para as vagas reservadas aos mensalistas até ${slot.until}; a lista de espera continua como está. Confirmar?`
}

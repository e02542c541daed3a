import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { formatDateTime } from '@/lib/format'

export const statusEmoji: Record<BidPlayerStatus, string> = {
  confirmed: '✅',
  waiting: '⏳',
  absent: '❌',
  hurt: '🚑',
  waitlisted: '🕒',
}

const LEGEND = '✅ Confirmado · ⏳ Pendente · ❌ Ausente · 🚑 Lesionado'

function section(title: string, players: LiveBidPlayer[]): string[] {
  const lines = players.map(
    (player, index) => `${statusEmoji[player.status]} ${index + 1}. ${player.name}`,
  )
  return [title, ...(lines.length > 0 ? lines : ['Nenhum jogador'])]
}

/**
 * The attendance list an organiser pastes in the group chat ('Copiar Lista de Presença'), with
 * the link to the check-in, where each player answers.
 */
export function buildAttendanceList(
  bid: Pick<LiveBid, 'dayOfMatch' | 'location' | 'monthly' | 'goalkeepers' | 'sporadicPlayers'> & {
    /** In line order, so the number is each player's place. */
    waitlist?: LiveBidPlayer[]
  },
  checkInUrl: string,
): string {
  const waitlist = bid.waitlist ?? []
  return [
    `⚠️ LISTA DE PRESENÇA - BID ${formatDateTime(bid.dayOfMatch)}`,
    `📍 ${bid.location || 'Local a definir'}`,
    `👉 Confirme sua presença antes do jogo: ${checkInUrl}`,
    '',
    ...section('Mensal', bid.monthly),
    '',
    ...section('Goleiros', bid.goalkeepers),
    '',
    ...section('Avulsos', bid.sporadicPlayers),
    '',
    ...(waitlist.length > 0 ? [...section('Lista de espera', waitlist), ''] : []),
    waitlist.length > 0 ? `${LEGEND} · 🕒 Lista de espera` : LEGEND,
  ].join('\n')
}

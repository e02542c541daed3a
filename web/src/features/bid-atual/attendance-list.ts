import type { LiveBid, LiveBidPlayer } from '@bidfut/domain/contracts/bids'
import type { BidPlayerStatus } from '@bidfut/domain/contracts/enums'
import { formatDate } from '@/lib/format'

export const statusEmoji: Record<BidPlayerStatus, string> = {
  confirmed: '✅',
  waiting: '⏳',
  absent: '❌',
  hurt: '🚑',
}

function section(title: string, players: LiveBidPlayer[]): string[] {
  const lines = players.map(
    (player, index) => `${statusEmoji[player.status]} ${index + 1}. ${player.name}`,
  )
  return [title, ...(lines.length > 0 ? lines : ['Nenhum jogador'])]
}

/** The attendance list an organiser pastes in the group chat (SPEC §2 'Copiar Lista de Presença'). */
export function buildAttendanceList(
  bid: Pick<LiveBid, 'dayOfMatch' | 'monthly' | 'goalkeepers' | 'sporadicPlayers'>,
): string {
  return [
    `⚠️ LISTA DE PRESENÇA - BID ${formatDate(bid.dayOfMatch)}`,
    'Confirme sua presença no app antes do jogo!',
    '',
    ...section('Mensal', bid.monthly),
    '',
    ...section('Goleiros', bid.goalkeepers),
    '',
    ...section('Avulsos', bid.sporadicPlayers),
    '',
    '✅ Confirmado · ⏳ Pendente · ❌ Ausente · 🚑 Lesionado',
  ].join('\n')
}

import type { NudgeResult } from '@bidfut/domain/contracts/reminders'
import { formatDateTime } from '@/lib/format'

/** The group chat's text after a nudge: who still has not answered, and where to answer. */
export function buildNudgeText(
  nudged: Pick<NudgeResult, 'bidNumber' | 'dayOfMatch' | 'pending'>,
  checkInUrl: string,
): string {
  return [
    `⏳ BID #${nudged.bidNumber} - ${formatDateTime(nudged.dayOfMatch)}`,
    `Ainda não responderam (${nudged.pending.length}):`,
    ...nudged.pending.map((player, index) => `${index + 1}. ${player.name}`),
    '',
    `👉 Vai ou não vai? Responda aqui: ${checkInUrl}`,
  ].join('\n')
}

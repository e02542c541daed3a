/**
 * The craque da partida vote (ADR 039): every player confirmed in a finished BID votes once for
 * another player of it, and may change the vote, until the window closes.
 */

/** The vote closes this long after the BID is finished: 24 h unless the group chose another. */
export const CRAQUE_VOTE_HOURS = 24
/** The shortest window a group may choose: one hour, for a vote at the bar. */
export const MIN_CRAQUE_VOTE_HOURS = 1

export type CraqueVote = { voterId: number; candidateId: number; voided: boolean }

/**
 * The winners at closing: whoever got the most valid votes; everyone tied at the top wins
 * together. No valid vote, no craque.
 */
export function craqueWinners(votes: readonly CraqueVote[]): { ids: number[]; votes: number } {
  const tally = new Map<number, number>()
  for (const vote of votes) {
    if (vote.voided) continue
    tally.set(vote.candidateId, (tally.get(vote.candidateId) ?? 0) + 1)
  }
  const top = Math.max(0, ...tally.values())
  if (top === 0) return { ids: [], votes: 0 }
  const ids = [...tally].filter(([, n]) => n === top).map(([id]) => id)
  return { ids: ids.sort((a, b) => a - b), votes: top }
}

export type VoteCheck = { allowed: true } | { allowed: false; message: string }

export const VOTE_MESSAGES = {
  closed: 'A votação do craque da partida já foi encerrada.',
  self: 'Você não pode votar em si mesmo.',
  notInBid: 'Escolha um jogador que estava confirmado neste BID.',
  notConfirmed: 'Só quem estava confirmado neste BID pode votar.',
  off: 'A votação do craque da partida está desligada nesta pelada.',
} as const

/** Whether `voterId` may vote for `candidateId` now; `confirmed` are the BID's confirmed players. */
export function checkVote(input: {
  voterId: number
  candidateId: number
  confirmed: ReadonlySet<number>
  open: boolean
}): VoteCheck {
  if (!input.open) return { allowed: false, message: VOTE_MESSAGES.closed }
  if (!input.confirmed.has(input.voterId)) {
    return { allowed: false, message: VOTE_MESSAGES.notConfirmed }
  }
  if (input.candidateId === input.voterId) return { allowed: false, message: VOTE_MESSAGES.self }
  if (!input.confirmed.has(input.candidateId)) {
    return { allowed: false, message: VOTE_MESSAGES.notInBid }
  }
  return { allowed: true }
}

import {
  NO_CRAQUE_POLL,
  type CraqueCandidate,
  type CraquePoll,
} from '@bidfut/domain/contracts/results'
import { displayName, sortByName } from '@bidfut/domain/rules/person-names'
import type { Db, Tx } from '../../db/client.ts'
import * as craqueRepo from './craque.repo.ts'
import * as repo from './results.repo.ts'

type Member = { companyPlayerId: number; fullName: string; nickname: string | null }

export const candidateOf = (m: Member): CraqueCandidate => ({
  companyPlayerId: m.companyPlayerId,
  name: displayName(m),
})

/**
 * A BID's vote as `callerId` sees it. While open only the number of votes shows, never the
 * tally; the winners show once the closer has counted (ADR 039).
 */
export async function readPoll(
  db: Db | Tx,
  companyId: number,
  bidDayId: number,
  callerId: number,
  now: Date,
): Promise<CraquePoll> {
  const poll = await craqueRepo.findPoll(db, companyId, bidDayId)
  if (!poll) return NO_CRAQUE_POLL
  const [confirmed, votes] = await Promise.all([
    repo.listConfirmed(db, companyId, bidDayId),
    craqueRepo.listVotes(db, companyId, bidDayId),
  ])
  const names = new Map<number, Member>(confirmed.map((m) => [m.companyPlayerId, m]))
  const missing = poll.winnerIds.filter((id) => !names.has(id))
  for (const m of await repo.findNames(db, companyId, missing)) names.set(m.companyPlayerId, m)
  const state = poll.closedAt ? 'closed' : now < poll.closesAt ? 'open' : 'counting'
  const own = votes.find((v) => v.voterId === callerId)
  const mine = own?.voidedAt === null ? own : undefined
  const confirmedCaller = confirmed.some((m) => m.companyPlayerId === callerId)
  return {
    state,
    closesAt: poll.closesAt.toISOString(),
    votesCast: votes.filter((v) => v.voidedAt === null).length,
    canVote: state === 'open' && confirmedCaller && !own?.voidedAt,
    myVote: mine?.candidateId ?? null,
    candidates: sortByName(
      confirmed.filter((m) => m.companyPlayerId !== callerId).map(candidateOf),
    ),
    winners: poll.winnerIds.flatMap((id) => {
      const m = names.get(id)
      return m ? [candidateOf(m)] : []
    }),
    winnerVotes: poll.winnerVotes,
  }
}

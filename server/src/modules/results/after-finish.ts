import { rateNight, type SkillRating } from '@bidfut/domain/rules/ratings'
import type { Tx } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { bidFinished } from '../notices/kinds/bid-finished.ts'
import { sendNotice } from '../notices/notices.ts'
import * as craqueRepo from './craque.repo.ts'
import * as ratingsRepo from './ratings.repo.ts'
import * as repo from './results.repo.ts'

export type AfterFinish = ReturnType<typeof createAfterFinish>

/**
 * What finishing a BID sets off, in the finishing transaction (ADR 039): the ratings learn from
 * the night's scored matches, the craque vote opens, and each confirmed player gets the 'BID
 * finalizado' email with a vote link. A BID is finished once (open to finished under its lock),
 * so all of this happens once.
 */
export function createAfterFinish(deps: {
  publicUrl: string
  /** How long the vote stays open instead of the group's hours, where the config allows it (tests). */
  voteWindowMs?: number
}) {
  async function rate(tx: Tx, companyId: number, bidDayId: number, now: Date) {
    const matches = await repo.listMatches(tx, companyId, bidDayId)
    if (!matches.some((m) => m.homeGoals !== null)) return
    const before = new Map<number, SkillRating>(
      (await ratingsRepo.listRatings(tx, companyId)).map((r) => [r.companyPlayerId, r]),
    )
    const after = rateNight(
      before,
      matches.map((m) => ({
        home: m.homePlayers,
        away: m.awayPlayers,
        homeGoals: m.homeGoals,
        awayGoals: m.awayGoals,
      })),
    )
    for (const [companyPlayerId, r] of after) {
      if (before.get(companyPlayerId) === r) continue
      await ratingsRepo.upsertRating(tx, { companyId, companyPlayerId, ...r }, now)
    }
  }

  /** Returns how many emails were queued. */
  async function openVote(tx: Tx, companyId: number, bidDayId: number, now: Date) {
    const settings = await craqueRepo.findVoteSettings(tx, companyId)
    if (!settings.voteEnabled) return 0
    const confirmed = await repo.listConfirmed(tx, companyId, bidDayId)
    if (confirmed.length < 2) return 0
    const windowMs = deps.voteWindowMs ?? settings.voteHours * 3_600_000
    const opened = await craqueRepo.insertPoll(tx, {
      companyId,
      bidDayId,
      closesAt: new Date(now.getTime() + windowMs),
    })
    if (!opened) return 0
    const bid = await repo.findBid(tx, companyId, bidDayId)
    if (!bid) return 0
    // Each emailed player gets a vote link of their own; the push ('BID finalizado — vote no
    // craque') leads the confirmed players' devices to the post-game card on /check-in.
    const voters = []
    for (const player of confirmed) {
      if (!player.email || !player.active) continue
      const { token, hash } = newOpaqueToken()
      await craqueRepo.insertVoteLink(tx, {
        tokenHash: hash,
        companyId,
        bidDayId,
        companyPlayerId: player.companyPlayerId,
      })
      voters.push({ ...player, companyId, voteUrl: `${deps.publicUrl}/craque/${token}` })
    }
    const game = {
      groupName: bid.groupName,
      bidNumber: bid.number,
      dayOfMatch: bid.dayOfMatch,
      location: bid.location,
    }
    const hours = Math.max(1, Math.round(windowMs / 3_600_000))
    const finished = { companyId, bidDayId, game, hours, publicUrl: deps.publicUrl }
    return (await sendNotice(tx, bidFinished, finished, voters)).email
  }

  return {
    async afterFinish(tx: Tx, key: { companyId: number; bidDayId: number }, now: Date) {
      await rate(tx, key.companyId, key.bidDayId, now)
      return openVote(tx, key.companyId, key.bidDayId, now)
    },
  }
}

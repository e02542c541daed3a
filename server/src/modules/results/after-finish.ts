import { displayName } from '@bidfut/domain/rules/person-names'
import { rateNight, type SkillRating } from '@bidfut/domain/rules/ratings'
import type { Tx } from '../../db/client.ts'
import { newOpaqueToken } from '../../lib/tokens.ts'
import { bidFinished, craqueVoteOpened } from '../notices/kinds/bid-finished.ts'
import { sendNotice } from '../notices/notices.ts'
import * as craqueRepo from './craque.repo.ts'
import * as ratingsRepo from './ratings.repo.ts'
import * as repo from './results.repo.ts'

export type AfterFinish = ReturnType<typeof createAfterFinish>

/**
 * What finishing a BID sets off, in the finishing transaction (ADR 039): the ratings learn from
 * the night's scored matches, the craque vote opens, and each confirmed player who wants it gets
 * the 'BID finalizado' email with the scores, the scorers and a vote link (ADR 061). A BID is
 * finished once (open to finished under its lock), so all of this happens once.
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

  /** Opens the craque vote when the group holds one; answers how many hours it stays open. */
  async function openVote(tx: Tx, companyId: number, bidDayId: number, now: Date, players: number) {
    const settings = await craqueRepo.findVoteSettings(tx, companyId)
    if (!settings.voteEnabled || players < 2) return null
    const windowMs = deps.voteWindowMs ?? settings.voteHours * 3_600_000
    const opened = await craqueRepo.insertPoll(tx, {
      companyId,
      bidDayId,
      closesAt: new Date(now.getTime() + windowMs),
    })
    return opened ? Math.max(1, Math.round(windowMs / 3_600_000)) : null
  }

  /**
   * 'BID finalizado' (ADR 061): the night's scores and scorers to each confirmed player who wants
   * the email, with their own vote link while the vote is open; the vote's push to the devices
   * that asked for it. Returns how many emails were queued.
   */
  async function tell(tx: Tx, companyId: number, bidDayId: number, now: Date) {
    const confirmed = await repo.listConfirmed(tx, companyId, bidDayId)
    const voteHours = await openVote(tx, companyId, bidDayId, now, confirmed.length)
    const bid = await repo.findBid(tx, companyId, bidDayId)
    if (!bid) return 0
    const players = []
    for (const player of confirmed) {
      if (!player.email || !player.active || !player.resultEmails) continue
      let voteUrl: string | null = null
      if (voteHours !== null) {
        const { token, hash } = newOpaqueToken()
        await craqueRepo.insertVoteLink(tx, {
          tokenHash: hash,
          companyId,
          bidDayId,
          companyPlayerId: player.companyPlayerId,
        })
        voteUrl = `${deps.publicUrl}/craque/${token}`
      }
      players.push({ ...player, companyId, voteUrl })
    }
    const game = {
      groupName: bid.groupName,
      bidNumber: bid.number,
      dayOfMatch: bid.dayOfMatch,
      location: bid.location,
    }
    const about = { companyId, bidDayId, game, publicUrl: deps.publicUrl }
    const scores = (await repo.listScoredMatches(tx, companyId, bidDayId)).map((m) => ({
      home: m.homeTeamId,
      away: m.awayTeamId,
      homeGoals: m.homeGoals,
      awayGoals: m.awayGoals,
    }))
    // The night's numbers the result picture shows (share), most goals first, then by name.
    const scorers = (await repo.listNightNumbers(tx, companyId, bidDayId))
      .filter((n) => n.goals > 0)
      .sort((a, b) => b.goals - a.goals || a.fullName.localeCompare(b.fullName))
      .map((s) => ({ name: displayName(s), goals: s.goals }))
    const finished = { ...about, scores, scorers, voteHours }
    const sent = await sendNotice(tx, bidFinished, finished, players)
    if (voteHours !== null) await sendNotice(tx, craqueVoteOpened, about)
    return sent.email
  }

  return {
    async afterFinish(tx: Tx, key: { companyId: number; bidDayId: number }, now: Date) {
      await rate(tx, key.companyId, key.bidDayId, now)
      return tell(tx, key.companyId, key.bidDayId, now)
    },
  }
}

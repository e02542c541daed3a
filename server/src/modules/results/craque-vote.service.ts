import type {
  CraqueLink,
  CraqueVoters,
  CraqueSettings,
  CraqueSettingsUpdate,
  CraqueVoteResponse,
} from '@bidfut/domain/contracts/results'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import { checkVote, VOTE_MESSAGES } from '@bidfut/domain/rules/craque'
import { displayName } from '@bidfut/domain/rules/person-names'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { hashToken } from '../../lib/tokens.ts'
import { recordActivity } from '../activity/activity.ts'
import { readPoll } from './craque-poll.ts'
import * as craqueRepo from './craque.repo.ts'
import * as repo from './results.repo.ts'

const NO_POLL = 'Não há votação de craque para este BID.'
const LINK_INVALID = 'Link inválido ou expirado.'
const SAME_VOTE = 'Seu voto já é para este jogador.'
const VOIDED = 'Seu voto neste BID foi anulado pela organização.'
const VOTE_NOT_FOUND = 'Este jogador não votou neste BID.'
const VOTE_SAVED = 'Voto registrado! Você pode mudar até a votação encerrar.'

export type CraqueVoteService = ReturnType<typeof createCraqueVoteService>

/**
 * The craque da partida vote (ADR 039): a confirmed player votes for another, and may change the
 * vote, while the window is open. The vote and the closer both lock the poll row, so a vote either
 * lands before the count or is refused as late; never lost, never counted after.
 */
export function createCraqueVoteService(deps: { db: Db; changes: Changes }) {
  const { db, changes } = deps

  /** The voter's vote; its log entry says that they voted, never for whom (ADR 039/040). */
  async function cast(voter: Ctx, bidDayId: number, candidateId: number) {
    const { companyId, companyPlayerId: voterId } = voter
    await changes.transaction(async (tx, touched) => {
      touched.group(companyId)
      const poll = await craqueRepo.lockPoll(tx, companyId, bidDayId)
      if (!poll) throw new NotFoundError(NO_POLL)
      const now = clock.now()
      const confirmed = new Set(
        (await repo.listConfirmed(tx, companyId, bidDayId)).map((m) => m.companyPlayerId),
      )
      const open = poll.closedAt === null && now < poll.closesAt
      const check = checkVote({ voterId, candidateId, confirmed, open })
      if (!check.allowed) {
        if (check.message === VOTE_MESSAGES.closed) throw new ConflictError(check.message)
        if (check.message === VOTE_MESSAGES.notConfirmed) throw new ForbiddenError(check.message)
        throw new BadRequestError(check.message, { candidateId: check.message })
      }
      const previous = (await craqueRepo.listVotes(tx, companyId, bidDayId)).find(
        (v) => v.voterId === voterId,
      )
      if (previous?.voidedAt) throw new ForbiddenError(VOIDED)
      if (previous?.candidateId === candidateId) throw new ConflictError(SAME_VOTE)
      await craqueRepo.upsertVote(tx, { companyId, bidDayId, voterId, candidateId }, now)
      await recordActivity(tx, voter, {
        kind: 'results.craque_voted',
        subjectCompanyPlayerId: voterId,
        bidDayId,
      })
    })
    return {
      success: true as const,
      message: VOTE_SAVED,
      poll: await readPoll(db, companyId, bidDayId, voterId, clock.now()),
    }
  }

  async function findLink(token: string) {
    const link = await craqueRepo.findVoteLink(db, hashToken(token))
    if (!link) throw new NotFoundError(LINK_INVALID)
    return link
  }

  return {
    /** The signed-in player's vote, from /check-in's post-game card. */
    vote(ctx: Ctx, bidDayId: number, candidateId: number): Promise<CraqueVoteResponse> {
      return cast(ctx, bidDayId, candidateId)
    },

    /** What the email link's page shows; reading never votes (ADR 024). */
    async getLink(token: string): Promise<CraqueLink> {
      const link = await findLink(token)
      const bid = await repo.findBid(db, link.companyId, link.bidDayId)
      if (!bid) throw new NotFoundError(LINK_INVALID)
      return {
        groupName: bid.groupName,
        playerName: displayName(link),
        bidNumber: bid.number,
        dayOfMatch: bid.dayOfMatch,
        poll: await readPoll(db, link.companyId, link.bidDayId, link.companyPlayerId, clock.now()),
      }
    },

    /** The tap on the email link's page: the token names the voter and the BID. */
    async voteByLink(token: string, candidateId: number): Promise<CraqueVoteResponse> {
      const link = await findLink(token)
      const voter: Ctx = {
        companyId: link.companyId,
        companyPlayerId: link.companyPlayerId,
        playerId: link.playerId ?? 0,
        role: 'member',
      }
      return cast(voter, link.bidDayId, candidateId)
    },

    /** Who voted (never for whom), so an organiser can void the vote of someone who did not play. */
    async listVoters(ctx: Ctx, bidDayId: number): Promise<CraqueVoters> {
      requireOrganiser(ctx)
      if (!(await craqueRepo.findPoll(db, ctx.companyId, bidDayId)))
        throw new NotFoundError(NO_POLL)
      const votes = await craqueRepo.listVotes(db, ctx.companyId, bidDayId)
      const names = new Map(
        (
          await repo.findNames(
            db,
            ctx.companyId,
            votes.map((v) => v.voterId),
          )
        ).map((m) => [m.companyPlayerId, displayName(m)]),
      )
      return votes
        .map((v) => ({
          companyPlayerId: v.voterId,
          name: names.get(v.voterId) ?? '',
          voided: v.voidedAt !== null,
        }))
        .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    },

    /** An organiser voids the vote of someone who was confirmed but did not actually play. */
    async voidVote(ctx: Ctx, bidDayId: number, voterId: number): Promise<MessageResponse> {
      requireOrganiser(ctx)
      await db.transaction(async (tx) => {
        const poll = await craqueRepo.lockPoll(tx, ctx.companyId, bidDayId)
        if (!poll) throw new NotFoundError(NO_POLL)
        // Past closesAt the count is due even before the closer has run: the votes are final.
        if (poll.closedAt || clock.now() >= poll.closesAt) {
          throw new ConflictError(VOTE_MESSAGES.closed)
        }
        if (!(await craqueRepo.voidVote(tx, ctx.companyId, bidDayId, voterId, clock.now()))) {
          throw new NotFoundError(VOTE_NOT_FOUND)
        }
        await recordActivity(tx, ctx, {
          kind: 'results.craque_vote_voided',
          subjectCompanyPlayerId: voterId,
          bidDayId,
        })
      })
      return { success: true, message: 'Voto anulado.' }
    },

    async getSettings(ctx: Ctx): Promise<CraqueSettings> {
      return craqueRepo.findVoteSettings(db, ctx.companyId)
    },

    async setSettings(ctx: Ctx, input: CraqueSettingsUpdate): Promise<CraqueSettings> {
      requireOrganiser(ctx)
      return db.transaction(async (tx) => {
        const settings = await craqueRepo.setVoteSettings(tx, ctx.companyId, input)
        await recordActivity(tx, ctx, { kind: 'settings.craque_vote', details: settings })
        return settings
      })
    },
  }
}

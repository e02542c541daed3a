import { canManageAdministrators, type PlayerType } from '@bidfut/domain/contracts/enums'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import type {
  PlayerCreate,
  PlayerCreateResponse,
  PlayerEdit,
  PlayersListResponse,
  RegisteredPlayer,
} from '@bidfut/domain/contracts/players'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { inviteAccountIfAny } from '../accounts/invitations.service.ts'
import { touchOpenBid } from '../bids/bids.repo.ts'
import * as memberships from '../accounts/memberships.repo.ts'
import { ONLY_ADMIN_MANAGES_ADMINS } from './membership-rules.ts'
import { createPlayerChanges } from './player-changes.ts'
import { createPlayerMerge } from './player-merge.ts'
import type { PlayersDeps } from './players-deps.ts'
import * as repo from './players.repo.ts'

export const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
const ALREADY_IN_GROUP = 'Este jogador já faz parte do grupo.'

const listKeys: Record<PlayerType, keyof PlayersListResponse> = {
  monthly: 'monthlyPlayers',
  goalkeeper: 'goalKeepers',
  sporadic: 'sporadicPlayers',
}

export type PlayersService = ReturnType<typeof createPlayersService>

/**
 * The register. Everything here reads and writes the caller's group's memberships only; the
 * wire's `playerId` names the person within the group and equals the membership id (ADR 005).
 */
export function createPlayersService(deps: PlayersDeps) {
  const { db, publicUrl, heads, emailOutbox } = deps

  return {
    ...createPlayerChanges(deps),
    ...createPlayerMerge(deps),

    async list(ctx: Ctx): Promise<PlayersListResponse> {
      requireOrganiser(ctx)
      const rows = await repo.listMembersWithStats(db, ctx.companyId)
      const result: PlayersListResponse = {
        monthlyPlayers: [],
        goalKeepers: [],
        sporadicPlayers: [],
      }
      for (const row of rows) {
        const player: RegisteredPlayer = {
          id: row.id,
          playerId: row.id,
          name: row.name,
          nickname: row.nickname,
          email: row.email,
          phone: row.phone,
          photoUrl: row.photoUrl,
          playerPosition: row.playerPosition,
          positionPlayer: row.playerPosition,
          typePlayer: row.typePlayer,
          quantityOfGoals: Number(row.goals),
          attendancePercentage: row.games > 0 ? Math.round((row.confirmed * 100) / row.games) : 0,
          skillLevel: row.skillLevel,
          status: row.status,
          role: row.role,
          activated: row.joinedAt !== null,
        }
        result[listKeys[row.typePlayer]].push(player)
      }
      return result
    },

    /**
     * Adds a pending membership with what the organiser typed. If the email has an account, the
     * person is invited to join; the answer is the same either way.
     */
    async create(ctx: Ctx, input: PlayerCreate): Promise<PlayerCreateResponse> {
      requireOrganiser(ctx)
      if (input.role === 'administrator' && !canManageAdministrators(ctx.role)) {
        throw new ForbiddenError(ONLY_ADMIN_MANAGES_ADMINS)
      }
      const groupFields = {
        nickname: input.nickname,
        playerPosition: input.playerPosition,
        skillLevel: input.skillLevel,
        typePlayer: input.typePlayer,
        status: input.status,
        role: input.role,
      }
      const personalFields = {
        fullName: input.fullName,
        email: input.email,
        birthDate: input.birthDate,
        phone: normalisedPhone(input.phone),
        favoriteTeam: input.favoriteTeam,
      }
      let invited = false
      try {
        const id = await db.transaction(async (tx) => {
          const previous = input.email
            ? await repo.findMembershipByEmail(tx, ctx.companyId, input.email)
            : undefined
          if (previous && !previous.deletedAt) throw new ConflictError(ALREADY_IN_GROUP)
          if (previous) {
            // A removed member may still be listed in the open BID, under the name changed here.
            await touchOpenBid(tx, ctx.companyId)
            // A removed member coming back keeps their history; a person who had joined keeps
            // their own data.
            await memberships.updateMembership(tx, ctx.companyId, previous.id, {
              ...groupFields,
              ...(previous.joinedAt ? {} : personalFields),
              deletedAt: null,
            })
            return previous.id
          }
          const { id } = await memberships.insertMembership(tx, {
            companyId: ctx.companyId,
            ...personalFields,
            ...groupFields,
          })
          invited = await inviteAccountIfAny(
            tx,
            {
              companyId: ctx.companyId,
              companyPlayerId: id,
              email: input.email,
              groupName: await repo.findGroupName(tx, ctx.companyId),
            },
            publicUrl,
          )
          return id
        })
        if (invited) emailOutbox.trigger()
        return { success: true, message: 'Jogador adicionado!', id, playerId: id }
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ALREADY_IN_GROUP)
        throw err
      } finally {
        heads.forget(ctx.companyId)
      }
    },

    async getForEdit(
      ctx: Ctx,
      ids: { playerId: number; companyPlayerId: number },
    ): Promise<PlayerEdit> {
      requireOrganiser(ctx)
      const member =
        ids.playerId === ids.companyPlayerId
          ? await memberships.findMember(db, ctx.companyId, ids.companyPlayerId)
          : undefined
      if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
      return {
        id: member.id,
        playerId: member.id,
        fullName: member.fullName,
        email: member.email,
        birthDate: toWireBirthDate(member.birthDate),
        phone: member.phone,
        favoriteTeam: member.favoriteTeam,
        nickname: member.nickname,
        playerPosition: member.playerPosition,
        skillLevel: member.skillLevel,
        typePlayer: member.typePlayer,
        status: member.status,
        role: member.role,
        playerCanBeEdit: member.joinedAt === null,
      }
    },
  }
}

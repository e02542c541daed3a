import type { PlayerType } from '@bidfut/domain/contracts/enums'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import type {
  PlayerCreate,
  PlayerCreateResponse,
  PlayerEdit,
  PlayersListResponse,
  RegisteredPlayer,
} from '@bidfut/domain/contracts/players'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { ONLY_ADMIN_MANAGES_ADMINS } from './membership-rules.ts'
import * as people from './people.repo.ts'
import { createPlayerChanges, normalisedPhone } from './player-changes.ts'
import * as repo from './players.repo.ts'

export const PLAYER_NOT_FOUND = 'Jogador não encontrado.'
export const EMAIL_TAKEN = 'Este email já está cadastrado.'

const listKeys: Record<PlayerType, keyof PlayersListResponse> = {
  monthly: 'monthlyPlayers',
  goalkeeper: 'goalKeepers',
  sporadic: 'sporadicPlayers',
}

export type PlayersService = ReturnType<typeof createPlayersService>

export function createPlayersService(deps: { db: Db }) {
  const { db } = deps

  return {
    ...createPlayerChanges(deps),

    async list(ctx: Ctx): Promise<PlayersListResponse> {
      const rows = await repo.listMembersWithStats(db, ctx.companyId)
      const result: PlayersListResponse = {
        monthlyPlayers: [],
        goalKeepers: [],
        sporadicPlayers: [],
      }
      for (const row of rows) {
        const player: RegisteredPlayer = {
          id: row.id,
          playerId: row.playerId,
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
          activated: row.activatedAt !== null,
        }
        result[listKeys[row.typePlayer]].push(player)
      }
      return result
    },

    /**
     * Adds a player to the caller's group. An email that already belongs to a person adds that
     * person (their personal data stays theirs); otherwise a new person is created, with no
     * password until they activate the account.
     */
    async create(ctx: Ctx, input: PlayerCreate): Promise<PlayerCreateResponse> {
      if (input.role === 'administrator' && ctx.role !== 'administrator') {
        throw new ForbiddenError(ONLY_ADMIN_MANAGES_ADMINS)
      }
      const membership = {
        nickname: input.nickname,
        playerPosition: input.playerPosition,
        skillLevel: input.skillLevel,
        typePlayer: input.typePlayer,
        status: input.status,
        role: input.role,
      }
      try {
        return await db.transaction(async (tx) => {
          const existing = input.email ? await people.findPersonByEmail(tx, input.email) : undefined
          const person =
            existing ??
            (await people.insertPerson(tx, {
              email: input.email,
              fullName: input.fullName,
              birthDate: input.birthDate,
              phone: normalisedPhone(input.phone),
              favoriteTeam: input.favoriteTeam,
            }))
          const previous = existing && (await repo.findAnyMembership(tx, ctx.companyId, person.id))
          if (previous && !previous.deletedAt) {
            throw new ConflictError('Este jogador já faz parte do grupo.')
          }
          let id: number
          if (previous) {
            // A removed member coming back keeps their history under the same membership.
            await repo.updateMembership(tx, ctx.companyId, previous.id, {
              ...membership,
              deletedAt: null,
            })
            id = previous.id
          } else {
            id = (
              await repo.insertMembership(tx, {
                companyId: ctx.companyId,
                playerId: person.id,
                ...membership,
              })
            ).id
          }
          return { success: true as const, message: 'Jogador adicionado!', id, playerId: person.id }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN)
        throw err
      }
    },

    async getForEdit(
      ctx: Ctx,
      ids: { playerId: number; companyPlayerId: number },
    ): Promise<PlayerEdit> {
      const member = await repo.findMember(db, ctx.companyId, ids)
      if (!member) throw new NotFoundError(PLAYER_NOT_FOUND)
      return {
        id: member.id,
        playerId: member.playerId,
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
        playerCanBeEdit: member.activatedAt === null,
      }
    },
  }
}

import { canManageAdministrators, type PlayerType } from '@bidfut/domain/contracts/enums'
import { toWireBirthDate } from '@bidfut/domain/contracts/person-fields'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import { ABSENCE_WINDOW } from '@bidfut/domain/rules/furoes'
import type {
  PlayerCreate,
  PlayerCreateResponse,
  PlayerEdit,
  PlayersListResponse,
  RegisteredPlayer,
} from '@bidfut/domain/contracts/players'
import { clock } from '../../lib/clock.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import { requireOrganiser } from '../../lib/permissions.ts'
import { enqueueAccountJob } from '../accounts/account-jobs.repo.ts'
import { expireUnusedTokens } from '../accounts/account-tokens.repo.ts'
import * as memberships from '../accounts/memberships.repo.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import {
  countAbsences,
  findFuraoRule,
  forgivenOf,
  latestForgivable,
  ruleAbsencesOf,
} from '../bids/furoes.repo.ts'
import { createPlayerAbsences } from './player-absences.ts'
import { ONLY_ADMIN_MANAGES_ADMINS } from './membership-rules.ts'
import { createPlayerChanges } from './player-changes.ts'
import { createPlayerMerge } from './player-merge.ts'
import { createPastedPlayers } from './pasted-players.ts'
import type { PlayersDeps } from './players-deps.ts'
import * as repo from './players.repo.ts'
import { recordActivity } from '../activity/activity.ts'

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
  const { db, changes, accountJobs } = deps

  return {
    ...createPlayerChanges(deps),
    ...createPlayerMerge(deps),
    ...createPastedPlayers(deps),
    ...createPlayerAbsences(deps),

    async list(ctx: Ctx): Promise<PlayersListResponse> {
      requireOrganiser(ctx)
      const rows = await repo.listMembersWithStats(db, ctx.companyId)
      const { games, byMember, forgiven } = await countAbsences(db, ctx.companyId, ABSENCE_WINDOW)
      const rule = await findFuraoRule(db, ctx.companyId)
      // The rule's count comes from where the opening reads it (ADR 060).
      const counted = rule ? await ruleAbsencesOf(db, [ctx.companyId], clock.now()) : []
      const ruleCount = new Map(counted.map((c) => [c.companyPlayerId, c.bidNumbers]))
      const forgivable = await latestForgivable(db, ctx.companyId)
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
          absences: {
            count: byMember.get(row.id) ?? 0,
            games,
            ...forgivenOf(forgiven, row.id),
          },
          furaoRule:
            rule && row.typePlayer !== 'sporadic'
              ? { ...rule, bidNumbers: ruleCount.get(row.id) ?? [] }
              : null,
          forgivable: forgivable.get(row.id) ?? null,
          skillLevel: row.skillLevel,
          status: row.status,
          role: row.role,
          activated: row.joinedAt !== null,
          guest: row.addedByName && row.joinedAt === null && !row.email,
        }
        result[listKeys[row.typePlayer]].push(player)
      }
      return result
    },

    /**
     * Adds a pending membership with what the organiser typed. With an email, the worker invites
     * the account that has it or emails the activation link: the request does the same work
     * either way, so neither the answer nor its timing tells which (ADR 026). A person the group
     * removed comes back the same way: pending, invited again, with the role chosen now.
     */
    async create(ctx: Ctx, input: PlayerCreate): Promise<PlayerCreateResponse> {
      requireOrganiser(ctx)
      if (input.role === 'administrator' && !canManageAdministrators(ctx.role)) {
        throw new ForbiddenError(ONLY_ADMIN_MANAGES_ADMINS)
      }
      const fields = {
        fullName: input.fullName,
        email: input.email,
        birthDate: input.birthDate,
        phone: normalisedPhone(input.phone),
        favoriteTeam: input.favoriteTeam,
        nickname: input.nickname,
        playerPosition: input.playerPosition,
        skillLevel: input.skillLevel,
        typePlayer: input.typePlayer,
        status: input.status,
        role: input.role,
        // The register's own entry, filed by type with or without an email (a removed guest too).
        addedByName: false,
      }
      try {
        const email = input.email
        // The group's own register first: a person already in it is no email to count.
        const listed = email && (await memberships.findMembershipByEmail(db, ctx.companyId, email))
        if (listed && !listed.deletedAt) throw new ConflictError(ALREADY_IN_GROUP)
        const id = await changes.transaction(async (tx, touched) => {
          touched.group(ctx.companyId)
          if (email)
            await countEmailRequest(tx, {
              address: email,
              kind: 'membership',
              companyId: ctx.companyId,
            })
          const previous = email
            ? await memberships.findMembershipByEmail(tx, ctx.companyId, email)
            : undefined
          if (previous && !previous.deletedAt) throw new ConflictError(ALREADY_IN_GROUP)
          let id: number
          if (previous) {
            // A removed member may still be listed in the open BID, under the name changed here.
            await touched.openBids(ctx.companyId)
            // Their history stays; their account, profile and old role do not come back with it.
            await memberships.reopenMembership(tx, ctx.companyId, previous.id, fields)
            await expireUnusedTokens(tx, { companyPlayerId: previous.id }, 'activation')
            id = previous.id
          } else {
            id = (await memberships.insertMembership(tx, { companyId: ctx.companyId, ...fields }))
              .id
          }
          if (email) {
            const payload = { companyId: ctx.companyId, companyPlayerId: id, email }
            await enqueueAccountJob(tx, { kind: 'membership', payload })
          }
          await recordActivity(tx, ctx, { kind: 'register.created', subjectCompanyPlayerId: id })
          return id
        })
        if (email) accountJobs.trigger()
        return { success: true, message: 'Jogador adicionado!', id, playerId: id }
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(ALREADY_IN_GROUP)
        throw err
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

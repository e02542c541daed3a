import type { PlayerUpdate } from '@bidfut/domain/contracts/players'
import { formatPhone, phoneDigits } from '@bidfut/domain/rules/phone'
import { revokeMemberRefreshTokens } from '../accounts/accounts.repo.ts'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts'
import {
  assertAdministratorRemains,
  assertMembershipChangeAllowed,
  assertRemovalAllowed,
} from './membership-rules.ts'
import * as people from './people.repo.ts'
import * as repo from './players.repo.ts'

const PERSONAL_DATA_LOCKED =
  'Este jogador já ativou a conta: nome, email, data de nascimento, telefone e time do coração só podem ser alterados por ele.'

type Ids = { playerId: number; companyPlayerId: number }

export function normalisedPhone(phone: string | null): string | null {
  return phone ? formatPhone(phone) || null : null
}

function personalDataDiffers(stored: NonNullable<repo.MemberRow>, input: PlayerUpdate) {
  const same = (a: string | null | undefined, b: string | null | undefined) =>
    (a ?? '').trim() === (b ?? '').trim()
  return !(
    same(stored.fullName, input.fullName) &&
    same(stored.email?.toLowerCase(), input.email) &&
    same(stored.birthDate?.slice(0, 10), input.birthDate) &&
    same(phoneDigits(stored.phone ?? ''), phoneDigits(input.phone ?? '')) &&
    same(stored.favoriteTeam, input.favoriteTeam)
  )
}

/** Editing and removing memberships: the register's rules on roles, administrators and personal data. */
export function createPlayerChanges({ db }: { db: Db }) {
  return {
    async update(ctx: Ctx, ids: Ids, input: PlayerUpdate) {
      if (
        (input.id && input.id !== ids.companyPlayerId) ||
        (input.playerId && input.playerId !== ids.playerId)
      ) {
        throw new BadRequestError('Os dados não correspondem ao jogador editado.')
      }
      try {
        await db.transaction(async (tx) => {
          const administrators = await repo.lockActiveAdministrators(tx, ctx.companyId)
          const target = await repo.findMember(tx, ctx.companyId, ids)
          if (!target) throw new NotFoundError('Jogador não encontrado.')
          assertMembershipChangeAllowed(ctx, target, input)
          // Once activated, the person owns their personal data; the organiser may only resend it unchanged.
          if (target.activatedAt) {
            if (personalDataDiffers(target, input)) throw new ForbiddenError(PERSONAL_DATA_LOCKED)
          } else {
            if (
              input.email &&
              (await people.isEmailTakenByOther(tx, input.email, target.playerId))
            ) {
              throw new ConflictError('Este email já está cadastrado.')
            }
            await people.updatePerson(tx, target.playerId, {
              fullName: input.fullName,
              email: input.email,
              birthDate: input.birthDate,
              phone: normalisedPhone(input.phone),
              favoriteTeam: input.favoriteTeam,
            })
          }
          assertAdministratorRemains(target, input, administrators)
          await repo.updateMembership(tx, ctx.companyId, target.id, {
            nickname: input.nickname,
            playerPosition: input.playerPosition,
            skillLevel: input.skillLevel,
            typePlayer: input.typePlayer,
            status: input.status,
            role: input.role,
          })
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('Este email já está cadastrado.')
        throw err
      }
      return { success: true as const, message: `${input.fullName} foi atualizado com sucesso!` }
    },

    /** Soft delete: past BIDs and stats keep pointing at the membership; its sessions end now. */
    async remove(ctx: Ctx, ids: Ids) {
      await db.transaction(async (tx) => {
        const administrators = await repo.lockActiveAdministrators(tx, ctx.companyId)
        const target = await repo.findMember(tx, ctx.companyId, ids)
        if (!target) throw new NotFoundError('Jogador não encontrado.')
        assertRemovalAllowed(ctx, target)
        assertAdministratorRemains(target, 'removed', administrators)
        await repo.updateMembership(tx, ctx.companyId, target.id, { deletedAt: new Date() })
        await revokeMemberRefreshTokens(tx, target.id)
      })
      return { success: true as const, message: 'Jogador deletado!' }
    },
  }
}

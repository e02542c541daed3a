import type { MessageResponse, ProfileUpdate } from '@bidfut/domain/contracts/profile'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword, verifyPassword } from '../../lib/password.ts'
import * as people from '../players/people.repo.ts'
import { normalisedPhone } from '../players/player-changes.ts'
import { updateMembership } from '../players/players.repo.ts'

const EMAIL_TAKEN = 'Este email já está cadastrado.'
const WRONG_PASSWORD = 'Senha atual incorreta.'

export type ProfileService = ReturnType<typeof createProfileService>

/** 'Meu Perfil': the signed-in person edits their own data; the nickname stays the group's. */
export function createProfileService(deps: { db: Db }) {
  const { db } = deps

  return {
    async updateProfile(ctx: Ctx, input: ProfileUpdate): Promise<MessageResponse> {
      const person = await people.findPersonById(db, ctx.playerId)
      if (!person) throw new NotFoundError('Perfil não encontrado.')
      let passwordHash: string | undefined
      if (input.newPassword) {
        const valid =
          person.passwordHash && (await verifyPassword(input.password ?? '', person.passwordHash))
        if (!valid) throw new BadRequestError(WRONG_PASSWORD, { password: WRONG_PASSWORD })
        passwordHash = await hashPassword(input.newPassword)
      }
      try {
        await db.transaction(async (tx) => {
          if (await people.isEmailTakenByOther(tx, input.email, ctx.playerId)) {
            throw new ConflictError(EMAIL_TAKEN)
          }
          await people.updatePerson(tx, ctx.playerId, {
            fullName: input.fullName,
            email: input.email,
            phone: normalisedPhone(input.phone),
            birthDate: input.birthDate,
            favoriteTeam: input.favoriteTeam,
            ...(passwordHash ? { passwordHash } : {}),
          })
          if (input.playerPosition !== undefined) {
            await updateMembership(tx, ctx.companyId, ctx.companyPlayerId, {
              playerPosition: input.playerPosition,
            })
          }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_TAKEN)
        throw err
      }
      return { success: true, message: 'Perfil atualizado!' }
    },
  }
}

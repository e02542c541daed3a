import { addMonths } from 'date-fns'
import { DEFAULT_TIME_ZONE } from '@bidfut/domain/constants'
import { firstName } from '@bidfut/domain/rules/person-names'
import {
  registrationPositions,
  type InviteInfo,
  type MessageResponse,
  type Registration,
} from '@bidfut/domain/contracts/profile'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import { findGroupByInviteToken, insertGroup } from '../groups/groups.repo.ts'
import { enqueueEmail } from '../mail/outbox.repo.ts'
import { welcomeEmail } from '../mail/templates.ts'
import * as memberships from './memberships.repo.ts'
import * as people from './people.repo.ts'

const EMAIL_REGISTERED = 'Este email já está cadastrado. Faça login ou recupere sua senha.'
const INVALID_INVITE = 'Convite inválido ou expirado. Peça um novo link ao organizador.'
const FREE_TRIAL_MONTHS = 3

export type RegistrationService = ReturnType<typeof createRegistrationService>

/**
 * Self-service sign-up (/registro). With a group's invite the person joins it as an avulso;
 * without one they found a new group as its administrator, on the free trial.
 */
export function createRegistrationService(deps: {
  db: Db
  publicUrl: string
  emailOutbox: WorkerTrigger
}) {
  const { db, publicUrl, emailOutbox } = deps

  return {
    async inviteInfo(token: string): Promise<InviteInfo> {
      const group = await findGroupByInviteToken(db, token)
      if (!group) throw new NotFoundError(INVALID_INVITE)
      return { success: true, groupName: group.name }
    },

    async register(input: Registration): Promise<MessageResponse> {
      const passwordHash = await hashPassword(input.password)
      const invited = Boolean(input.convite)
      try {
        await db.transaction(async (tx) => {
          if (await people.findAccountByEmail(tx, input.email))
            throw new ConflictError(EMAIL_REGISTERED)
          const group = input.convite
            ? await findGroupByInviteToken(tx, input.convite)
            : await insertGroup(tx, {
                name: input.nomeDaPelada!,
                timeZone: DEFAULT_TIME_ZONE,
                trialEndsAt: addMonths(new Date(), FREE_TRIAL_MONTHS),
              })
          if (!group) throw new BadRequestError(INVALID_INVITE, { convite: INVALID_INVITE })
          const now = new Date()
          const profile = {
            email: input.email,
            fullName: input.nome,
            phone: normalisedPhone(input.telefone),
          }
          const person = await people.insertAccount(tx, {
            ...profile,
            passwordHash,
            activatedAt: now,
          })
          await memberships.insertMembership(tx, {
            companyId: group.id,
            playerId: person.id,
            ...profile,
            joinedAt: now,
            lastUsedAt: now,
            nickname: firstName(input.nome),
            role: invited ? 'member' : 'administrator',
            typePlayer: invited ? 'sporadic' : 'monthly',
            playerPosition: registrationPositions[input.posicao],
          })
          const content = welcomeEmail({
            fullName: input.nome,
            groupName: group.name,
            createdGroup: !invited,
            loginUrl: `${publicUrl}/login`,
          })
          await enqueueEmail(tx, {
            dedupeKey: `welcome:${person.id}`,
            to: input.email,
            companyId: group.id,
            ...content,
          })
        })
      } catch (err) {
        // Two sign-ups with one email at the same moment: the unique index decides.
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_REGISTERED)
        throw err
      }
      emailOutbox.trigger()
      return { success: true, message: 'Registro realizado com sucesso!' }
    },
  }
}

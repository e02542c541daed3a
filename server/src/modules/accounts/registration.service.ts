import {
  registrationPositions,
  type MessageResponse,
  type Registration,
} from '@bidfut/domain/contracts/profile'
import { SIGNUP_LINK_SENT } from '@bidfut/domain/contracts/signup'
import { firstName } from '@bidfut/domain/rules/person-names'
import { normalisedPhone } from '@bidfut/domain/rules/phone'
import type { Db } from '../../db/client.ts'
import { BadRequestError } from '../../lib/errors.ts'
import { hashPassword } from '../../lib/password.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import { findGroupByInviteToken } from '../groups/groups.repo.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import { enqueueAccountJob } from './account-jobs.repo.ts'

const INVALID_INVITE = 'Convite inválido ou expirado. Peça um novo link ao organizador.'

export type RegistrationService = ReturnType<typeof createRegistrationService>

/**
 * Self-service sign-up (/registro). The request only records it: the worker emails a
 * confirmation link, or tells an address that already has an account so (ADR 026). With a
 * group's invite the person joins it as an avulso; without one they found a new group.
 */
export function createRegistrationService(deps: { db: Db; accountJobs: WorkerTrigger }) {
  const { db, accountJobs } = deps

  return {
    /** The same answer, limit and work for every address, known or not. */
    async register(input: Registration): Promise<MessageResponse> {
      const group = input.convite ? await findGroupByInviteToken(db, input.convite) : undefined
      if (input.convite && !group) {
        throw new BadRequestError(INVALID_INVITE, { convite: INVALID_INVITE })
      }
      // Hashed now, for every address: the answer takes as long whatever the worker will find.
      const passwordHash = await hashPassword(input.password)
      await db.transaction(async (tx) => {
        await countEmailRequest(tx, { address: input.email, kind: 'signup' })
        await enqueueAccountJob(tx, {
          kind: 'signup',
          payload: {
            email: input.email,
            passwordHash,
            fullName: input.nome,
            phone: normalisedPhone(input.telefone),
            birthDate: null,
            favoriteTeam: null,
            nickname: firstName(input.nome),
            playerPosition: registrationPositions[input.posicao],
            ...(group ? { companyId: group.id } : { groupName: input.nomeDaPelada! }),
          },
        })
      })
      accountJobs.trigger()
      return { success: true, message: SIGNUP_LINK_SENT }
    },
  }
}

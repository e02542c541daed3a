import {
  type EmailJoin,
  type InviteDirectory,
  INVALID_INVITE,
  type JoinOutcome,
  type PasskeyJoin,
  type PasskeyJoinOptions,
  type PendingClaim,
  type PlayerLinkInfo,
} from '@bidfut/domain/contracts/joining'
import type { MessageResponse } from '@bidfut/domain/contracts/profile'
import type { CreationOptions } from '@bidfut/domain/contracts/sign-in'
import { SIGNUP_LINK_SENT } from '@bidfut/domain/contracts/signup'
import type { Db, Tx } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { NotFoundError, UnauthorizedError } from '../../lib/errors.ts'
import type { WorkerTrigger } from '../../lib/worker-trigger.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import { enqueueAccountJob } from '../accounts/account-jobs.repo.ts'
import { insertAccount, type Account } from '../accounts/people.repo.ts'
import { trustDevice, type PasswordClient } from '../accounts/trusted-devices.ts'
import { findGroupByInviteToken } from '../groups/groups.repo.ts'
import { countEmailRequest } from '../mail/email-limits.ts'
import type { PasskeyCeremonies } from '../passkeys/passkey-ceremonies.ts'
import { insertPasskey } from '../passkeys/passkeys.repo.ts'
import { PASSKEY_REPLAYED } from '../passkeys/passkeys.service.ts'
import type { WebAuthnChallenges } from '../passkeys/webauthn-challenges.ts'
import type { SignupClaims } from '../accounts/signup-confirmation.service.ts'
import {
  claimTarget,
  countJoinEmails,
  joinGroup,
  resolveJoinTarget,
  type JoinResult,
  type JoinTarget,
} from './join-group.ts'
import { listUnclaimed } from './joining.repo.ts'
import type { PlayerLinks } from './player-links.ts'

export type JoiningService = ReturnType<typeof createJoiningService>

function pendingOf(result: Extract<JoinResult, { kind: 'pending' }>): PendingClaim {
  return {
    success: true,
    outcome: 'pending',
    message: `Pronto! Agora o organizador confirma que você é ${result.nickname}.`,
    claimToken: result.claimToken,
    nickname: result.nickname,
    groupName: result.groupName,
  }
}

/** A new account's fields: the short join asks only for the name the player goes by (ADR 049). */
export type NewAccount = Pick<Account, 'fullName' | 'email'> & { passwordHash?: string | null }

/**
 * From the group's invite link (or a player's own link) to the pelada in a few taps (ADR 049):
 * 'Você é um destes?', then the short join — the name the player goes by and a passkey, an
 * email or Google. Position, phone and birth date are asked later, in /perfil.
 */
export function createJoiningService(deps: {
  db: Db
  changes: Changes
  publicUrl: string
  playerLinks: PlayerLinks
  ceremonies: PasskeyCeremonies
  challenges: WebAuthnChallenges
  accounts: Pick<AccountsService, 'signInAccount'>
  accountJobs: WorkerTrigger
  emailOutbox: WorkerTrigger
  pushOutbox: WorkerTrigger
  /** The join offers 'Receber avisos pelo WhatsApp' where the server sends it (ADR 051). */
  whatsappAvailable: boolean
}) {
  const { db, publicUrl, playerLinks, ceremonies, challenges, accounts } = deps

  /** The answer a join gives: a session in the group, or the claim that waits. */
  async function outcomeOf(tx: Tx, account: Account, result: JoinResult): Promise<JoinOutcome> {
    if (result.kind === 'pending') return pendingOf(result)
    const session = await accounts.signInAccount(tx, account.id, {
      keepLogged: true,
      message: 'Bem-vindo à pelada!',
      companyPlayerId: result.companyPlayerId,
    })
    return { ...session, outcome: 'signed_in' }
  }

  /**
   * A new account joins where the link leads, in one transaction: the account, its credential
   * (`withAccount`), the membership or claim, a session, and this browser trusted.
   */
  async function joinNewAccount(
    fields: NewAccount,
    name: string,
    target: JoinTarget,
    client: PasswordClient,
    withAccount: (tx: Tx, account: Account) => Promise<void>,
  ) {
    const joined = await deps.changes.transaction(async (tx, touched) => {
      await countJoinEmails(tx, target)
      const account = await insertAccount(tx, {
        email: fields.email,
        fullName: fields.fullName,
        passwordHash: fields.passwordHash ?? null,
        activatedAt: new Date(),
      })
      await withAccount(tx, account)
      const result = await joinGroup(tx, touched, account, name, target, publicUrl)
      const outcome = await outcomeOf(tx, account, result)
      return { outcome, deviceToken: await trustDevice(tx, account.id, client) }
    })
    deps.emailOutbox.trigger()
    deps.pushOutbox.trigger()
    return joined
  }

  /** A sign-up by email that named a membership: the claim is made on its tap (ADR 026). */
  const signupClaims: SignupClaims = {
    async prepare(tx, claim) {
      await countJoinEmails(tx, await claimTarget(tx, claim))
    },
    async join(tx, touched, account, claim) {
      const result = await joinGroup(
        tx,
        touched,
        account,
        claim.name,
        await claimTarget(tx, claim),
        publicUrl,
      )
      return result.kind === 'member' ? result : { pending: pendingOf(result) }
    },
  }

  return {
    joinNewAccount,
    outcomeOf,
    signupClaims,

    async directory(convite: string): Promise<InviteDirectory> {
      const group = await findGroupByInviteToken(db, convite)
      if (!group) throw new NotFoundError(INVALID_INVITE)
      return {
        success: true,
        groupName: group.name,
        players: await listUnclaimed(db, group.id),
        whatsappAvailable: deps.whatsappAvailable,
      }
    },

    async playerLinkInfo(token: string): Promise<PlayerLinkInfo> {
      const target = await resolveJoinTarget(db, { jogador: token }, playerLinks)
      const member = target.claim!.member
      return {
        success: true,
        groupName: member.groupName,
        companyPlayerId: member.id,
        nickname: member.nickname,
        whatsappAvailable: deps.whatsappAvailable,
      }
    },

    /** The passkey's options for an account that does not exist yet; the link is checked first. */
    async passkeyOptions(input: PasskeyJoinOptions): Promise<CreationOptions> {
      await resolveJoinTarget(db, input.intent, playerLinks)
      return ceremonies.creationOptions({
        purpose: 'join',
        userName: input.name,
        displayName: input.name,
      })
    },

    async passkeyJoin(input: PasskeyJoin, client: PasswordClient) {
      const target = await resolveJoinTarget(db, input.intent, playerLinks)
      const made = await ceremonies.verifyCreation(input.credential, 'join')
      return joinNewAccount(
        { fullName: input.name, email: null },
        input.name,
        target,
        client,
        async (tx, account) => {
          if (!(await challenges.spend(tx, made.challenge))) {
            throw new UnauthorizedError(PASSKEY_REPLAYED)
          }
          await insertPasskey(tx, {
            playerId: account.id,
            name: input.passkeyName,
            credentialId: made.credentialId,
            publicKey: made.publicKey,
            counter: made.counter,
            transports: made.transports,
            deviceType: made.deviceType,
            backedUp: made.backedUp,
          })
        },
      )
    },

    /**
     * The short join by email: like /registro, the answer is the same for every address and the
     * account comes from the tap on 'Confirmar cadastro' in the email (ADR 026).
     */
    async emailJoin(input: EmailJoin): Promise<MessageResponse> {
      const target = await resolveJoinTarget(db, input.intent, playerLinks)
      await db.transaction(async (tx) => {
        await countEmailRequest(tx, { address: input.email, kind: 'signup' })
        await enqueueAccountJob(tx, {
          kind: 'signup',
          payload: {
            email: input.email,
            passwordHash: null,
            fullName: input.name,
            phone: null,
            birthDate: null,
            favoriteTeam: null,
            nickname: input.name,
            playerPosition: null,
            companyId: target.group.id,
            ...(target.claim
              ? { claimCompanyPlayerId: target.claim.member.id, claimVia: target.claim.via }
              : {}),
          },
        })
      })
      deps.accountJobs.trigger()
      return { success: true, message: SIGNUP_LINK_SENT }
    },
  }
}

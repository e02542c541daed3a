import { addMonths } from 'date-fns'
import { DEFAULT_TIME_ZONE } from '@bidfut/domain/constants'
import type { JoinOutcome, PendingClaim } from '@bidfut/domain/contracts/joining'
import { SIGNUP_LINK_INVALID, type SignupPreview } from '@bidfut/domain/contracts/signup'
import type { Db, Tx } from '../../db/client.ts'
import type { signupRequests } from '../../db/schema/memberships.ts'
import type { Changes, Touched } from '../../lib/changes.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { BadRequestError, ConflictError } from '../../lib/errors.ts'
import { hashToken } from '../../lib/tokens.ts'
import { insertGroup } from '../groups/groups.repo.ts'
import type { AccountsService } from './accounts.service.ts'
import * as tokens from './account-tokens.repo.ts'
import { findActivationTarget } from './activation.repo.ts'
import { withdrawInvitations } from './invitations.repo.ts'
import { joinKnownMembership } from './join-pending-membership.ts'
import * as memberships from './memberships.repo.ts'
import * as people from './people.repo.ts'
import { findOpenSignup, takeSignup } from './signup-requests.repo.ts'
import { trustDevice, type PasswordClient } from './trusted-devices.ts'

const EMAIL_REGISTERED = 'Este email já está cadastrado. Faça login ou recupere sua senha.'
const ACTIVATION_GONE =
  'O link de ativação deste cadastro deixou de valer. Peça um novo link ao organizador.'
const FREE_TRIAL_MONTHS = 3

type Signup = typeof signupRequests.$inferSelect
type Account = Awaited<ReturnType<typeof people.insertAccount>>

export type SignupConfirmationService = ReturnType<typeof createSignupConfirmationService>

/** A short join by email that named a membership (ADR 049): the claim, made on the tap. */
export type SignupClaim = {
  companyId: number
  companyPlayerId: number
  via: 'group_link' | 'player_link'
  name: string
}

/**
 * What the joining module does with a sign-up's claim, given by app.ts (accounts sits below it):
 * `prepare` counts its email first in the transaction, `join` makes the claim.
 */
export type SignupClaims = {
  prepare(tx: Tx, claim: SignupClaim): Promise<void>
  join(
    tx: Tx,
    touched: Touched,
    account: Account,
    claim: SignupClaim,
  ): Promise<{ companyId: number; companyPlayerId: number } | { pending: PendingClaim }>
}

/**
 * /confirmar-cadastro/{token}: the link emailed to a new address. Opening it only shows what
 * will be created; the tap on 'Confirmar cadastro' creates the account, founds or joins the
 * group and signs the person in (ADR 026).
 */
export function createSignupConfirmationService(deps: {
  db: Db
  changes: Changes
  accounts: Pick<AccountsService, 'startSession'>
  claims: SignupClaims
}) {
  const { db, changes, accounts, claims } = deps

  /** The membership an activation link opened joins the new account; the link is used up. */
  async function joinActivatedMembership(
    tx: Tx,
    touched: Touched,
    signup: Signup,
    account: Account,
  ) {
    const companyId = signup.companyId!
    const companyPlayerId = signup.companyPlayerId!
    // Open BID, membership row, then links: the order every writer of them takes.
    // The open BID may list this pending member, under the name the person now gives.
    await touched.openBids(companyId)
    await memberships.lockMembership(tx, companyId, companyPlayerId)
    const used = await tokens.consumeTokenById(tx, signup.activationTokenId!, 'activation')
    const target =
      used?.companyPlayerId === companyPlayerId && (await findActivationTarget(tx, companyPlayerId))
    if (!target || target.companyId !== companyId) throw new BadRequestError(ACTIVATION_GONE)
    await tokens.expireUnusedTokens(tx, { companyPlayerId }, 'activation')
    await withdrawInvitations(tx, companyId, companyPlayerId)
    await memberships.joinMembership(
      tx,
      { companyId: target.companyId, id: target.companyPlayerId },
      account,
      {
        ...(signup.playerPosition ? { playerPosition: signup.playerPosition } : {}),
        ...(signup.nickname ? { nickname: signup.nickname } : {}),
      },
    )
    return { companyId: target.companyId, companyPlayerId: target.companyPlayerId }
  }

  /** /registro: the invite's group as an avulso, or a new group on the free trial. */
  async function registerMembership(tx: Tx, touched: Touched, signup: Signup, account: Account) {
    const invited = signup.companyId !== null
    const companyId = invited
      ? signup.companyId!
      : (
          await insertGroup(tx, {
            name: signup.groupName!,
            timeZone: DEFAULT_TIME_ZONE,
            trialEndsAt: addMonths(new Date(), FREE_TRIAL_MONTHS),
          })
        ).id
    if (invited) {
      touched.group(companyId)
      const known = await joinKnownMembership(tx, touched, companyId, account, {
        ...(signup.nickname ? { nickname: signup.nickname } : {}),
        ...(signup.playerPosition ? { playerPosition: signup.playerPosition } : {}),
      })
      if (known !== null) return { companyId, companyPlayerId: known }
    }
    const now = new Date()
    const { id } = await memberships.insertMembership(tx, {
      companyId,
      playerId: account.id,
      email: account.email,
      fullName: account.fullName,
      phone: account.phone,
      joinedAt: now,
      lastUsedAt: now,
      nickname: signup.nickname,
      role: invited ? 'member' : 'administrator',
      typePlayer: invited ? 'sporadic' : 'monthly',
      playerPosition: signup.playerPosition,
    })
    return { companyId, companyPlayerId: id }
  }

  return {
    async preview(token: string): Promise<SignupPreview> {
      const signup = await findOpenSignup(db, hashToken(token))
      if (!signup) throw new BadRequestError(SIGNUP_LINK_INVALID)
      return {
        success: true,
        fullName: signup.fullName,
        email: signup.email,
        groupName: signup.newGroupName ?? signup.joinedGroupName ?? '',
        createsGroup: signup.newGroupName !== null,
        // A new group's founder administers it; a sign-up by invite joins as a member.
        role: signup.newGroupName !== null ? 'administrator' : (signup.activatedRole ?? 'member'),
      }
    },

    /** The tap: the account, its group or membership, a session, and this browser trusted. */
    async confirm(
      token: string,
      client: PasswordClient,
    ): Promise<{ response: JoinOutcome; deviceToken: string }> {
      let created: { joined: Joined; deviceToken: string }
      try {
        created = await changes.transaction(async (tx, touched) => {
          const signup = await takeSignup(tx, hashToken(token))
          if (!signup) throw new BadRequestError(SIGNUP_LINK_INVALID)
          const claim = claimOf(signup)
          if (claim) await claims.prepare(tx, claim)
          // Someone else's sign-up with this address was confirmed first.
          if (await people.findAccountByEmail(tx, signup.email)) {
            throw new ConflictError(EMAIL_REGISTERED)
          }
          const account = await people.insertAccount(tx, {
            email: signup.email,
            fullName: signup.fullName,
            phone: signup.phone,
            birthDate: signup.birthDate,
            favoriteTeam: signup.favoriteTeam,
            passwordHash: signup.passwordHash,
            activatedAt: new Date(),
          })
          const deviceToken = await trustDevice(tx, account.id, client)
          const joined = claim
            ? await claims.join(tx, touched, account, claim)
            : signup.companyPlayerId === null
              ? await registerMembership(tx, touched, signup, account)
              : await joinActivatedMembership(tx, touched, signup, account)
          return { joined, deviceToken }
        })
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(EMAIL_REGISTERED)
        throw err
      }
      const { joined, deviceToken } = created
      if ('pending' in joined) return { response: joined.pending, deviceToken }
      const session = await accounts.startSession(
        joined.companyPlayerId,
        'Cadastro confirmado! Bem-vindo ao Bidfut.',
      )
      return { response: { ...session, outcome: 'signed_in' }, deviceToken }
    },
  }
}

type Joined = { companyId: number; companyPlayerId: number } | { pending: PendingClaim }

function claimOf(signup: Signup): SignupClaim | null {
  if (signup.claimCompanyPlayerId === null || signup.companyId === null || !signup.claimVia) {
    return null
  }
  return {
    companyId: signup.companyId,
    companyPlayerId: signup.claimCompanyPlayerId,
    via: signup.claimVia,
    name: signup.nickname ?? signup.fullName,
  }
}

import type { GoogleStart, JoinOutcome } from '@bidfut/domain/contracts/joining'
import type { GoogleFinish } from '@bidfut/domain/contracts/sign-in'
import type { Db } from '../../db/client.ts'
import type { Changes } from '../../lib/changes.ts'
import { BadRequestError, NotFoundError, ServiceUnavailableError } from '../../lib/errors.ts'
import { hashToken, newOpaqueToken } from '../../lib/tokens.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import { findAccountMembership } from '../accounts/memberships.repo.ts'
import { findAccountByEmail, findAccountById, type Account } from '../accounts/people.repo.ts'
import { trustDevice, type PasswordClient } from '../accounts/trusted-devices.ts'
import {
  countJoinEmails,
  joinGroup,
  resolveJoinTarget,
  type JoinTarget,
} from '../joining/join-group.ts'
import type { JoiningService } from '../joining/joining.service.ts'
import type { PlayerLinks } from '../joining/player-links.ts'
import type { GoogleIdentity, GoogleOidc } from './google-oidc.ts'
import * as repo from './oidc.repo.ts'

const LOGIN_TTL_MS = 10 * 60 * 1000
const EXPIRED =
  'O login com o Google expirou ou já foi usado. Toque em "Entrar com Google" de novo.'
const REFUSED = 'Não foi possível confirmar o login com o Google. Tente de novo.'
const UNVERIFIED =
  'O email da sua conta Google não está confirmado. Confirme o email no Google ou entre de outro jeito.'
const NOT_CONFIGURED = 'O login com o Google não está disponível neste Bidfut.'
const UNAVAILABLE = 'O login com o Google está indisponível agora. Tente de novo em instantes.'
const noAccount = (email: string) =>
  `Não há conta no Bidfut com ${email}. Para entrar numa pelada, abra o link de convite do grupo; para criar a sua, use "Registre-se".`

type Join = NonNullable<GoogleStart['join']>

export type GoogleSignInService = ReturnType<typeof createGoogleSignInService>

/**
 * 'Entrar com Google' (ADR 049). The tap stores what Google's return must match, bound to this
 * browser by a cookie; the return (/entrar/google) exchanges the code once. An account is found
 * by the Google identity, else by its verified email; without one, the join the person started
 * (a group's or a player's link) makes it, as the passkey and email joins do.
 */
export function createGoogleSignInService(deps: {
  db: Db
  changes: Changes
  /** Null while GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are unset: the button is hidden too. */
  google: GoogleOidc | null
  playerLinks: PlayerLinks
  joining: Pick<JoiningService, 'joinNewAccount' | 'outcomeOf'>
  accounts: Pick<AccountsService, 'signInAccount'>
  publicUrl: string
}) {
  const { db, joining } = deps
  const google = () => {
    if (!deps.google) throw new NotFoundError(NOT_CONFIGURED)
    return deps.google
  }

  /** An account the person already has: signed in, after joining where the link led, if it did. */
  async function signInExisting(
    account: Account,
    identity: GoogleIdentity,
    join: { name: string; target: JoinTarget } | undefined,
    client: PasswordClient,
  ) {
    return deps.changes.transaction(async (tx, touched) => {
      if (join) await countJoinEmails(tx, join.target)
      await repo.rememberIdentity(tx, { ...identity, playerId: account.id })
      // Already in that group (removed or not): the join has nothing to do, the sign-in does.
      const mine = join && (await findAccountMembership(tx, join.target.group.id, account.id))
      const already = mine && !mine.deletedAt ? mine.id : undefined
      const result =
        join && !mine
          ? await joinGroup(tx, touched, account, join.name, join.target, deps.publicUrl)
          : undefined
      const outcome: JoinOutcome = result
        ? await joining.outcomeOf(tx, account, result)
        : {
            ...(await deps.accounts.signInAccount(tx, account.id, {
              keepLogged: true,
              companyPlayerId: already,
            })),
            outcome: 'signed_in',
          }
      return { outcome, deviceToken: await trustDevice(tx, account.id, client) }
    })
  }

  return {
    async start(input: GoogleStart) {
      const oidc = google()
      // A link that no longer works is refused now, not after the trip to Google.
      if (input.join) await resolveJoinTarget(db, input.join.intent, deps.playerLinks)
      const begun = await oidc.begin().catch(() => {
        throw new ServiceUnavailableError(UNAVAILABLE)
      })
      const browser = newOpaqueToken()
      await repo.insertOidcLogin(db, {
        stateHash: hashToken(begun.state),
        browserHash: browser.hash,
        codeVerifier: begun.codeVerifier,
        nonce: begun.nonce,
        intent: input.join ?? {},
        expiresAt: new Date(Date.now() + LOGIN_TTL_MS),
      })
      return { url: begun.url, browserToken: browser.token }
    },

    async finish(input: GoogleFinish, browserToken: string | undefined, client: PasswordClient) {
      const oidc = google()
      const login = await db.transaction((tx) => repo.takeOidcLogin(tx, hashToken(input.state)))
      if (!login || !browserToken || hashToken(browserToken) !== login.browserHash) {
        throw new BadRequestError(EXPIRED)
      }
      const identity = await oidc
        .finish(input, { state: input.state, nonce: login.nonce, codeVerifier: login.codeVerifier })
        .catch(() => {
          throw new BadRequestError(REFUSED)
        })
      if (!identity.emailVerified || !identity.email) throw new BadRequestError(UNVERIFIED)
      const joinInput = 'intent' in login.intent ? (login.intent as Join) : undefined
      const join = joinInput && {
        name: joinInput.name,
        target: await resolveJoinTarget(db, joinInput.intent, deps.playerLinks),
      }
      const known = await repo.findIdentity(db, identity.issuer, identity.subject)
      const account =
        (known && (await findAccountById(db, known.playerId))) ??
        (await findAccountByEmail(db, identity.email))
      if (account) return signInExisting(account, identity, join, client)
      if (!join) throw new NotFoundError(noAccount(identity.email))
      return joining.joinNewAccount(
        { fullName: join.name, email: identity.email },
        join.name,
        join.target,
        client,
        (tx, created) => repo.rememberIdentity(tx, { ...identity, playerId: created.id }),
      )
    },
  }
}

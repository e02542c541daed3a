import type { LoginAnswer } from '@bidfut/domain/contracts/accounts'
import type {
  AddPasskey,
  CreationOptions,
  Passkey,
  PasskeySignIn,
  RequestOptions,
} from '@bidfut/domain/contracts/sign-in'
import type { Db } from '../../db/client.ts'
import type { Ctx } from '../../lib/context.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts'
import type { AccountsService } from '../accounts/accounts.service.ts'
import { findAccountById } from '../accounts/people.repo.ts'
import { trustDevice, type PasswordClient } from '../accounts/trusted-devices.ts'
import { challengeOf, PASSKEY_UNKNOWN, type PasskeyCeremonies } from './passkey-ceremonies.ts'
import * as repo from './passkeys.repo.ts'
import type { WebAuthnChallenges } from './webauthn-challenges.ts'

export const PASSKEY_REPLAYED = 'Esta confirmação já foi usada. Tente de novo.'
const PASSKEY_EXISTS = 'Esta chave de acesso já está cadastrada.'

export type PasskeysService = ReturnType<typeof createPasskeysService>

const toWire = (row: Awaited<ReturnType<typeof repo.listPasskeys>>[number]): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  synced: row.backedUp,
})

/**
 * An account's passkeys (ADR 049): made after any sign-in or in /perfil, several per account,
 * named and removable; and the sign-in with one, which needs no email (the browser offers the
 * passkeys it has for us).
 */
export function createPasskeysService(deps: {
  db: Db
  ceremonies: PasskeyCeremonies
  challenges: WebAuthnChallenges
  accounts: Pick<AccountsService, 'signInAccount'>
}) {
  const { db, ceremonies, challenges, accounts } = deps

  return {
    async creationOptions(ctx: Ctx): Promise<CreationOptions> {
      const account = await findAccountById(db, ctx.playerId)
      if (!account) throw new NotFoundError('Conta não encontrada.')
      return ceremonies.creationOptions({
        purpose: 'add',
        playerId: account.id,
        userName: account.email ?? account.fullName,
        displayName: account.fullName,
        exclude: await repo.listPasskeys(db, account.id),
      })
    },

    async add(ctx: Ctx, input: AddPasskey): Promise<Passkey> {
      const made = await ceremonies.verifyCreation(input.credential, 'add', ctx.playerId)
      try {
        const row = await db.transaction(async (tx) => {
          if (!(await challenges.spend(tx, made.challenge))) {
            throw new UnauthorizedError(PASSKEY_REPLAYED)
          }
          return repo.insertPasskey(tx, {
            playerId: ctx.playerId,
            name: input.name,
            credentialId: made.credentialId,
            publicKey: made.publicKey,
            counter: made.counter,
            transports: made.transports,
            deviceType: made.deviceType,
            backedUp: made.backedUp,
          })
        })
        return toWire(row)
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(PASSKEY_EXISTS)
        throw err
      }
    },

    async list(ctx: Ctx): Promise<Passkey[]> {
      return (await repo.listPasskeys(db, ctx.playerId)).map(toWire)
    },

    async remove(ctx: Ctx, id: number) {
      if (!(await repo.deletePasskey(db, ctx.playerId, id))) {
        throw new NotFoundError('Chave de acesso não encontrada.')
      }
    },

    requestOptions: (): Promise<RequestOptions> => ceremonies.requestOptions(),

    /** The tap on a passkey: checked, its counter moved, a session and this browser trusted. */
    async signIn(
      input: PasskeySignIn,
      client: PasswordClient,
    ): Promise<{ response: LoginAnswer; deviceToken: string }> {
      const stored = await repo.findPasskeyByCredentialId(db, input.credential.id)
      if (!stored) throw new UnauthorizedError(PASSKEY_UNKNOWN)
      if (await challenges.wasSpent(db, challengeOf(input.credential.response.clientDataJSON))) {
        throw new UnauthorizedError(PASSKEY_REPLAYED)
      }
      const checked = await ceremonies.verifyAssertion(input.credential, stored)
      return db.transaction(async (tx) => {
        const fresh = await challenges.spend(tx, checked.challenge)
        const moved = await repo.recordPasskeyUse(tx, stored.id, {
          previousCounter: stored.counter,
          newCounter: checked.newCounter,
          backedUp: checked.backedUp,
        })
        if (!fresh || !moved) throw new UnauthorizedError(PASSKEY_REPLAYED)
        const response = await accounts.signInAccount(tx, stored.playerId, {
          keepLogged: input.keepLogged ?? true,
        })
        return { response, deviceToken: await trustDevice(tx, stored.playerId, client) }
      })
    },
  }
}

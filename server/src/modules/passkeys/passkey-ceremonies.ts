import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticatorTransport,
} from '@simplewebauthn/server'
import type {
  AuthenticationResponse,
  CreationOptions,
  RegistrationResponse,
  RequestOptions,
} from '@bidfut/domain/contracts/sign-in'
import { BadRequestError, UnauthorizedError } from '../../lib/errors.ts'
import type { CeremonyPurpose, WebAuthnChallenges } from './webauthn-challenges.ts'

export const PASSKEY_NOT_CONFIRMED = 'Não foi possível confirmar a chave de acesso. Tente de novo.'
export const PASSKEY_UNKNOWN =
  'Esta chave de acesso não está cadastrada no Bidfut. Entre de outro jeito e crie uma nova em Meu Perfil.'

/** The passkey as stored: what an assertion is checked against. */
export type StoredPasskey = {
  credentialId: string
  publicKey: string
  counter: number
  transports: string[]
}

export type PasskeyCeremonies = ReturnType<typeof createPasskeyCeremonies>

/**
 * The WebAuthn ceremonies, with the relying party taken from PUBLIC_URL: its host is the RP ID
 * and its origin the only origin accepted (ADR 049). Passkeys are discoverable (the browser offers
 * them without an email) and user verification (fingerprint, face, PIN) is required both when
 * one is made and at every sign-in.
 */
export function createPasskeyCeremonies(deps: {
  publicUrl: string
  challenges: WebAuthnChallenges
}) {
  const { challenges } = deps
  const url = new URL(deps.publicUrl)
  const rpID = url.hostname
  const origin = url.origin

  return {
    async creationOptions(input: {
      purpose: Extract<CeremonyPurpose, 'add' | 'join'>
      playerId?: number
      userName: string
      displayName: string
      exclude?: StoredPasskey[]
    }): Promise<CreationOptions> {
      const options = await generateRegistrationOptions({
        rpName: 'Bidfut',
        rpID,
        userName: input.userName,
        userDisplayName: input.displayName,
        challenge: challenges.issue(input.purpose, input.playerId),
        attestationType: 'none',
        excludeCredentials: (input.exclude ?? []).map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports as AuthenticatorTransport[],
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        extensions: { credProps: true },
      })
      return options as CreationOptions
    },

    /** The new credential, once its challenge, origin, RP ID and user verification check out. */
    async verifyCreation(
      response: RegistrationResponse,
      purpose: Extract<CeremonyPurpose, 'add' | 'join'>,
      playerId?: number,
    ) {
      const result = await verifyRegistrationResponse({
        response: response as Parameters<typeof verifyRegistrationResponse>[0]['response'],
        expectedChallenge: challenges.matches(purpose, playerId),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null)
      if (!result?.verified) throw new BadRequestError(PASSKEY_NOT_CONFIRMED)
      const { credential, credentialDeviceType, credentialBackedUp } = result.registrationInfo
      return {
        challenge: challengeOf(response.response.clientDataJSON),
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? response.response.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      }
    },

    async requestOptions(): Promise<RequestOptions> {
      return generateAuthenticationOptions({
        rpID,
        challenge: challenges.issue('sign-in'),
        userVerification: 'required',
      })
    },

    /** Checks an assertion against its stored passkey: signature, origin, RP ID, UV and counter. */
    async verifyAssertion(response: AuthenticationResponse, stored: StoredPasskey) {
      const result = await verifyAuthenticationResponse({
        response: response as Parameters<typeof verifyAuthenticationResponse>[0]['response'],
        expectedChallenge: challenges.matches('sign-in'),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: stored.credentialId,
          publicKey: Buffer.from(stored.publicKey, 'base64url'),
          counter: stored.counter,
          transports: stored.transports as AuthenticatorTransport[],
        },
        requireUserVerification: true,
      }).catch(() => null)
      if (!result?.verified) throw new UnauthorizedError(PASSKEY_NOT_CONFIRMED)
      return {
        challenge: challengeOf(response.response.clientDataJSON),
        newCounter: result.authenticationInfo.newCounter,
        backedUp: result.authenticationInfo.credentialBackedUp,
      }
    },
  }
}

/** The challenge the browser signed, from its client data; '' when the data is not JSON. */
export function challengeOf(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown
    }
    return typeof data.challenge === 'string' ? data.challenge : ''
  } catch {
    return ''
  }
}

import { z } from 'zod'
import { pathIdField } from './ids.ts'
import { requiredEmail, tokenField } from './person-fields.ts'
import { requiredText, text, TEXT_MAX } from './text.ts'

// ---- Signing in without a password (ADR 049) ----

const PASSKEY_INVALID = 'Chave de acesso inválida. Tente de novo.'
const base64url = (max: number) =>
  z
    .string({ message: PASSKEY_INVALID })
    .max(max, PASSKEY_INVALID)
    .regex(/^[\w-]*$/, PASSKEY_INVALID)
const transports = z
  .array(
    z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'], {
      message: PASSKEY_INVALID,
    }),
  )
  .max(10, PASSKEY_INVALID)

/** What the browser answers navigator.credentials.create() with, as @simplewebauthn/browser sends it. */
export const registrationResponseSchema = z.object(
  {
    id: base64url(1024).min(1, PASSKEY_INVALID),
    rawId: base64url(1024),
    type: z.literal('public-key', { message: PASSKEY_INVALID }),
    response: z.object({
      clientDataJSON: base64url(8192),
      attestationObject: base64url(32_768),
      authenticatorData: base64url(32_768).optional(),
      transports: transports.optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url(8192).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean() }).optional() }),
  },
  { message: PASSKEY_INVALID },
)
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>

/** What the browser answers navigator.credentials.get() with. */
export const authenticationResponseSchema = z.object(
  {
    id: base64url(1024).min(1, PASSKEY_INVALID),
    rawId: base64url(1024),
    type: z.literal('public-key', { message: PASSKEY_INVALID }),
    response: z.object({
      clientDataJSON: base64url(8192),
      authenticatorData: base64url(32_768),
      signature: base64url(8192),
      userHandle: base64url(512).optional(),
    }),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.object({}),
  },
  { message: PASSKEY_INVALID },
)
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>

const credentialDescriptor = z.object({
  id: z.string(),
  type: z.literal('public-key'),
  transports: z.array(z.string()).optional(),
})

/** The options for navigator.credentials.create(), in the JSON form the browser library takes. */
export const creationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
    })
    .optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
})
export type CreationOptions = z.infer<typeof creationOptionsSchema>

/** The options for navigator.credentials.get(): no credential list, the browser offers them. */
export const requestOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: z.enum(['discouraged', 'preferred', 'required']).optional(),
})
export type RequestOptions = z.infer<typeof requestOptionsSchema>

/** A passkey's name, given when it is created ('Celular da Ana'); the browser's kind by default. */
export const passkeyNameField = requiredText('Dê um nome para a chave de acesso', {
  label: 'Nome da chave',
  max: 60,
  noLinks: true,
})

/** POST /passkeys: the passkey just created on this device, for the signed-in account. */
export const addPasskeySchema = z.strictObject({
  name: passkeyNameField,
  credential: registrationResponseSchema,
})
export type AddPasskey = z.input<typeof addPasskeySchema>

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** Synced between the person's devices (a password manager, iCloud Keychain). */
  synced: z.boolean(),
})
export type Passkey = z.infer<typeof passkeySchema>
export const passkeysResponseSchema = z.object({
  success: z.literal(true),
  passkeys: z.array(passkeySchema),
})
export type PasskeysResponse = z.infer<typeof passkeysResponseSchema>
export const passkeyParamsSchema = z.object({ id: pathIdField() })

/** POST /accounts/passkey/sign-in: the assertion the browser made with one of its passkeys. */
export const passkeySignInSchema = z.strictObject({
  credential: authenticationResponseSchema,
  keepLogged: z.boolean().optional().default(true),
})
export type PasskeySignIn = z.input<typeof passkeySignInSchema>

// ---- The sign-in link by email ----

/** POST /accounts/sign-in-link answers this for every email, known or not (ADR 026). */
export const SIGN_IN_LINK_SENT =
  'Se o email tiver uma conta, enviamos um link de acesso. Ele vale por 15 minutos.'

export const signInLinkRequestSchema = z.strictObject({ email: requiredEmail })

/** GET /accounts/sign-in-link/{token}: whether the link still signs in, without using it. */
export const signInLinkStates = ['valid', 'used', 'expired', 'unknown'] as const
export const signInLinkCheckSchema = z.object({
  success: z.literal(true),
  state: z.enum(signInLinkStates),
  message: z.string(),
  /** The account's email, shown on the page while the link is valid. */
  email: z.string().nullable(),
})
export type SignInLinkCheck = z.infer<typeof signInLinkCheckSchema>

/** POST /accounts/sign-in-link/use: the tap on 'Entrar'. */
export const useSignInLinkSchema = z.strictObject({ token: tokenField })

// ---- Google (OpenID Connect) ----

/**
 * POST /accounts/google/finish: where Google sent the browser back (/entrar/google?code&state…),
 * as the page read it.
 */
export const googleFinishSchema = z.strictObject({
  code: text({ label: 'Código', max: 2048 }).min(1, 'Código ausente.'),
  state: text({ label: 'Estado', max: TEXT_MAX.token }).min(1, 'Estado ausente.'),
  iss: text({ label: 'Emissor', max: 500 }).optional(),
})
export type GoogleFinish = z.infer<typeof googleFinishSchema>

export const googleStartResponseSchema = z.object({
  success: z.literal(true),
  /** Google's authorization page for this sign-in; the browser goes there. */
  url: z.string(),
})
